/**
 * Every user-facing error text of the spec's catalogues (A-8, W-8), each written once, with
 * its rule ID. Codes (errorCatalogue.ts) and screens (errorScreens.ts) refer to these; a
 * text shared by several rules (e.g. 'User rejected request', A-8.46 and W-8.59) is one entry.
 * The funding texts (W-8.46 to W-8.51) live with the funding flow (funding/fundingErrors.ts) and
 * the cross-app signer's (W-8.53 to W-8.58) with that flow (cross-app/crossAppErrors.ts).
 */
export const ERROR_TEXTS = {
  // Error screen mapping
  /** title. */
  timedOut: 'Timed out',
  /** button. */
  tryAgain: 'Try again',
  /** title. */
  insufficientBalance: 'Insufficient balance',
  /** title; also W-8.23 (a creation message) and the captcha failure title. */
  somethingWentWrong: 'Something went wrong',
  /** detail. */
  pleaseTryAgain: 'Please try again.',
  /** title. */
  notAllowed: 'Not allowed',
  /** button. */
  tryAnotherMethod: 'Try another method',
  /** default title. */
  allowlistTitle: "You don't have access to this app",
  /** default detail. */
  allowlistDetail: 'Have you been invited?',
  /** default button. */
  allowlistCta: 'Try another account',
  /** */
  captchaFailure: 'You did not pass CAPTCHA. Please try again.',
  /** after 3 captcha retries. */
  captchaFailureAfterRetries: 'If you use an adblocker or VPN, try disabling and re-attempting.',
  /** */
  captchaTimeout: 'Something went wrong! Please try again later.',
  /** title; A-8.30 (Telegram); A-8.34 (Farcaster). */
  authenticationFailed: 'Authentication failed',
  /** detail; A-8.35 (Farcaster). */
  linkedToAnotherUser: 'This account has already been linked to another user.',
  /** title. */
  regionNotSupported: 'This region is not supported',
  /** detail. */
  smsRegionNotAvailable: 'SMS authentication from this region is not available',
  /** title. */
  requestFailed: 'Request failed',
  /** detail. */
  tooManyAttempts: 'Too many attempts.',
  /** button. */
  tryAgainLater: 'Try again later',

  // Passwordless code
  /** */
  invalidCode: 'Invalid or expired verification code',
  /** the user-limit screen. */
  userLimitReached: 'Unable to sign in. This application has reached its user limit and cannot sign in new users.',
  /** the account-not-found screen. */
  accountNotFound: 'Account not found',
  /** */
  issueVerifyingCode: 'Issue verifying code',

  // Telegram flow
  /** */
  telegramNotAllowed: 'Login with Telegram not allowed.',
  /** A-8.27 (retryable); A-8.36 (Farcaster invalid_credentials). */
  somethingWentWrongTryAgain: 'Something went wrong. Try again.',
  /** A-8.37 (Farcaster). */
  tooManyRequestsWait: 'Too many requests. Please wait before trying again.',
  /** the server's too_many_requests says Telegram's own rate limit was hit. */
  telegramRequestLimit: 'Request limit reached for Telegram. Please wait a moment and try again.',
  /** */
  telegramCanceled: 'Telegram auth failed or was canceled by the client',
  /** */
  telegramNotInitialized: 'Telegram was not initialized',
  /** */
  telegramConfigNotLoaded: 'Telegram Auth configuration is not loaded',

  // Farcaster
  /** */
  farcasterTimeout: 'The request timed out. Try again.',
  /** a signer failure other than a rejection. */
  connectFailed: 'Connect failed',
  /** the signer was revoked. */
  requestRejected: 'Request rejected',

  // OAuth and popup
  /** */
  oauthCannotLinkMore: 'You cannot authorize more than one account for this user.',
  /** A-8.45 / W-8.63. */
  popupTimeout: 'Authorization request timed out after 2 minutes.',
  /** A-8.46 / W-8.59: a popup the user closed. */
  userRejectedRequest: 'User rejected request',
  /** A-8.47 / W-8.64. */
  originMismatch: 'Origins between parent and child windows do not match.',
  /** the in-app-browser screen title. */
  inAppBrowserTitle: 'Could not log in with provider',
  /** */
  inAppBrowser: "It looks like you're using an in-app browser. To log in, please try again using an external browser.",

  // Passkey
  /** */
  passkeyCannotLinkMore: 'Cannot link more passkeys to account.',
  /** */
  passkeyTimedOutOrRejected: 'Passkey request timed out or rejected by user.',
  /** */
  passkeyEnrolledInMfa: 'Cannot unlink a passkey enrolled in MFA',
  /** */
  unknownErrorOccurred: 'Unknown error occurred.',
  /**
   * Ours (the spec gives none): the browser refused the page's address as a passkey's relying
   * party (a WebAuthn SecurityError), as Chromium does for an IP address such as 127.0.0.1.
   */
  passkeyInvalidDomain:
    "Passkeys don't work on this page's address. Open the page on localhost or an https domain (not an IP address such as 127.0.0.1), then try again.",

  // MFA (A-8.54 to, W-8.31 to W-8.35)
  /** A-8.54 / W-8.36: blocks further input. */
  mfaMaxAttempts:
    'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
  /** A-8.55 / W-8.37. */
  mfaInvalidCode: 'The code you entered is not valid',
  /** A-8.56 / W-8.38. */
  mfaCodeTimeout: 'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
  /** A-8.57 / W-8.39. */
  mfaVerificationCanceled: 'Verification canceled',
  /** A-8.58 / W-8.40: when no message is available. */
  unknownError: 'Unknown error',
  /** A-8.58 / W-8.40: any other MFA error. */
  somethingWentWrongDot: 'Something went wrong.',
  /** W-8.31: the client error that means the user cancelled MFA. */
  mfaCanceled: 'MFA canceled',
  /** W-8.32 / A-8.59. */
  mfaTimedOut: 'Timed out waiting for MFA code',
  /** W-8.33 / A-8.60. */
  mfaMaxAttemptsReached: 'Max MFA verification attempts reached',
  /** W-8.34 / A-8.61. */
  mfaVerificationFailed: 'MFA verification failed, retry.',
  /** W-8.35 / A-8.63. */
  mfaUnsupportedMethod: 'Unsupported MFA method',

  // Auth flow
  /** */
  noAuthFlow: 'No auth flow in progress.',
  /** a session built without its HTTP client (`createSession` from plain JavaScript). */
  sessionNoApi: 'Session has no API instance',
  /** */
  captchaFailed: 'Captcha failed',

  // Host callbacks: ours, as the spec gives the codes only
  /** exited_auth_flow: the modal closed on a login before anyone signed in. */
  exitedAuthFlow: 'The login modal was closed before the user logged in.',
  /** exited_link_flow: the modal closed on a link before the account was linked. */
  exitedLinkFlow: 'The login modal was closed before the account was linked.',

  // Wallet connection (W-8.01 to W-8.13)
  /** W-8.01. */
  walletUserExists: 'User already exists for this address',
  /** W-8.02. */
  walletTimedOut: 'Wallet request timed out',
  /** W-8.03. */
  walletRejected: 'You rejected the request',
  /** W-8.05: in a login flow. */
  walletLoginFailed: 'Could not log in with wallet',
  /** W-8.05: in a link flow. */
  walletLinkFailed: 'Unable to link',
  /** W-8.09: after 2 retries. */
  walletConnectRetriesExhausted: 'Unable to connect wallet',
  /** W-8.10. */
  walletConnectFailed: 'Unable to connect to wallet.',
  /** W-8.11. */
  walletNotConnectable: 'User must be authenticated and have a Privy wallet before it can be connected',
  /** W-8.12. */
  serviceUnavailable: "We're on it. Please try again later.",
  /** W-8.13: EIP-1193 4001. */
  providerUserRejected: 'The user rejected the request',

  // Embedded wallet (W-8.20 to W-8.28)
  /** W-8.20 (the spec's spelling). */
  walletCreateLoginAgain: 'An error has occured, please login again.',
  /** W-8.21. */
  walletCreateTimedOut: 'walletProxy.create timed out.',
  /** W-8.22. */
  walletRefreshUserFailed: 'Failed to refresh user.',
  /** W-8.24. */
  walletCreateNotAuthenticated: 'User must be authenticated before creating a Privy wallet',
  /** W-8.25. */
  invalidRecoveryPassword: 'Invalid recovery password, please try again.',
  /** W-8.26. */
  recoveryFailed: 'An error has occurred, please try again.',
  /** W-8.27: the OAuth recovery message that means the user said no. */
  oauthRecoveryDenied: 'User denied confirmation during OAuth flow',

  // Transactions (W-8.41, W-8.42)
  /** W-8.41. */
  transactionPreparationFailed:
    'There was an error preparing your transaction. Your transaction request will likely fail.',
  /** W-8.42. */
  transactionInsufficientFunds: 'Wallet has insufficient funds for this transaction.',

  // Cross-app auth flow (W-8.60 to W-8.62)
  /** W-8.60 (the spec's spelling). */
  crossAppCodesMissing:
    '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
  /** W-8.61. */
  crossAppDenied: 'User denied confirmation during cross-app auth flow',
  /** W-8.62. */
  crossAppInvalidCode: 'Invalid code during cross-app auth flow.',
} as const

/** The name of one error text. */
export type ErrorTextKey = keyof typeof ERROR_TEXTS
