import type { ScreenName } from '../modal/screens'
import { ERROR_TEXTS as T } from './errorTexts'
import type { LobbyError } from './lobbyError'
import { FOREIGN_ERROR_CODE, toLobbyError } from './toLobbyError'

/**
 * Which flow raised the error: the same server code reads differently per flow (A-8.19 to
 * W-8.01 to W-8.42). `auth` (the default) applies the general mapping.
 */
export type ErrorFlow =
  | 'auth'
  | 'passwordless'
  | 'telegram'
  | 'farcaster'
  | 'oauth'
  | 'cross_app'
  | 'mfa'
  | 'wallet_login'
  | 'wallet_link'
  | 'password_recovery'
  | 'transaction'

/** What the error's button does: retry the step, go back, reset the captcha, follow the allowlist link, close the modal, or add the missing chain (W-8.16). */
export type ErrorAction = 'retry' | 'back' | 'reset_captcha' | 'open_link' | 'close' | 'add_chain'

/** How to show one error: the screen, its texts, and what its button does. */
export type ErrorScreen = {
  /** The screen that shows it: ERROR_SCREEN, a dedicated screen, or the flow's own screen when `inline`. */
  screen: ScreenName
  /** True when the text shows on the flow's current screen (under the code boxes, say) rather than a screen of its own. */
  inline: boolean
  /** The error's code after reading (a 429 in the message reads as too_many_requests, A-8.64). */
  code: string
  /** Headline; for inline errors, the one line to show. */
  title: string
  /** Explanation under the title; may be empty. */
  detail: string
  /** The button's text; empty when the screen shows no button of its own. */
  cta: string
  /** Where the button leads, when it is a link. */
  href?: string
  /** What the button does. */
  action: ErrorAction
  /** True when trying the same step again may succeed. */
  retryable: boolean
  /** True when the input must stay blocked. */
  blocksInput: boolean
}

type Texts = string | null | undefined

/**
 * The allowlist texts the catalogue reads: from the server's app configuration
 * (`allowlist_config`) or from the resolved `AppConfig` (`allowlist`); either may be passed.
 */
export type ErrorScreenAppConfig = {
  allowlist_config?: { error_title?: Texts; error_detail?: Texts; cta_text?: Texts; cta_link?: Texts } | null
  allowlist?: { errorTitle?: Texts; errorDetail?: Texts; ctaText?: Texts; ctaLink?: Texts } | null
}

/** The flow and counters `errorScreenFor` needs beside the error. */
export type ErrorScreenContext = {
  /** Which flow raised the error. @default 'auth' */
  flow?: ErrorFlow
  /** How many times the captcha was retried; from 3 on, A-8.11's advice shows. @default 0 */
  captchaRetries?: number
}

/**
 * A-8.11: the user's Retry presses on a failed check after which the adblocker/VPN advice shows
 * (and Retry goes off, as A-4.15's 3 allows no more).
 */
export const CAPTCHA_RETRIES_BEFORE_ADVICE = 3

/** a 429 code inside a message means rate limiting. */
const MENTIONS_429 = /\b429\b/

/** W-8.30: too_many_requests, an HTTP 429, or a 429 inside the message. */
export function isRateLimited(error: unknown): boolean {
  const e = toLobbyError(error)
  return (
    e.code === 'too_many_requests' ||
    e.status === 429 ||
    MENTIONS_429.test(e.shortMessage) ||
    // A thrown Error keeps its message in `details` (not shown to users) but still counts.
    MENTIONS_429.test(e.details ?? '')
  )
}

type Parts = Partial<Omit<ErrorScreen, 'code' | 'title'>> & { title: string }

function build(code: string, screen: ScreenName, parts: Parts): ErrorScreen {
  return {
    screen,
    inline: parts.inline ?? false,
    code,
    title: parts.title,
    detail: parts.detail ?? '',
    cta: parts.cta ?? '',
    ...(parts.href ? { href: parts.href } : {}),
    action: parts.action ?? (parts.retryable ? 'retry' : 'back'),
    retryable: parts.retryable ?? false,
    blocksInput: parts.blocksInput ?? false,
  }
}

