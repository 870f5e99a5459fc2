import { LobbyError } from '../errors/lobbyError'

/** Where Cloudflare serves the Turnstile script; the sandbox serves a stand-in at `{apiUrl}/turnstile/v0/api.js`. */
export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js'

/** The parameters of `turnstile.render` the SDK uses. */
export type TurnstileRenderParams = {
  sitekey: string
  /** 'execute' renders without solving until `execute` is called (A-4.12 decides when). */
  execution?: 'render' | 'execute'
  appearance?: 'always' | 'execute' | 'interaction-only'
  callback?: (token: string) => void
  'error-callback'?: (code: string) => void
  'expired-callback'?: () => void
}

/** The part of Cloudflare Turnstile's `window.turnstile` the captcha drives (render/execute/reset/getResponse). */
export type TurnstileApi = {
  render(container: string | Element, params: TurnstileRenderParams): string | undefined
  execute(widget: string | Element, params?: Partial<TurnstileRenderParams>): void
  reset(widget?: string | Element): void
  getResponse(widget?: string | Element): string | undefined
  remove?(widget?: string | Element): void
}

let loading: { url: string; promise: Promise<TurnstileApi> } | null = null

/** Loads the Turnstile script once per page (or uses the one already there) and resolves `window.turnstile`. */
export function loadTurnstile(scriptUrl: string = TURNSTILE_SCRIPT_URL): Promise<TurnstileApi> {
  const existing = (globalThis as { turnstile?: TurnstileApi }).turnstile
  if (existing) return Promise.resolve(existing)
  if (loading?.url === scriptUrl) return loading.promise
  if (typeof document === 'undefined') {
    return Promise.reject(
      new LobbyError('client_error', 'captcha.failed', 'Captcha failed', { details: 'No document.' }),
    )
  }
  const promise = new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = scriptUrl
    script.async = true
    script.onload = () => {
      const api = (globalThis as { turnstile?: TurnstileApi }).turnstile
      if (api) resolve(api)
      else
        reject(
          new LobbyError('client_error', 'captcha.failed', 'Captcha failed', {
            details: `${scriptUrl} set no turnstile.`,
          }),
        )
    }
    script.onerror = () => {
      loading = null
      reject(
        new LobbyError('client_error', 'captcha.failed', 'Captcha failed', { details: `Could not load ${scriptUrl}.` }),
      )
    }
    document.head.appendChild(script)
  })
  loading = { url: scriptUrl, promise }
  return promise
}
