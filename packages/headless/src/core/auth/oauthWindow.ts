import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { systemTimers, type Timers } from '../timers'

/** The OAuth popup is 440 by 680. */
export const OAUTH_POPUP_SIZE = { width: 440, height: 680 } as const
/** A closed popup is noticed by polling every 300 ms. */
export const OAUTH_POPUP_POLL_MS = 300
/** The popup authorization times out after 120000 ms. */
export const OAUTH_POPUP_TIMEOUT_MS = 120_000
/** The popup's window name: the page that loads in it knows to hand the return to its opener. */
export const OAUTH_POPUP_NAME = 'lobby-oauth'
/** The message the popup posts to its opener with the provider's return. */
export const OAUTH_RESPONSE_MESSAGE = 'PRIVY_OAUTH_RESPONSE'

/** The query parameters an OAuth provider sends the user back with. */
export const OAUTH_RETURN_PARAMS = {
  code: 'privy_oauth_code',
  state: 'privy_oauth_state',
  provider: 'privy_oauth_provider',
} as const

/** Our text when the browser refuses to open the popup (the spec gives none). */
export const OAUTH_POPUP_BLOCKED_MESSAGE = 'The login window could not open. Allow popups for this site and try again.'

/** An open popup, as far as the flow needs it. */
export type OAuthPopup = {
  /** True once closed; polled every 300 ms. */
  readonly closed: boolean
  close(): void
  /**
   * The popup's address once it is back on this origin, else null (the browser hides another
   * origin's). Lets the flow finish even when the landing page runs no SDK to post the return.
   */
  readUrl?(): string | null
  /** Sends the popup to `url`: a popup opened blank during the click, before the awaits, then pointed at the provider. */
  navigate?(url: string): void
  /**
   * True when a message's `source` is this popup's window. A browser's popup has it: then only
   * the popup is heard, never another frame or window of the page. A fake without windows leaves it out.
   */
  isSource?(source: unknown): boolean
}

/** The page an OAuth flow runs in; `browserOAuthWindow(window)` adapts a real one, tests pass a fake. */
export type OAuthWindow = {
  /** This page's origin: the popup's messages must come from it. */
  readonly origin: string
  /** This page's address: the provider sends the user back here (redirect_to). */
  readonly href: string
  /** Leaves the page for the provider (the redirect flow). */
  assign(url: string): void
  /** Opens a centred popup; null when blocked. */
  open(url: string, size: { width: number; height: number }): OAuthPopup | null
  /** Calls `listener` for each message posted to this page, with its sender's window when known; returns the unsubscribe function. */
  onMessage(listener: (message: { origin: string; data: unknown; source?: unknown }) => void): () => void
}

/** What came back from the provider: privy_oauth_code, privy_oauth_state, privy_oauth_provider. */
export type OAuthReturn = { authorizationCode: string; stateCode: string; provider: string | null }

/** Adapts a browser window: location, `window.open` centred over it, and its `message` events. */
export function browserOAuthWindow(win: Window): OAuthWindow {
  return {
    get origin() {
      return win.location.origin
    },
    get href() {
      return win.location.href
    },
    assign: (url) => win.location.assign(url),
    open(url, size) {
      const left = Math.max(0, win.screenX + (win.outerWidth - size.width) / 2)
      const top = Math.max(0, win.screenY + (win.outerHeight - size.height) / 2)
      const popup = win.open(url, OAUTH_POPUP_NAME, `width=${size.width},height=${size.height},left=${left},top=${top}`)
      if (!popup) return null
      return {
        get closed() {
          return popup.closed
        },
        close: () => popup.close(),
        navigate: (url) => popup.location.replace(url),
        isSource: (source) => source === popup,
        readUrl() {
          try {
            return popup.location.href
          } catch {
            return null // still on the provider's origin
          }
        },
      }
    },
    onMessage(listener) {
      const handle = (event: MessageEvent) =>
        listener({ origin: event.origin, data: event.data, ...(event.source ? { source: event.source } : {}) })
      win.addEventListener('message', handle)
      return () => win.removeEventListener('message', handle)
    },
  }
}