/** An inline line on the flow's own screen. */
function inline(code: string, screen: ScreenName, title: string, more: Partial<Parts> = {}): ErrorScreen {
  return build(code, screen, { inline: true, retryable: true, ...more, title })
}

/** The error's own message when it is meant for users (the server's, or one of our catalogue's). */
function userMessage(e: LobbyError): string {
  return e.code === FOREIGN_ERROR_CODE ? '' : e.shortMessage.trim()
}

/** The allowlist rejection's texts as shown: the app's own where set, else the spec's. */
export type AllowlistRejectionTexts = { title: string; detail: string; cta: string; href: string | null }

const filled = (text: Texts): string => (typeof text === 'string' ? text.trim() : '')

/**
 * What the allowlist rejection shows: each of the app's texts where it is
 * set and not blank, else the spec's title, detail and button; the button is a link only when the
 * app gives one.
 */
export function allowlistRejectionTexts(texts: {
  title?: Texts
  detail?: Texts
  ctaText?: Texts
  ctaLink?: Texts
}): AllowlistRejectionTexts {
  return {
    title: filled(texts.title) || T.allowlistTitle,
    detail: filled(texts.detail) || T.allowlistDetail,
    cta: filled(texts.ctaText) || T.allowlistCta,
    href: filled(texts.ctaLink) || null,
  }
}

function allowlistScreen(appConfig: ErrorScreenAppConfig | null | undefined): ErrorScreen {
  const wire = appConfig?.allowlist_config
  const resolved = appConfig?.allowlist
  const pick = (a: Texts, b: Texts) => filled(a) || filled(b)
  const shown = allowlistRejectionTexts({
    title: pick(resolved?.errorTitle, wire?.error_title),
    detail: pick(resolved?.errorDetail, wire?.error_detail),
    ctaText: pick(resolved?.ctaText, wire?.cta_text),
    ctaLink: pick(resolved?.ctaLink, wire?.cta_link),
  })
  return build('allowlist_rejected', 'ALLOWLIST_REJECTION_SCREEN', {
    title: shown.title,
    detail: shown.detail,
    cta: shown.cta,
    ...(shown.href ? { href: shown.href, action: 'open_link' as const } : {}),
  })
}

/** on the code screen. */
function passwordless(code: string, e: LobbyError): ErrorScreen | undefined {
  const screen = 'AWAITING_PASSWORDLESS_CODE'
  if (code === 'invalid_credentials') return inline(code, screen, T.invalidCode)
  if (code === 'cannot_link_more_of_type') return inline(code, screen, userMessage(e) || T.issueVerifyingCode)
  if (code === 'linked_to_another_user' || code === 'too_many_requests') return undefined
  return inline(code, screen, T.issueVerifyingCode)
}

/** and W-8.31: MFA code entry. */
function mfa(code: string, e: LobbyError): ErrorScreen | undefined {
  const screen = 'MFA_VERIFICATION_SCREEN'
  if (code === 'too_many_requests') return undefined
  if (code === 'mfa_verification_max_attempts_reached') {
    return inline(code, screen, T.mfaMaxAttempts, { blocksInput: true, retryable: false, action: 'close' })
  }
  if (code === 'missing_or_invalid_mfa' || code === 'invalid_credentials' || code === 'mfa.verification_failed') {
    return inline(code, screen, T.mfaInvalidCode)
  }
  if (code === 'mfa_timeout') return inline(code, screen, T.mfaCodeTimeout, { retryable: false, action: 'close' })
  if (code === 'mfa.canceled' || e.shortMessage === T.mfaCanceled) {
    return inline('mfa.canceled', screen, T.mfaVerificationCanceled, { retryable: false, action: 'close' })
  }
  // ambiguity: 'Unknown error' when the error carries no message, else 'Something went wrong.'
  return inline(code, screen, userMessage(e) ? T.somethingWentWrongDot : T.unknownError)
}

