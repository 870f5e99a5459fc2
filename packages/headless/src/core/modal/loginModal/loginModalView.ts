import type { CaptchaScreenStatus, CaptchaScreenText } from '../../captcha/captchaScreenText'
import type { CaptchaStatus } from '../../captcha/createCaptcha'
import type { ErrorAction } from '../../errors/errorScreens'
import type { ConsentFooter } from '../../rules/consent'
import type { ProviderApps } from '../../rules/crossAppMethod'
import type { LoginLayout, LoginOption, LoginView } from '../../rules/loginLayout'
import type { TransactionPrompt } from '../../transactions/transactionPrompt'
import type { ModalPresentation } from '../layout'
import type { Navigator } from '../navigator'
import type { Screen } from '../screens'

/** The login screen (LANDING, CONNECT_OR_CREATE): its layout, texts and what its controls do. */
export type LandingView = {
  /** the method list of the view the user opened. */
  layout: LoginLayout
  /** W-7.33 The provider apps of its cross-app methods looked up so far: label with `loginOptionLabel(method, providerApps)`. */
  providerApps: ProviderApps
  /** The header, 'Log in or sign up' by default. */
  header: string
  /** The login message, already cut to its length; null when none. */
  loginMessage: string | null
  /** The consent footer, null when hidden. */
  consentFooter: ConsentFooter | null
  /** The footer's 'Protected by' link: render `${SCREEN_TEXT.landing.protectedBy} ${name}` to `href`. */
  protectedBy: { readonly name: string; readonly href: string }
  /** The phone field's default country. */
  defaultCountry: string | undefined
  /** True while a code is being sent. */
  isPending: boolean
  /** Changes 150 ms after each close: key the screen on it so its fields start empty again. */
  resetKey: number
  /** Shows another view of the list. */
  openView(view: LoginView): void
  /** Returns to the default view. */
  back(): void
  /**
   * A method's button: OAuth for a social provider or a cross-app provider app (A-1.08; in-app browsers refused),
   * Farcaster's relay link, Telegram's window (A-4.36; call it from the click, so the browser lets the window open),
   * the wallet connection for a wallet (W-4.01; `isTrusted` goes along for W-4.03), else the host's `onLoginMethod`.
   */
  selectMethod(method: LoginOption, event?: { isTrusted: boolean }): void
  /** Sends a code to an email address, behind the captcha. */
  submitEmail(address: string): void
  /** Sends a code to a phone number with its calling code, behind the captcha. */
  submitPhone(qualifiedPhoneNumber: string): void
  /** A-2.46 'I have a passkey', behind the captcha. */
  startPasskey(): void
}

/** The captcha of the whole modal and CAPTCHA_SCREEN. */
export type CaptchaView = {
  /** False when the app has no captcha: render no widget. */
  enabled: boolean
  status: CaptchaStatus
  /** CAPTCHA_SCREEN's picture of the status. */
  screenStatus: CaptchaScreenStatus
  /** CAPTCHA_SCREEN's texts and which button applies. */
  text: CaptchaScreenText
  /** The element the widget renders into: one for the whole modal, so a check survives the move to CAPTCHA_SCREEN. */
  attach(element: Element | null): void
  /** Continue: the waiting login goes on. */
  continue(): void
  /** Retry: a fresh check, then the waiting login. */
  retry(): void
}

/** AWAITING_PASSWORDLESS_CODE, and the code step of the change sub-flows: the code sent by email or SMS. */
export type CodeView = {
  channel: 'email' | 'sms'
  /** The address or number the code went to. */
  destination: string
  isSubmitting: boolean
  /** The line under the boxes, null when none. */
  error: string | null
  /** A-4.20 'Success!' shows until the modal moves on. */
  isSuccess: boolean
  /** False while sending or cooling down. */
  canResend: boolean
  /** A-4.23 'Code sent' during the cooldown, else null. */
  resendStatus: string | null
  /** Checks the code (A-4.19 auto-submit calls it). */
  submit(code: string): void
  /** Sends a new code, then cools down for 30 s. */
  resend(): void
}

