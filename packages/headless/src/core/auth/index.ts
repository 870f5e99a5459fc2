export * from './afterLogin'
export {
  type CodeFlow,
  type CodeFlowEffects,
  type CodeFlowEvent,
  type CodeFlowState,
  type CodeFlowStatus,
  codeFlowErrorLine,
  createCodeFlow,
  INITIAL_CODE_FLOW,
  reduceCodeFlow,
} from './codeFlow'
export {
  browserPageUrl,
  consumePrivyToken,
  type HandedTokenIssue,
  type HandOff,
  handOffOf,
  type PageUrl,
  PRIVY_TOKEN_PARAM,
  validateHandedToken,
} from './consumePrivyToken'
export { type CustomAuth, type CustomAuthOptions, type CustomAuthState, createCustomAuth } from './customAuth'
export * from './farcasterSigner'
export { createGuestCredential, GUEST_CREDENTIAL_BYTES, guestCredentialKey } from './guestCredential'
export { loginAsGuest } from './loginAsGuest'
export * from './loginWithCrossApp'
export { createLoginWithEmail, type EmailFlowMode, type LoginWithEmailOptions } from './loginWithEmail'
export * from './loginWithFarcaster'
export * from './loginWithOAuth'
export {
  createLoginWithPasskey,
  INITIAL_PASSKEY_FLOW,
  type LoginWithPasskeyOptions,
  PASSKEY_SUCCESS_CLOSE_MS,
  type PasskeyFlow,
  type PasskeyFlowEvent,
  type PasskeyFlowState,
  type PasskeyFlowStatus,
  reducePasskeyFlow,
} from './loginWithPasskey'
export * from './loginWithSiwe'
export { createLoginWithSms, type LoginWithSmsOptions, type SmsFlowMode } from './loginWithSms'
export * from './loginWithTelegram'
export * from './oauthReturn'
export * from './oauthWindow'
export {
  browserPasskeyAuthenticator,
  currentRelyingParty,
  type PasskeyAuthenticator,
  toPasskeyError,
} from './passkeyAuthenticator'
export { getRecentLoginMethod, recentLoginMethodKey, setRecentLoginMethod } from './recentLoginMethod'
export * from './telegramBot'
export * from './telegramPageData'
export { unlinkPasskeyAccount } from './unlinkPasskey'