/** */
function telegram(code: string, e: LobbyError): ErrorScreen | undefined {
  const screen = 'TELEGRAM_AUTH_SCREEN'
  if (code === 'disallowed_login_method' || code === 'telegram.not_allowed') {
    return inline(code, screen, T.telegramNotAllowed, { retryable: false })
  }
  if (code === 'too_many_requests') {
    // the server names Telegram's rate limit (its bot's, not ours) in the message.
    const telegramLimit = /rate limit/i.test(e.shortMessage)
    return inline(code, screen, telegramLimit ? T.telegramRequestLimit : T.tooManyRequestsWait)
  }
  if (code === 'invalid_credentials') return inline(code, screen, T.authenticationFailed)
  if (code.startsWith('telegram.'))
    return inline(code, screen, e.shortMessage, { retryable: code !== 'telegram.config_not_loaded' })
  if (code === 'linked_to_another_user' || code === 'allowlist_rejected') return undefined
  return inline(code, screen, T.somethingWentWrongTryAgain)
}

/** */
function farcaster(code: string): ErrorScreen | undefined {
  const screen = 'AWAITING_FARCASTER_CONNECTION'
  if (code === 'farcaster.signer_rejected') return inline(code, 'AWAITING_FARCASTER_SIGNER', T.requestRejected)
  if (code === 'farcaster.signer_failed') return inline(code, 'AWAITING_FARCASTER_SIGNER', T.connectFailed)
  if (code === 'linked_to_another_user') return inline(code, screen, T.linkedToAnotherUser, { retryable: false })
  if (code === 'invalid_credentials') return inline(code, screen, T.somethingWentWrongTryAgain)
  if (code === 'too_many_requests') return inline(code, screen, T.tooManyRequestsWait)
  if (code === 'farcaster.timeout' || code === 'client_request_timeout') return inline(code, screen, T.farcasterTimeout)
  return inline(code, screen, T.authenticationFailed)
}

/** OAuth; texts the spec does not give fall back to the server's message. */
function oauth(code: string, e: LobbyError): ErrorScreen | undefined {
  const screen = 'AWAITING_OAUTH_SCREEN'
  if (code === 'cannot_link_more_of_type') return inline(code, screen, T.oauthCannotLinkMore, { retryable: false })
  // the user may retry, and must tick the consent box this time.
  if (code === 'oauth_user_denied') return inline(code, screen, userMessage(e) || T.userRejectedRequest)
  // the provider's own rate limit is told apart from ours (too_many_requests).
  if (code === 'oauth_provider_rate_limited') {
    return build(code, 'ERROR_SCREEN', { title: T.requestFailed, detail: userMessage(e), cta: T.tryAgainLater })
  }
  if (code === 'oauth_account_suspended') {
    return build(code, 'ERROR_SCREEN', { title: T.notAllowed, detail: userMessage(e), cta: T.tryAnotherMethod })
  }
  if (code === 'oauth_unexpected') {
    return build(code, 'ERROR_SCREEN', {
      title: T.somethingWentWrong,
      detail: userMessage(e),
      cta: T.tryAgain,
      retryable: true,
    })
  }
  if (code.startsWith('popup.'))
    return inline(code, screen, e.shortMessage, { retryable: code !== 'popup.origin_mismatch' })
  return undefined
}

/**
 * W-8.60 to W-8.62 and W-4.49: a cross-app login. Its own failures (the codes missing, the user's
 * denial or closed popup, an exchange without the server's code) are the line on
 * CROSS_APP_AUTH_SCREEN, to retry; a code the server answered reads as it does for OAuth.
 */
function crossAppLogin(code: string, e: LobbyError): ErrorScreen | undefined {
  const screen = 'CROSS_APP_AUTH_SCREEN'
  const own = ['cross_app.codes_missing', 'oauth_user_denied', 'unknown_auth_error']
  if (own.includes(code) || code.startsWith('popup.'))
    return inline(code, screen, e.shortMessage, { retryable: code !== 'popup.origin_mismatch' })
  const read = oauth(code, e)
  return read?.inline ? { ...read, screen } : read
}

