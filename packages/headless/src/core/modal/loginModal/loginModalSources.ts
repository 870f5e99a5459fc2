import type { CodeFlowState } from '../../auth/codeFlow'
import type { FarcasterFlowState } from '../../auth/loginWithFarcaster'
import type { OAuthState } from '../../auth/loginWithOAuth'
import type { PasskeyFlowState } from '../../auth/loginWithPasskey'
import type { TelegramState } from '../../auth/loginWithTelegram'
import { captchaScreenStatus, captchaScreenText } from '../../captcha/captchaScreenText'
import type { CaptchaState } from '../../captcha/createCaptcha'
import type { LobbyState } from '../../client'
import { colorSchemeMode } from '../../config/appearance'
import { errorScreenFor } from '../../errors/errorScreens'
import { ERROR_TEXTS } from '../../errors/errorTexts'
import { accentForeground } from '../../rules/accentForeground'
import { consentFooter } from '../../rules/consent'
import { type ProviderApps, providerAppName } from '../../rules/crossAppMethod'
import { displayName } from '../../rules/displayNames'
import { type EmbeddedBrowser, systemBrowserUrl } from '../../rules/embeddedBrowser'
import { computeLoginLayout, type LoginOption } from '../../rules/loginLayout'
import { truncateLoginMessage } from '../../rules/loginMessage'
import { PROTECTED_BY_LINK } from '../../rules/screenText'
import type { TransactionPrompt } from '../../transactions/transactionPrompt'
import { modalPresentation } from '../layout'
import { type NavigatorState, previousScreen } from '../navigator'
import { RESEND_COOLDOWN } from '../timing'
import type { ChangeSpec } from './changeFlow'
import type { LoginModalFlowState } from './loginModalFlow'
import type {
  AllowlistView,
  CaptchaView,
  ChangeView,
  CodeView,
  ConsentView,
  CrossAppView,
  ErrorView,
  FarcasterView,
  InAppBrowserView,
  LandingView,
  LoginModalView,
  OAuthView,
  PasskeyView,
  TelegramView,
} from './loginModalView'

/** Everything the modal's view is read from. */
export type LoginModalSources = {
  nav: NavigatorState
  standalone: boolean
  lobby: LobbyState
  recentMethod: string | null
  flow: LoginModalFlowState
  email: CodeFlowState
  sms: CodeFlowState
  oauth: OAuthState
  /** The cross-app login: an OAuth flow of its own, in a 400 by 680 popup. */
  crossApp: OAuthState
  /** The Farcaster login. */
  farcaster: FarcasterFlowState
  /** The Telegram login. */
  telegram: TelegramState
  /** W-7.33 The provider apps of the app's cross-app methods looked up so far. */
  providerApps: ProviderApps
  passkey: PasskeyFlowState
  captcha: CaptchaState
  coolingDown: boolean
  resending: boolean
  consentPending: boolean
  /** The change sub-flow of the screen, with where its code went once one was sent. */
  change: (Pick<ChangeSpec, 'kind' | 'mode'> & { state: CodeFlowState; sentTo: string | null }) | null
  prompt: TransactionPrompt | null
  inAppBrowser: EmbeddedBrowser
  /** True on a mobile device (from the user agent). */
  isMobile: boolean
  pageUrl: string | null
  viewportWidth: number
  /** Whether the device prefers a dark scheme: a 'system' colour scheme follows it. */
  prefersDark: boolean
}

type Commands<T> = { [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] }

/** The modal's commands, grouped as the view shows them. */
export type LoginModalCommands = {
  landing: Commands<LandingView>
  captcha: Commands<CaptchaView>
  code: Commands<CodeView>
  oauth: Commands<OAuthView>
  crossApp: Commands<CrossAppView>
  farcaster: Commands<FarcasterView>
  telegram: Commands<TelegramView>
  passkey: Commands<PasskeyView>
  consent: Commands<ConsentView>
  change: Commands<ChangeView>
  error: Commands<ErrorView>
  allowlist: Commands<AllowlistView>
  inAppBrowser: Commands<InAppBrowserView>
  modal: Pick<
    LoginModalView,
    | 'open'
    | 'close'
    | 'requestClose'
    | 'back'
    | 'toLanding'
    | 'walletLoginDone'
    | 'fundingClosed'
    | 'navigation'
    | 'navigator'
  >
}