const isResponse = (
  data: unknown,
): data is { type: string; authorizationCode?: unknown; stateCode?: unknown; provider?: unknown } =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OAUTH_RESPONSE_MESSAGE

/**
 * Opens the popup blank, in the user's click: browsers (Safari first) block a popup opened after
 * an await, and the provider's URL is known only after oauth/init answers. Null when blocked.
 */
export function openBlankPopup(window: OAuthWindow, size: { width: number; height: number }): OAuthPopup | null {
  return window.open('about:blank', size)
}

/** The provider's return in a popup address on `origin` (privy_oauth_code / _state / _provider), else null. */
function returnIn(href: string, origin: string): OAuthReturn | null {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return null
  }
  if (url.origin !== origin || !url.searchParams.has(OAUTH_RETURN_PARAMS.state)) return null
  return {
    authorizationCode: url.searchParams.get(OAUTH_RETURN_PARAMS.code) ?? '',
    stateCode: url.searchParams.get(OAUTH_RETURN_PARAMS.state) ?? '',
    provider: url.searchParams.get(OAUTH_RETURN_PARAMS.provider),
  }
}

/**
 * opens `url` in a popup of `size` and waits for the
 * provider's return, posted back by the page the popup lands on (or read from the popup's
 * address at each 300 ms poll once it is back on this origin). A closed popup is 'User rejected request'; after 120000 ms 'Authorization request timed out after 2
 * minutes.'; a return from another origin 'Origins between parent and child windows do not match.'
 */
export function authorizeInPopup(options: {
  window: OAuthWindow
  url: string
  size?: { width: number; height: number }
  timers?: Timers
  /** A popup `openBlankPopup` opened during the user's click; it is sent to `url` instead of opening another. */
  popup?: OAuthPopup | null
}): Promise<OAuthReturn> {
  const timers = options.timers ?? systemTimers
  let popup = options.popup ?? null
  // The user closed the blank popup while oauth/init ran: that is a refusal like any other close.
  if (popup?.closed) return Promise.reject(createLobbyError('popup.closed'))
  if (popup?.navigate) popup.navigate(options.url)
  else {
    popup?.close()
    popup = options.window.open(options.url, options.size ?? OAUTH_POPUP_SIZE)
  }
  if (!popup) return Promise.reject(new LobbyError('client_error', 'popup.blocked', OAUTH_POPUP_BLOCKED_MESSAGE))
  const opened = popup
  return new Promise<OAuthReturn>((resolve, reject) => {
    let poll: unknown
    const finish = (outcome: () => void) => {
      unsubscribe()
      timers.clearTimeout(poll)
      timers.clearTimeout(deadline)
      outcome()
    }
    const unsubscribe = options.window.onMessage(({ origin, data, source }) => {
      if (!isResponse(data)) return
      // Only the child answers: another frame of the page (an ad) neither ends the login nor finishes it.
      if (opened.isSource && !opened.isSource(source)) return
      if (origin !== options.window.origin) {
        opened.close()
        finish(() => reject(createLobbyError('popup.origin_mismatch')))
        return
      }
      opened.close()
      finish(() =>
        resolve({
          authorizationCode: typeof data.authorizationCode === 'string' ? data.authorizationCode : '',
          stateCode: typeof data.stateCode === 'string' ? data.stateCode : '',
          provider: typeof data.provider === 'string' ? data.provider : null,
        }),
      )
    })
    const watch = () => {
      if (opened.closed) {
        finish(() => reject(createLobbyError('popup.closed')))
        return
      }
      const landed = opened.readUrl?.() ?? null
      const returned = landed ? returnIn(landed, options.window.origin) : null
      if (returned) {
        opened.close()
        finish(() => resolve(returned))
        return
      }
      poll = timers.setTimeout(watch, OAUTH_POPUP_POLL_MS)
    }
    poll = timers.setTimeout(watch, OAUTH_POPUP_POLL_MS)
    const deadline = timers.setTimeout(() => {
      opened.close()
      finish(() => reject(createLobbyError('popup.timeout')))
    }, OAUTH_POPUP_TIMEOUT_MS)
  })
}
