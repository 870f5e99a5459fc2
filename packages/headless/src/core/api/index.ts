export { type AnalyticsEvent, sendAnalyticsEvent } from './analytics'
export { getAppConfig } from './apps'
export { type AuthResult, toAuthResult } from './authResult'
export { authenticateCustomJwt } from './customJwt'
export * from './farcaster'
export { authenticateGuest } from './guest'
export {
  enrollMfa,
  initMfaPasskey,
  initMfaSms,
  initMfaSmsEnrollment,
  initMfaTotpEnrollment,
  MFA_PATHS,
  type MfaEnrollBody,
  type MfaMethod,
  type MfaVerifyBody,
  type TotpEnrollment,
  unenrollMfa,
  verifyMfa,
  WireTotpEnrollment,
} from './mfa'
export * from './oauth'
export {
  authenticatePasskey,
  initPasskeyAuthentication,
  initPasskeyLink,
  linkPasskey,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
  toWirePasskeyAuthentication,
  toWirePasskeyRegistration,
  unlinkPasskey,
  WirePasskeyAuthentication,
  WirePasskeyExtensionResults,
  WirePasskeyRegistration,
} from './passkeys'
export {
  authenticatePasswordless,
  initPasswordless,
  linkPasswordless,
  unlinkPasswordless,
  updatePasswordless,
} from './passwordless'
export { type ForkResult, forkSession, logoutSession, recoverForkedSession, refreshSession } from './sessions'
export * from './siwe'
export { authenticateSms, initSms, linkSms, unlinkSms, updateSms } from './sms'
export * from './telegram'
export { type LinkedAccount, toLinkedAccount, toUser, type User } from './user'
export { acceptTerms, getAuthenticatedUser } from './users'
export * from './wire'