/** AWAITING_OAUTH_SCREEN. */
export type OAuthView = {
  provider: string
  /** The provider's display name ('Google'). */
  providerName: string
  /** Verifying, connected or failed. */
  status: 'pending' | 'success' | 'failure'
  /** The flow's error line, null when none. */
  error: string | null
  /** True when a retry is offered. */
  canRetry: boolean
  retry(): void
}

/** CROSS_APP_AUTH_SCREEN: the provider app's popup is open, then connected or failed. */
export type CrossAppView = {
  providerAppId: string
  /** W-7.33 The provider app's name once looked up, 'another app' until then. */
  providerAppName: string
  /** W-7.33 The provider app's logo, null when it has none or is not known yet. */
  logoUrl: string | null
  /** Waiting on the popup or verifying, connected, or failed. */
  status: 'pending' | 'success' | 'failure'
  /** W-8.60 to W-8.62 The flow's error line, null when none. */
  error: string | null
  /** True when a retry is offered. */
  canRetry: boolean
  retry(): void
}

/**
 * AWAITING_FARCASTER_CONNECTION: the relay link as a QR code, a link or an open-app
 * button, polled every 2 s for up to 120 s until the user approves it in Farcaster.
 */
export type FarcasterView = {
  /** The relay link the QR code encodes and the link opens; null until the channel is open. */
  url: string | null
  /** The login's connection step (the signer's approval, AWAITING_FARCASTER_SIGNER, is not a login step). */
  step: 'connection'
  /** On a mobile device: the open-app button instead of the QR code. */
  isMobile: boolean
  /** Waiting on the relay (or the captcha before it), logged in, or failed. */
  status: 'pending' | 'success' | 'failure'
  /** The flow's error line, null when none. */
  error: string | null
  /** True when a retry is offered. */
  canRetry: boolean
  /** Opens a new channel (a new link). */
  retry(): void
  /** Stops waiting and goes back to the login screen. */
  cancel(): void
}

/** TELEGRAM_AUTH_SCREEN: Telegram's window is open, then its answer is verified. */
export type TelegramView = {
  /** Verifying (Telegram's window open included), then success or failure; 1400 ms after success the modal moves on. */
  status: 'verifying' | 'success' | 'failure'
  /** The flow's error line, null when none. */
  error: string | null
  /** True when a retry is offered. */
  canRetry: boolean
  /** Opens Telegram's window again: call it from the Retry click, so the browser lets it open. */
  retry(): void
}

/** AWAITING_PASSKEY_SYSTEM_DIALOGUE. */
export type PasskeyView = {
  /** */
  status: 'initial' | 'loading' | 'success' | 'error'
  /** The error text, null while the system dialogue is open. */
  error: string | null
  /** Asks the browser again. */
  retry(): void
}

/** AFFIRMATIVE_CONSENT_SCREEN. */
export type ConsentView = {
  termsUrl: string | null
  privacyPolicyUrl: string | null
  /** True while the acceptance is saved. */
  isPending: boolean
  /** Records the acceptance, then the next after-login step. */
  accept(): void
  /** Logs out and closes. */
  decline(): void
}

/** LINK_EMAIL_SCREEN, UPDATE_EMAIL_SCREEN, LINK_PHONE_SCREEN, UPDATE_PHONE_SCREEN. */
export type ChangeView = {
  kind: 'email' | 'phone'
  mode: 'link' | 'update'
  /** The field first, then the code once one was sent (shown by the `code` section). */
  step: 'enter' | 'code'
  /** Where the code went, once sent. */
  sentTo: string | null
  isPending: boolean
  /** The flow's error line, null when none (others show ERROR_SCREEN). */
  error: string | null
  /** The phone field's default country. */
  defaultCountry: string | undefined
  /** Sends a code to the address, or to the number with its calling code. */
  sendCode(destination: string): void
  submitCode(code: string): void
}

