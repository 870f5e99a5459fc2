import type { TurnstileApi, TurnstileRenderParams } from '../../src/core/captcha/turnstile'
import { API_URL, type SandboxHarness } from './sandboxHarness'

/** The sandbox widget's challenge, driven as its script drives it: each execute asks /turnstile/v0/solve. */
export function sandboxWidget(h: SandboxHarness): TurnstileApi & { executes: number } {
  let params: TurnstileRenderParams | null = null
  let response: string | undefined
  const widget = {
    executes: 0,
    render(_container: string | Element, p: TurnstileRenderParams) {
      params = p
      return 'cf-0'
    },
    execute() {
      widget.executes++
      response = undefined
      void Promise.resolve(
        h.sandbox.app.fetch(
          new Request(`${API_URL}/turnstile/v0/solve`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ sitekey: params?.sitekey, hostname: 'localhost' }),
          }),
        ),
      )
        .then((res: Response) => res.json() as Promise<{ success: boolean; token?: string }>)
        .then((body) => {
          if (body.success) response = body.token
          else params?.['error-callback']?.('600010')
        })
    },
    reset() {
      response = undefined
    },
    getResponse: () => response,
  }
  return widget
}