/** W-8.01 to W-8.13: wallet login and link. */
function wallet(code: string, e: LobbyError, flow: 'wallet_login' | 'wallet_link'): ErrorScreen | undefined {
  const screen = flow === 'wallet_login' ? 'AWAITING_CONNECTION' : 'LINK_WALLET_SCREEN'
  if (code === 'linked_to_another_user') return inline(code, screen, T.walletUserExists, { retryable: false })
  if (code === 'client_request_timeout' || code === 'wallet.timeout') return inline(code, screen, T.walletTimedOut)
  if (code === 'wallet.rejected' || code === 'user_rejected' || e.rpcCode === 4001)
    return inline(code, screen, T.walletRejected)
  if (code === 'cannot_link_more_of_type') {
    return build(code, 'USER_LIMIT_REACHED_SCREEN', { title: T.userLimitReached })
  }
  if (code === 'wallet.connect_retries_exhausted') {
    return inline(code, screen, T.walletConnectRetriesExhausted, { retryable: false })
  }
  // A wallet the app has not set up (its package missing) says so where the user picked it.
  if (code.startsWith('wallet.') || code === 'viem.not_installed') return inline(code, screen, e.shortMessage)
  if (code === 'allowlist_rejected' || code === 'too_many_requests') return undefined
  // W-2.08: a login the wallet went along with but that still failed has a screen of its own.
  if (flow === 'wallet_login')
    return build(code, 'LOGIN_FAILED_SCREEN', { title: T.walletLoginFailed, retryable: true })
  return inline(code, screen, T.walletLinkFailed)
}

/** W-8.25, W-8.26. */
function passwordRecovery(code: string): ErrorScreen | undefined {
  const screen = 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN'
  if (code === 'too_many_requests') return undefined
  if (code === 'invalid_recovery_pin' || code === 'invalid_request_arguments') {
    return inline(code, screen, T.invalidRecoveryPassword)
  }
  return inline(code, screen, T.recoveryFailed)
}

/** The general error-screen mapping, for codes whatever the flow. */
function general(code: string, e: LobbyError, context: ErrorScreenContext): ErrorScreen {
  const message = userMessage(e)
  switch (code) {
    case 'client_request_timeout':
      return build(code, 'ERROR_SCREEN', { title: T.timedOut, detail: message, cta: T.tryAgain, retryable: true })
    case 'insufficient_balance':
    case 'insufficient_funds':
      return build(code, 'ERROR_SCREEN', {
        title: T.insufficientBalance,
        detail: message,
        cta: T.tryAgain,
        retryable: true,
      })
    case 'invalid_captcha':
      return build(code, 'ERROR_SCREEN', {
        title: T.somethingWentWrong,
        detail: T.pleaseTryAgain,
        cta: T.tryAgain,
        retryable: true,
        action: 'reset_captcha',
      })
    case 'disallowed_login_method':
    case 'passkey_not_allowed':
      return build(code, 'ERROR_SCREEN', { title: T.notAllowed, detail: message, cta: T.tryAnotherMethod })
    case 'captcha_failure': {
      const advise = (context.captchaRetries ?? 0) >= CAPTCHA_RETRIES_BEFORE_ADVICE
      return inline(code, 'CAPTCHA_SCREEN', T.somethingWentWrong, {
        detail: advise ? T.captchaFailureAfterRetries : T.captchaFailure,
        cta: T.tryAgain,
      })
    }
    case 'captcha_timeout':
      return inline(code, 'CAPTCHA_SCREEN', T.somethingWentWrong, { detail: T.captchaTimeout, cta: T.tryAgain })
    case 'captcha.failed':
    case 'expired_and_failed_reset':
      return inline(code, 'CAPTCHA_SCREEN', T.somethingWentWrong, {
        detail: e.shortMessage,
        cta: T.tryAgain,
        action: 'reset_captcha',
      })
    case 'linked_to_another_user':
      return build(code, 'ERROR_SCREEN', {
        title: T.authenticationFailed,
        detail: T.linkedToAnotherUser,
        cta: T.tryAnotherMethod,
      })
    case 'not_supported':
      return build(code, 'ERROR_SCREEN', {
        title: T.regionNotSupported,
        detail: T.smsRegionNotAvailable,
        cta: T.tryAnotherMethod,
      })
    case 'too_many_requests':
      return build(code, 'ERROR_SCREEN', { title: T.requestFailed, detail: T.tooManyAttempts, cta: T.tryAgainLater })
    case 'oauth.in_app_browser':
      return build(code, 'IN_APP_BROWSER_SCREEN', { title: T.inAppBrowserTitle, detail: T.inAppBrowser })
  }
  if (e.kind === 'provider_error') {
    return build(code, 'ERROR_SCREEN', {
      title: T.somethingWentWrong,
      detail: message,
      cta: T.tryAgain,
      retryable: true,
      ...(e.rpcCode === 4902 ? { action: 'add_chain' as const } : {}),
    })
  }
  // SMS verification failure and HTTP 400/422: the server's message.
  // anything else: the same title and button, with the message when it is one for users.
  return build(code, 'ERROR_SCREEN', { title: T.somethingWentWrong, detail: message, cta: T.tryAgainLater })
}

