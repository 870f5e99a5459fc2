/** the query parameter that hands the page a token. */
export const PRIVY_TOKEN_PARAM = 'privy_token'

/** The parts of `window.location` / `history` this needs, so tests and SSR can pass their own. */
export type PageUrl = { href: string; replace(href: string): void }

/** The browser's page URL, or null during SSR. */
export function browserPageUrl(): PageUrl | null {
  if (typeof window === 'undefined' || typeof history === 'undefined') return null
  return {
    get href() {
      return window.location.href
    },
    replace: (href) => history.replaceState(history.state, '', href),
  }
}

/** reads `privy_token` from the page URL and removes it, so it is neither bookmarked nor leaked. */
export function consumePrivyToken(page: PageUrl | null): string | null {
  if (!page) return null
  const url = new URL(page.href)
  const token = url.searchParams.get(PRIVY_TOKEN_PARAM)
  if (token === null) return null
  url.searchParams.delete(PRIVY_TOKEN_PARAM)
  page.replace(url.toString())
  return token || null
}
