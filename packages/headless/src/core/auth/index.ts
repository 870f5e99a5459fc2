export {
  type CodeFlow,
  type CodeFlowEffects,
  type CodeFlowEvent,
  type CodeFlowState,
  type CodeFlowStatus,
  createCodeFlow,
  INITIAL_CODE_FLOW,
  reduceCodeFlow,
} from './codeFlow'
export { browserPageUrl, consumePrivyToken, type PageUrl, PRIVY_TOKEN_PARAM } from './consumePrivyToken'
export { type CustomAuth, type CustomAuthOptions, type CustomAuthState, createCustomAuth } from './customAuth'
export { createGuestCredential, GUEST_CREDENTIAL_BYTES, guestCredentialKey } from './guestCredential'
export { loginAsGuest } from './loginAsGuest'
export { createLoginWithEmail, type EmailFlowMode, type LoginWithEmailOptions } from './loginWithEmail'
export { createLoginWithSms, type LoginWithSmsOptions, type SmsFlowMode } from './loginWithSms'
export { getRecentLoginMethod, recentLoginMethodKey, setRecentLoginMethod } from './recentLoginMethod'
export * from './loginWithCrossApp'
export * from './loginWithOAuth'
export * from './loginWithTelegram'
export * from './oauthReturn'
export * from './oauthWindow'
export * from './telegramPageData'