/** ERROR_SCREEN. */
export type ErrorView = {
  title: string
  detail: string
  cta: string
  /** Where the button leads, when it is a link. */
  href: string | undefined
  action: ErrorAction
  /** True when the back control shows. */
  canGoBack: boolean
  /** The button: closes, or returns to the screen the error came from. */
  ctaClick(): void
  back(): void
}

/** ALLOWLIST_REJECTION_SCREEN. */
export type AllowlistView = {
  title: string | null
  detail: string | null
  ctaText: string | null
  ctaLink: string | null
  /** The button when no link is configured: back to the login screen. */
  cta(): void
}

/** IN_APP_BROWSER_SCREEN. */
export type InAppBrowserView = {
  title: string
  message: string
  /** The page to copy and open in another browser. */
  pageUrl: string | null
  /** An address that opens the page in the system browser (Android intent), else null. */
  systemBrowserUrl: string | null
  back(): void
}

/** The navigator commands the wallet screens move with. */
export type LoginModalNavigation = Pick<Navigator, 'navigate' | 'replace' | 'close' | 'back' | 'setCloseable'>

/**
 * Everything a login modal renders, read from one snapshot: the screen, the modal's state, and
 * for the screen shown its texts and commands (sections of other screens are null). Objects
 * keep their identity until what they hold changes; commands never change.
 */
export type LoginModalView = {
  /** The screen shown with its parameters, null when no flow is in progress. */
  screen: Screen | null
  /** True once the modal is visible; a standalone modal draws nothing while false (never an empty card). */
  isOpen: boolean
  /** Inline in the page. */
  standalone: boolean
  /** Inline, a bottom drawer on viewports 440 px wide or less, else a dialog. */
  presentation: ModalPresentation
  /** The close button shows; Escape and the overlay close. */
  closeable: boolean
  /** True when `back()` has somewhere to go. */
  canGoBack: boolean
  /** The app's name ('Log in' before the config loads), for the dialog's title. */
  appName: string
  /** The app's logo URL, null when none. */
  logo: string | null
  /** The app's theme and accent colour, with a text colour readable on it (null when none is needed). */
  theme: { mode: 'light' | 'dark'; accent: string; accentForeground: string | null } | null
  landing: LandingView | null
  captcha: CaptchaView
  code: CodeView | null
  oauth: OAuthView | null
  crossApp: CrossAppView | null
  /** AWAITING_FARCASTER_CONNECTION's relay link and state. */
  farcaster: FarcasterView | null
  /** TELEGRAM_AUTH_SCREEN's state. */
  telegram: TelegramView | null
  passkey: PasskeyView | null
  consent: ConsentView | null
  change: ChangeView | null
  error: ErrorView | null
  allowlist: AllowlistView | null
  inAppBrowser: InAppBrowserView | null
  /** W-2.27, W-2.30 The send or sign request the transaction screens show. */
  prompt: TransactionPrompt | null
  /** Opens the modal at a screen (LANDING by default), starting a new flow. */
  open: Navigator['open']
  /** Closes the modal: a flow finished (A-2.08 clears it 200 ms later). */
  close(): void
  /** The user asks to close; refused (false) unless closeable. */
  requestClose(): boolean
  /** Back to the previous screen, else to the login screen. */
  back(): void
  /** Back to the login screen, forgetting the current one (account-not-found, user-limit). */
  toLanding(): void
  /** W-4.04 The wallet screens are done: a login on AWAITING_CONNECTION goes on to the after-login steps, others close. */
  walletLoginDone(): void
  /** W-2.44 The funding flow closed: back to the send screen when it came from there, else closed. */
  fundingClosed(details: { returnTo?: unknown }): void
  /** The navigator commands the wallet and funding screens move with. */
  navigation: LoginModalNavigation
  /** The navigator itself, shared with flows and the host. */
  navigator: Navigator
}
