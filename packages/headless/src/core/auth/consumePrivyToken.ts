import type { User } from '../api/user'
import { shortAddress } from '../funding/fundingErrors'
import { fail, pass, type RuleResult } from '../rules/ruleResult'
import { TOKEN_EXPIRY_MARGIN_MS } from '../session/createSession'
import { audienceOf, decodeJwt } from '../session/decodeJwt'

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

/** Why a handed `privy_token` was refused. */
export type HandedTokenIssue = 'privy_token.malformed' | 'privy_token.other_app' | 'privy_token.expired'

/**
 * A-2.11 (issue 15, login CSRF): a handed token is used only if it is a well-formed access
 * token of this app, still valid. Its signature is not checked here: the server verifies it
 * on first use, and a token it refuses is dropped then.
 */
export function validateHandedToken(
  token: string,
  expected: { appId: string; now: number },
): RuleResult<string, HandedTokenIssue> {
  const claims = JWT_SHAPE.test(token) ? decodeJwt(token) : null
  if (!claims || typeof claims.sub !== 'string' || claims.exp === undefined) {
    return fail('privy_token.malformed', 'The privy_token is not an access token.')
  }
  if (!audienceOf(claims).includes(expected.appId))
    return fail('privy_token.other_app', 'The privy_token is for another app.')
  if (claims.exp * 1000 - TOKEN_EXPIRY_MARGIN_MS <= expected.now) {
    return fail('privy_token.expired', 'The privy_token has expired.')
  }
  return pass(token)
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/

/** What a screen shows after a hand-off: the account the page is now signed in as. */
export type HandOff = {
  /** The user's email, phone number or wallet address (shortened), else their user id. */
  signedInAs: string
  /** The notice to show, e.g. 'Signed in as ada@example.com'. */
  notice: string
}

/** Issue 15: after a hand-off the user sees whose account the page signed into. */
export function handOffOf(user: User): HandOff {
  const wallet = user.wallet?.address
  const signedInAs = user.email?.address ?? user.phone?.number ?? (wallet ? shortAddress(wallet) : user.id)
  return { signedInAs, notice: `Signed in as ${signedInAs}` }
}
