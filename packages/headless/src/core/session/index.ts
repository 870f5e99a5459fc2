export {
  createSession,
  type RefreshOutcome,
  type Session,
  type SessionOptions,
  TOKEN_EXPIRY_MARGIN_MS,
} from './createSession'
export { audienceOf, decodeJwt, type JwtClaims } from './decodeJwt'
export { createTabLock, type TabLock } from './tabLock'
export {
  createTokenStore,
  SESSION_COOKIE_MAX_AGE_S,
  type SessionTokens,
  TOKEN_COOKIES,
  TOKEN_KEYS,
  type TokenStore,
  type TokenStoreOptions,
} from './tokenStore'