/**
 * How to show any error (A-8, W-8): the error-screen mapping, the passwordless-code, Telegram,
 * Farcaster, OAuth, MFA, wallet and recovery mappings, the EIP-1193 codes, and the captcha
 * advice after 3 retries. The allowlist rejection takes the app's own texts.
 */
export function errorScreenFor(
  error: unknown,
  appConfig?: ErrorScreenAppConfig | null,
  context: ErrorScreenContext = {},
): ErrorScreen {
  const e = toLobbyError(error)
  // the provider's own rate limit (an HTTP 429 too) is told apart from ours.
  const code = e.code !== 'oauth_provider_rate_limited' && isRateLimited(e) ? 'too_many_requests' : e.code
  if (code === 'allowlist_rejected') return allowlistScreen(appConfig)
  if (code === 'max_accounts_reached') return build(code, 'USER_LIMIT_REACHED_SCREEN', { title: T.userLimitReached })
  if (code === 'user_does_not_exist') return build(code, 'ACCOUNT_NOT_FOUND_SCREEN', { title: T.accountNotFound })
  return forFlow(context.flow ?? 'auth', code, e) ?? general(code, e, context)
}

/**
 * The one line a flow's own screen shows for an error (TelegramScreen's and FarcasterScreen's
 * `error`, A-8.26 to ): the flow's inline text, else the error screen's detail or title.
 */
export function errorLineFor(
  error: unknown,
  context: ErrorScreenContext = {},
  appConfig?: ErrorScreenAppConfig | null,
): string | null {
  if (error === null || error === undefined) return null
  const shown = errorScreenFor(error, appConfig, context)
  return shown.inline ? shown.title : shown.detail || shown.title
}

/** The flow's own reading of a code, or undefined to use the general mapping. */
function forFlow(flow: ErrorFlow, code: string, e: LobbyError): ErrorScreen | undefined {
  switch (flow) {
    case 'passwordless':
      return passwordless(code, e)
    case 'mfa':
      return mfa(code, e)
    case 'telegram':
      return telegram(code, e)
    case 'farcaster':
      return farcaster(code)
    case 'oauth':
      return oauth(code, e)
    case 'cross_app':
      return crossAppLogin(code, e)
    case 'wallet_login':
    case 'wallet_link':
      return wallet(code, e, flow)
    case 'password_recovery':
      return passwordRecovery(code)
    case 'transaction':
      // W-8.42: the embedded wallet's insufficient_funds (W-8.19) on a transaction.
      return code === 'insufficient_funds'
        ? build(code, 'ERROR_SCREEN', {
            title: T.insufficientBalance,
            detail: T.transactionInsufficientFunds,
            cta: T.tryAgain,
            retryable: true,
          })
        : undefined
    case 'auth':
      return undefined
  }
}