/** The same value until one of its inputs changes. */
function memo<T>(): (inputs: readonly unknown[], build: () => T) => T {
  let last: { inputs: readonly unknown[]; value: T } | null = null
  return (inputs, build) => {
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, i) => Object.is(input, inputs[i])))
      return last.value
    last = { inputs, value: build() }
    return last.value
  }
}

const isPending = (state: CodeFlowState) => state.status === 'sending-code' || state.status === 'submitting-code'

/** An OAuth flow's status as its screen shows it. */
const oauthScreenStatus = (state: OAuthState): OAuthView['status'] =>
  state.status === 'connected' ? 'success' : state.status === 'failed' ? 'failure' : 'pending'

/**
 * Makes the function that reads the modal's view from its sources: each section is rebuilt only
 * when what it reads changes, and the view only when a section or the modal's state does.
 */
export function createLoginModalView(commands: LoginModalCommands): (sources: LoginModalSources) => LoginModalView {
  const cells = {
    layout: memo<LandingView['layout']>(),
    landing: memo<LandingView | null>(),
    captcha: memo<CaptchaView>(),
    code: memo<CodeView | null>(),
    oauth: memo<OAuthView | null>(),
    crossApp: memo<CrossAppView | null>(),
    farcaster: memo<FarcasterView | null>(),
    telegram: memo<TelegramView | null>(),
    passkey: memo<PasskeyView | null>(),
    consent: memo<ConsentView | null>(),
    change: memo<ChangeView | null>(),
    error: memo<ErrorView | null>(),
    allowlist: memo<AllowlistView | null>(),
    inAppBrowser: memo<InAppBrowserView | null>(),
    theme: memo<LoginModalView['theme']>(),
    view: memo<LoginModalView>(),
  }

  return (s) => {
    const screen = s.nav.screen
    const config = s.lobby.config
    const server = config?.server
    const on = screen?.name

    const landing = cells.landing(
      [
        on,
        config,
        s.recentMethod,
        s.flow.landingView,
        s.nav.landingResets,
        isPending(s.email) || isPending(s.sms),
        s.providerApps,
      ],
      () => {
        if (on !== 'LANDING' && on !== 'CONNECT_OR_CREATE') return null
        const layout = cells.layout([config, s.recentMethod, s.flow.landingView, s.isMobile], () =>
          computeLoginLayout({
            methods: (config?.loginMethods ?? []).filter((m): m is Exclude<typeof m, 'guest'> => m !== 'guest'),
            // the host's loginMethodsAndOrder gives the single list instead.
            order: config?.loginMethodsAndOrder ?? undefined,
            recentMethod: s.recentMethod as LoginOption | null,
            //
            groupPriority: config?.appearance.loginGroupPriority,
            walletList: config?.appearance.walletList ?? undefined,
            walletConnectEnabled: config?.walletConnectEnabled,
            hideDirectWeb2Inputs: config?.appearance.hideDirectWeb2Inputs,
            isMobile: s.isMobile,
            twitterOnMobile: config?.twitterOAuthOnMobileEnabled,
            view: s.flow.landingView,
          }),
        )
        return {
          layout,
          providerApps: s.providerApps,
          header: config?.appearance.landingHeader ?? '',
          loginMessage: truncateLoginMessage(config?.appearance.loginMessage),
          consentFooter: config ? consentFooter(config.legal) : null,
          protectedBy: PROTECTED_BY_LINK,
          defaultCountry: config?.intl.defaultCountry,
          isPending: isPending(s.email) || isPending(s.sms),
          resetKey: s.nav.landingResets,
          ...commands.landing,
        }
      },
    )

    const captcha = cells.captcha([s.captcha], () => ({
      enabled: s.captcha.status !== 'disabled',
      status: s.captcha.status,
      screenStatus: captchaScreenStatus(s.captcha.status),
      text: captchaScreenText(s.captcha.status, s.captcha),
      ...commands.captcha,
    }))

    const code = cells.code(
      [screen, s.email, s.sms, s.change, s.flow.success, s.coolingDown, s.resending, server],
      () => {
        const resend = {
          canResend: !s.resending && !s.coolingDown,
          resendStatus: s.coolingDown ? RESEND_COOLDOWN.text : null,
          ...commands.code,
        }
        // A-1.04, A-1.11: the change sub-flows' code step is the same code screen.
        if (s.change?.sentTo) {
          const shown = s.change.state.error
            ? errorScreenFor(s.change.state.error, server, { flow: 'passwordless' })
            : null
          return {
            channel: s.change.kind === 'email' ? 'email' : 'sms',
            destination: s.change.sentTo,
            isSubmitting: isPending(s.change.state),
            error: shown?.inline ? shown.title : null,
            isSuccess: false,
            ...resend,
          }
        }
        if (screen?.name !== 'AWAITING_PASSWORDLESS_CODE') return null
        const sms = 'phoneNumber' in screen.params
        const state = sms ? s.sms : s.email
        const shown = state.error ? errorScreenFor(state.error, server, { flow: 'passwordless' }) : null
        return {
          channel: sms ? 'sms' : 'email',
          destination: 'phoneNumber' in screen.params ? screen.params.phoneNumber : screen.params.email,
          isSubmitting: isPending(state),
          error: shown?.inline ? shown.title : null,
          isSuccess: s.flow.success === 'code',
          ...resend,
        }
      },
    )

    const oauth = cells.oauth([screen, s.oauth, server], () => {
      if (screen?.name !== 'AWAITING_OAUTH_SCREEN') return null
      const shown = s.oauth.error ? errorScreenFor(s.oauth.error, server, { flow: 'oauth' }) : null
      return {
        provider: screen.params.provider,
        providerName: displayName(screen.params.provider),
        status: oauthScreenStatus(s.oauth),
        error: shown?.inline ? shown.title : null,
        canRetry: s.oauth.retryable,
        ...commands.oauth,
      }
    })

    const crossApp = cells.crossApp([screen, s.crossApp, s.providerApps, server], () => {
      if (screen?.name !== 'CROSS_APP_AUTH_SCREEN') return null
      const { providerAppId } = screen.params
      const shown = s.crossApp.error ? errorScreenFor(s.crossApp.error, server, { flow: 'cross_app' }) : null
      return {
        providerAppId,
        providerAppName: providerAppName(s.providerApps, providerAppId),
        logoUrl: s.providerApps[providerAppId]?.logoUrl ?? null,
        status: oauthScreenStatus(s.crossApp),
        error: shown?.inline ? shown.title : null,
        canRetry: s.crossApp.retryable,
        ...commands.crossApp,
      }
    })

    const farcaster = cells.farcaster([on, s.farcaster, s.isMobile, server], () => {
      if (on !== 'AWAITING_FARCASTER_CONNECTION') return null
      const shown = s.farcaster.error ? errorScreenFor(s.farcaster.error, server, { flow: 'farcaster' }) : null
      return {
        url: s.farcaster.url,
        step: 'connection',
        isMobile: s.isMobile,
        status: s.farcaster.status === 'done' ? 'success' : s.farcaster.status === 'error' ? 'failure' : 'pending',
        error: shown?.inline ? shown.title : null,
        canRetry: s.farcaster.status === 'error' && (shown?.retryable ?? true),
        ...commands.farcaster,
      }
    })

    const telegram = cells.telegram([on, s.telegram, server], () => {
      if (on !== 'TELEGRAM_AUTH_SCREEN') return null
      const shown = s.telegram.error ? errorScreenFor(s.telegram.error, server, { flow: 'telegram' }) : null
      return {
        status: s.telegram.status === 'success' || s.telegram.status === 'failure' ? s.telegram.status : 'verifying',
        error: shown?.inline ? shown.title : null,
        canRetry: s.telegram.status === 'failure' && s.telegram.retryable,
        ...commands.telegram,
      }
    })

    const passkey = cells.passkey([on, s.passkey, server], () => {
      if (on !== 'AWAITING_PASSKEY_SYSTEM_DIALOGUE') return null
      const shown = s.passkey.error ? errorScreenFor(s.passkey.error, server) : null
      return {
        status: s.passkey.status,
        error: shown ? shown.detail || shown.title : null,
        ...commands.passkey,
      }
    })

    const consent = cells.consent([on, config, s.consentPending], () =>
      on === 'AFFIRMATIVE_CONSENT_SCREEN'
        ? {
            termsUrl: config?.legal.termsAndConditionsUrl ?? null,
            privacyPolicyUrl: config?.legal.privacyPolicyUrl ?? null,
            isPending: s.consentPending,
            ...commands.consent,
          }
        : null,
    )

    const change = cells.change([s.change, config], () => {
      if (!s.change) return null
      const { state, sentTo } = s.change
      const shown = state.error ? errorScreenFor(state.error, server, { flow: sentTo ? 'passwordless' : 'auth' }) : null
      return {
        kind: s.change.kind,
        mode: s.change.mode,
        step: sentTo ? 'code' : 'enter',
        sentTo,
        isPending: isPending(state),
        error: shown?.inline ? shown.title : null,
        defaultCountry: config?.intl.defaultCountry,
        ...commands.change,
      }
    })

    const canGoBack = previousScreen(s.nav) !== null
    const error = cells.error([screen, server, canGoBack], () => {
      if (screen?.name !== 'ERROR_SCREEN') return null
      const { error, flow } = screen.params
      const shown = errorScreenFor(error, server, { flow })
      return {
        title: shown.title,
        detail: shown.detail,
        cta: shown.cta,
        href: shown.href,
        action: shown.action,
        canGoBack,
        ...commands.error,
      }
    })

    const allowlist = cells.allowlist([on, config], () =>
      on === 'ALLOWLIST_REJECTION_SCREEN'
        ? {
            title: config?.allowlist.errorTitle ?? null,
            detail: config?.allowlist.errorDetail ?? null,
            ctaText: config?.allowlist.ctaText ?? null,
            ctaLink: config?.allowlist.ctaLink ?? null,
            ...commands.allowlist,
          }
        : null,
    )

    const inAppBrowser = cells.inAppBrowser([on, s.pageUrl], () =>
      on === 'IN_APP_BROWSER_SCREEN'
        ? {
            title: ERROR_TEXTS.inAppBrowserTitle,
            message: ERROR_TEXTS.inAppBrowser,
            pageUrl: s.pageUrl,
            systemBrowserUrl: s.pageUrl ? systemBrowserUrl(s.pageUrl, s.inAppBrowser) : null,
            ...commands.inAppBrowser,
          }
        : null,
    )

    const appearance = config?.appearance
    const theme = cells.theme([appearance?.colorScheme, appearance?.accentColor, s.prefersDark], () =>
      appearance
        ? {
            mode: colorSchemeMode(appearance.colorScheme, s.prefersDark),
            accent: appearance.accentColor,
            accentForeground: accentForeground(appearance.accentColor),
          }
        : null,
    )

    const closeable = s.nav.closeable && !s.standalone
    const presentation = modalPresentation({ standalone: s.standalone, viewportWidth: s.viewportWidth })
    const appName = config?.name ?? 'Log in'
    const logo = appearance?.logo ?? null
    const parts = {
      screen,
      isOpen: s.nav.isOpen,
      standalone: s.standalone,
      presentation,
      closeable,
      canGoBack,
      appName,
      logo,
      theme,
      landing,
      captcha,
      code,
      oauth,
      crossApp,
      farcaster,
      telegram,
      passkey,
      consent,
      change,
      error,
      allowlist,
      inAppBrowser,
      prompt: s.prompt,
    }
    // The view is new only when one of its parts is: the parts are its memo inputs.
    return cells.view(Object.values(parts), () => ({ ...parts, ...commands.modal }))
  }
}
