import type { PageUrl } from './consumePrivyToken'
import { OAUTH_POPUP_NAME, OAUTH_RESPONSE_MESSAGE, OAUTH_RETURN_PARAMS, type OAuthReturn } from './oauthWindow'

/**
 * Reads privy_oauth_code, privy_oauth_state and privy_oauth_provider from the page URL
 * and removes them, so a reload or a shared link never replays the code. Null when the page
 * is not an OAuth return.
 */
export function consumeOAuthReturn(page: PageUrl | null): OAuthReturn | null {
  if (!page) return null
  const url = new URL(page.href)
  const code = url.searchParams.get(OAUTH_RETURN_PARAMS.code)
  const state = url.searchParams.get(OAUTH_RETURN_PARAMS.state)
  if (code === null && state === null) return null
  const provider = url.searchParams.get(OAUTH_RETURN_PARAMS.provider)
  for (const name of Object.values(OAUTH_RETURN_PARAMS)) url.searchParams.delete(name)
  page.replace(url.toString())
  return { authorizationCode: code ?? '', stateCode: state ?? '', provider }
}

/** The parts of a popup's `window` the hand-off needs. */
export type OAuthPopupPage = {
  name: string
  origin: string
  opener: { postMessage(message: unknown, targetOrigin: string): void } | null
  close(): void
}

/**
 * In the popup: when this page is the OAuth popup landing back from the provider,
 * posts the return to the opener, only to this page's own origin, and closes. True when it did.
 */
export function handOffOAuthReturn(page: PageUrl | null, popup: OAuthPopupPage | null): boolean {
  if (!page || !popup?.opener || popup.name !== OAUTH_POPUP_NAME) return false
  const returned = consumeOAuthReturn(page)
  if (!returned) return false
  popup.opener.postMessage({ type: OAUTH_RESPONSE_MESSAGE, ...returned }, popup.origin)
  popup.close()
  return true
}

/** The browser's window as an `OAuthPopupPage`, or null during SSR. */
export function browserOAuthPopupPage(): OAuthPopupPage | null {
  if (typeof window === 'undefined') return null
  return {
    name: window.name,
    origin: window.location.origin,
    opener: window.opener as Window | null,
    close: () => window.close(),
  }
}
