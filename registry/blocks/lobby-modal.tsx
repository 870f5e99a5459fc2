'use client'
import {
  type AfterLoginStep,
  accentForeground,
  afterLoginScreen,
  type CaptchaFirstMethod,
  checkLogo,
  consentFooter,
  type ErrorScreenAppConfig,
  errorScreenFor,
  getEmbeddedWallets,
  getTransactionPrompt,
  HEIGHT_ANIMATION_MS,
  isWalletListKey,
  type LoginCompletion,
  type LoginOption,
  MODAL_VIEWPORT_MARGIN_PX,
  MODAL_WIDTH_PX,
  modalPresentation,
  type Navigator,
  nextStepAfterLogin,
  type Screen,
  type ScreenName,
  SOCIAL_PROVIDERS,
  TRANSACTION_PROMPT_SCREENS,
  truncateLoginMessage,
  type UseLoginMethodLayoutOptions,
  type UseLoginWithEmailReturn,
  useAfterLogin,
  useCaptcha,
  useEmailInput,
  useInAppBrowser,
  useLobby,
  useLobbyClient,
  useLoginMethodLayout,
  useLoginModalEvents,
  useLoginWithEmail,
  useLoginWithOAuth,
  useLoginWithPasskey,
  useLoginWithSms,
  useModalNavigator,
  usePhoneInput,
  useResendCooldown,
  useStore,
} from '@lobby/headless'
import * as React from 'react'
import { AccountNotFoundScreen } from '@/components/lobby/screens/account-not-found-screen'
import { AllowlistRejectionScreen } from '@/components/lobby/screens/allowlist-rejection-screen'
import { AwaitingCodeScreen } from '@/components/lobby/screens/awaiting-code-screen'
import { CaptchaScreen } from '@/components/lobby/screens/captcha-screen'
import { ConsentScreen } from '@/components/lobby/screens/consent-screen'
import { ErrorScreen } from '@/components/lobby/screens/error-screen'
import type { FundingFlowProps } from '@/components/lobby/screens/funding-flow'
import { InAppBrowserScreen } from '@/components/lobby/screens/in-app-browser-screen'
import { LandingScreen } from '@/components/lobby/screens/landing-screen'
import { LinkEmailScreen } from '@/components/lobby/screens/link-email-screen'
import { LinkPhoneScreen } from '@/components/lobby/screens/link-phone-screen'
import { OAuthScreen } from '@/components/lobby/screens/oauth-screen'
import { PasskeyScreen } from '@/components/lobby/screens/passkey-screen'
import { UpdateEmailScreen } from '@/components/lobby/screens/update-email-screen'
import { UpdatePhoneScreen } from '@/components/lobby/screens/update-phone-screen'
import { UserLimitScreen } from '@/components/lobby/screens/user-limit-screen'
import { EmailSmsField } from '@/components/lobby/ui/email-sms-field'
import { ModalShell } from '@/components/lobby/ui/modal-shell'
import { cn } from '@/lib/utils'

// The embedded-wallet screens load only when one opens: the login modal's first load stays as it was (issue 9).
const EmbeddedWalletFlow = React.lazy(() =>
  import('@/components/lobby/screens/embedded-wallet-flow').then((m) => ({ default: m.EmbeddedWalletFlow })),
)

// The funding screens load only when one opens (issue 11).
const FundingFlow = React.lazy(() =>
  import('@/components/lobby/screens/funding-flow').then((m) => ({ default: m.FundingFlow })),
)

// The send and sign screens (and viem, which they decode with) load only when a request opens one (issue 10).
const SendTransactionPrompt = React.lazy(() =>
  import('@/components/lobby/screens/send-transaction-screen').then((m) => ({ default: m.SendTransactionPrompt })),
)
const SignRequestPrompt = React.lazy(() =>
  import('@/components/lobby/screens/sign-request-screen').then((m) => ({ default: m.SignRequestPrompt })),
)

// The external-wallet screens load only when one opens (issue 10).
const WalletConnectionFlow = React.lazy(() =>
  import('@/components/lobby/screens/wallet-list-flow').then((m) => ({ default: m.WalletConnectionFlow })),
)

/** Props of `LobbyModal`. */
export type LobbyModalProps = {
  /** The navigator flows and the host open screens with; without it the modal keeps its own. */
  navigator?: Navigator
  /** Renders inline in the page. */
  standalone?: boolean
  /** The logo: an image URL or an `<svg>`/`<img>` element; overrides the app config's. */
  logo?: string | React.ReactElement
  /** The login methods this block does not run itself (wallets, Farcaster, Telegram ...): hand them to their flows. */
  onLoginMethod?: (method: LoginOption) => void
  /** Screens of flows this block does not wire; return undefined to fall back to the block's own. */
  renderScreen?: (screen: Screen) => React.ReactNode | undefined
  /** The Turnstile script for apps with captcha; the sandbox serves one at `{apiUrl}/turnstile/v0/api.js`. @default Cloudflare's */
  captchaScriptUrl?: string
  /** The funding request the funding screens run with (W-3.19): chains, the external wallet, methods... */
  funding?: FundingFlowProps
  /** called when the modal closes signed in after a login flow (the user, whether new, the method). */
  onSuccess?: (completion: LoginCompletion) => void
  className?: string
}

const METRICS = {
  widthPx: MODAL_WIDTH_PX,
  viewportMarginPx: MODAL_VIEWPORT_MARGIN_PX,
  heightTransitionMs: HEIGHT_ANIMATION_MS,
}

function useViewportWidth(): number {
  const [width, setWidth] = React.useState(() =>
    typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth,
  )
  React.useEffect(() => {
    const update = () => setWidth(window.innerWidth)
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return width
}

/** A provider's name for the OAuth screen's title: 'google' reads 'Google'. */
function providerName(provider: string): string {
  const names: Record<string, string> = { github: 'GitHub', linkedin: 'LinkedIn', tiktok: 'TikTok' }
  return names[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1)
}

/** The app's accent colour and a text colour that stays readable on it. */
function accentStyle(accent: string): React.CSSProperties {
  const foreground = accentForeground(accent)
  return {
    '--lobby-accent': accent,
    ...(foreground ? { '--lobby-accent-foreground': foreground } : {}),
  } as React.CSSProperties
}

type ChangeStepProps = {
  server: ErrorScreenAppConfig | null | undefined
  onDone: () => void
  onError: (error: unknown) => void
}

/**
 * Where a link or update step is (the field, or the code once one was sent) and what it shows
 * for its flow's error: a line on the step, or the error screen through `onError`.
 */
function useChangeStep(
  flow: Pick<UseLoginWithEmailReturn, 'state' | 'error' | 'destination' | 'reset'>,
  { server, onDone, onError }: ChangeStepProps,
): { sentTo: string | null; error: string | null } {
  const [sentTo, setSentTo] = React.useState<string | null>(null)
  if (flow.state === 'awaiting-code-input' && flow.destination !== sentTo) setSentTo(flow.destination)
  const shown = flow.error ? errorScreenFor(flow.error, server, { flow: sentTo ? 'passwordless' : 'auth' }) : null
  React.useEffect(() => {
    if (flow.state === 'done') onDone()
    else if (flow.state === 'error' && flow.error && shown && !shown.inline) {
      onError(flow.error)
      flow.reset()
    }
  }, [flow, shown, onDone, onError])
  return { sentTo, error: shown?.inline ? shown.title : null }
}

/** LINK_EMAIL_SCREEN / UPDATE_EMAIL_SCREEN: the address, then the code sent to it. */
function EmailChangeStep({ oldAddress, server, onDone, onError }: ChangeStepProps & { oldAddress?: string }) {
  const flow = useLoginWithEmail(oldAddress ? { mode: 'update', oldAddress } : { mode: 'link' })
  const field = useEmailInput({
    onSubmit: (address) => flow.sendCode({ email: address }),
    isSubmitting: flow.isPending,
  })
  const { sentTo, error } = useChangeStep(flow, { server, onDone, onError })
  if (sentTo) {
    return (
      <AwaitingCodeScreen
        destination={sentTo}
        codeInput={{ onComplete: (code) => void flow.loginWithCode({ code }) }}
        isSubmitting={flow.isPending}
        error={error}
      />
    )
  }
  const Step = oldAddress ? UpdateEmailScreen : LinkEmailScreen
  return (
    <Step
      inputProps={field.getInputProps()}
      isPending={flow.isPending}
      error={error}
      onSubmit={() => void field.submit()}
    />
  )
}

/** LINK_PHONE_SCREEN / UPDATE_PHONE_SCREEN: the number, then the code sent to it. */
function PhoneChangeStep({
  oldPhoneNumber,
  defaultCountry,
  server,
  onDone,
  onError,
}: ChangeStepProps & { oldPhoneNumber?: string; defaultCountry?: string }) {
  const flow = useLoginWithSms(oldPhoneNumber ? { mode: 'update', oldPhoneNumber } : { mode: 'link' })
  const field = usePhoneInput({
    defaultCountry,
    onSubmit: (value) => void flow.sendCode({ phoneNumber: value.qualifiedPhoneNumber }),
  })
  const { sentTo, error } = useChangeStep(flow, { server, onDone, onError })
  if (sentTo) {
    return (
      <AwaitingCodeScreen
        destination={sentTo}
        codeInput={{ onComplete: (code) => void flow.loginWithCode({ code }) }}
        isSubmitting={flow.isPending}
        error={error}
      />
    )
  }
  const Step = oldPhoneNumber ? UpdatePhoneScreen : LinkPhoneScreen
  return <Step inputProps={field.getInputProps()} isPending={flow.isPending} error={error} onSubmit={field.submit} />
}

type LandingStepProps = Omit<React.ComponentProps<typeof LandingScreen>, 'layout' | 'onSelectView' | 'onBack'> &
  Pick<UseLoginMethodLayoutOptions, 'methods' | 'recentMethod' | 'groupPriority'>

/** The landing screen with its own view state and the app's group priority. */
function LandingStep({ methods, recentMethod, groupPriority, ...props }: LandingStepProps) {
  const layout = useLoginMethodLayout({ methods, recentMethod, groupPriority })
  return <LandingScreen layout={layout} onSelectView={layout.openView} onBack={layout.back} {...props} />
}

function Logo({ logo, name }: { logo: unknown; name: string }) {
  const kind = React.useMemo(() => checkLogo(logo), [logo])
  if (kind === 'url') return <img src={logo as string} alt={name} className="h-12 max-w-40 object-contain" />
  if (kind === 'element') return logo as React.ReactElement
  return null
}

/** CAPTCHA_SCREEN's picture of the captcha's status. */
function captchaScreenStatus(status: string): 'pending' | 'success' | 'failure' {
  return status === 'success' ? 'success' : status === 'error' ? 'failure' : 'pending'
}

/**
 * The whole login modal: the shell, the navigator's current screen, the email and SMS code flows
 * behind the app's captcha, consent and error screens, themed from the app config (A-2.02..A-2.10,
 *
 */
export function LobbyModal({
  navigator,
  standalone,
  logo,
  onLoginMethod,
  renderScreen,
  captchaScriptUrl,
  funding,
  onSuccess,
  className,
}: LobbyModalProps) {
  const nav = useModalNavigator({ navigator, standalone })
  // reports a finished login on close; opens LANDING for a wallet action without a user.
  useLoginModalEvents({ navigator: nav.navigator, onSuccess })
  const lobby = useLobby()
  const config = lobby.config
  const client = useLobbyClient()
  const walletFrameUrl = client.walletFrame.url
  // W-2.27, W-2.30: a send or sign request from the hooks opens its screen; closing the modal refuses it.
  const prompt = useStore(getTransactionPrompt(client))
  React.useEffect(() => {
    if (prompt) nav.open(TRANSACTION_PROMPT_SCREENS[prompt.kind])
  }, [prompt, nav.open])
  const wasOpen = React.useRef(false)
  React.useEffect(() => {
    if (wasOpen.current && !nav.isOpen) prompt?.flow.close()
    wasOpen.current = nav.isOpen
  }, [nav.isOpen, prompt])
  const captcha = useCaptcha(captchaScriptUrl ? { scriptUrl: captchaScriptUrl } : {})
  const email = useLoginWithEmail({ getCaptchaToken: captcha.takeToken })
  const sms = useLoginWithSms({ getCaptchaToken: captcha.takeToken })
  const oauth = useLoginWithOAuth({ getCaptchaToken: captcha.takeToken })
  const inAppBrowser = useInAppBrowser()
  // A finished login: 'Success!' on the code screen, then the terms screen when the app requires
  // acceptance, then the wallet created on login, else closing (A-4.20 to, W-4.13).
  // A user who already has an embedded wallet sees it unlocked or recovered first (W-2.14). The
  // wallet steps need the provider's walletFrameUrl; without one the modal closes as before.
  const afterLoginStep = (step: AfterLoginStep, user = lobby.user) => {
    const next = afterLoginScreen(step)
    if (next && (next === 'AFFIRMATIVE_CONSENT_SCREEN' || walletFrameUrl)) return nav.replace(next)
    const hasWallet = getEmbeddedWallets(user, 'ethereum').length > 0
    if (walletFrameUrl && hasWallet) return nav.replace('EMBEDDED_WALLET_CONNECTING_SCREEN')
    nav.close()
  }
  const afterLogin = useAfterLogin({ user: lobby.user, config, onStep: (step) => afterLoginStep(step) })
  // the passkey screen shows success, then the flow finishes 1400 ms later.
  const passkey = useLoginWithPasskey({
    getCaptchaToken: captcha.takeToken,
    onClose: () => {
      passkey.reset()
      afterLogin.succeed({ showSuccess: false })
    },
  })
  const width = useViewportWidth()
  const presentation = modalPresentation({ standalone, viewportWidth: width })
  const screen = nav.screen
  const codeFlow = screen?.name === 'AWAITING_PASSWORDLESS_CODE' && 'phoneNumber' in screen.params ? sms : email
  const cooldown = useResendCooldown({
    onResend: () =>
      screen?.name === 'AWAITING_PASSWORDLESS_CODE'
        ? 'phoneNumber' in screen.params
          ? sms.sendCode({ phoneNumber: screen.params.phoneNumber })
          : email.sendCode({ email: screen.params.email })
        : undefined,
  })

  // The code flows report by state, not by throwing: follow them to the next screen.
  const { navigate, replace, showError, close } = nav
  // A flow's own screen takes CAPTCHA_SCREEN's place, so Back leads to the landing screen.
  const showFlowScreen = React.useCallback<typeof navigate>(
    (name, ...params) =>
      nav.navigator.getSnapshot().screen?.name === 'CAPTCHA_SCREEN'
        ? replace(name, ...params)
        : navigate(name, ...params),
    [nav.navigator, navigate, replace],
  )
  React.useEffect(() => {
    const from = nav.screen?.name
    if (from !== 'LANDING' && from !== 'CAPTCHA_SCREEN') return
    for (const flow of [email, sms]) {
      if (flow.state === 'awaiting-code-input' && flow.destination) {
        showFlowScreen(
          'AWAITING_PASSWORDLESS_CODE',
          flow === email ? { email: flow.destination } : { phoneNumber: flow.destination },
        )
      }
    }
  }, [email, sms, nav.screen, showFlowScreen])
  // once the navigator clears the flow after a close, the code flows start over too.
  const cleared = !nav.screen
  React.useEffect(() => {
    if (!cleared) return
    if (email.state !== 'initial') email.reset()
    if (sms.state !== 'initial') sms.reset()
    captcha.cancel()
  }, [cleared, email, sms, captcha.cancel])
  React.useEffect(() => {
    const codeDone = [email, sms].find((flow) => flow.state === 'done')
    const done = codeDone ?? (oauth.state === 'connected' ? oauth : null)
    if (!done) return
    done.reset()
    afterLogin.succeed({ showSuccess: Boolean(codeDone) })
  }, [email, sms, oauth, afterLogin])
  // an OAuth return found on page load shows its screen while it is verified.
  React.useEffect(() => {
    if (oauth.state === 'verifying' && oauth.provider && !nav.screen)
      nav.open('AWAITING_OAUTH_SCREEN', { provider: oauth.provider })
  }, [oauth.state, oauth.provider, nav])
  // Sending errors read as the general mapping (ERROR_SCREEN or a dedicated screen); code errors
  // as the passwordless one, mostly a line under the boxes.
  const onCodeScreen = screen?.name === 'AWAITING_PASSWORDLESS_CODE'
  const failed = onCodeScreen ? codeFlow : [email, sms].find((flow) => flow.error)
  const shownError = failed?.error
    ? errorScreenFor(failed.error, config?.server, { flow: onCodeScreen ? 'passwordless' : 'auth' })
    : null
  React.useEffect(() => {
    if (!failed?.error || !shownError || shownError.inline) return
    if (shownError.screen === 'ERROR_SCREEN') showError(failed.error)
    else navigate(shownError.screen)
    failed.reset()
  }, [failed, shownError, showError, navigate])

  const back = () => (nav.back() ? undefined : replace('LANDING'))
  // a login starts at once, or once the captcha on CAPTCHA_SCREEN
  // passed (OAuth after the user's Continue there).
  const behindCaptcha = (method: CaptchaFirstMethod, login: () => Promise<void>) => {
    if (captcha.firstStep(method) !== 'proceed') navigate('CAPTCHA_SCREEN')
    void captcha.runFirst(method, login).catch(() => undefined)
  }
  const startOAuth = (provider: string) => {
    // OAuth cannot finish inside an in-app browser.
    if (inAppBrowser.embedded) return navigate('IN_APP_BROWSER_SCREEN')
    behindCaptcha('oauth', () => {
      showFlowScreen('AWAITING_OAUTH_SCREEN', { provider })
      return oauth.initOAuth({ provider, flow: 'popup' })
    })
  }
  const selectMethod = (method: LoginOption, event?: { isTrusted: boolean }) => {
    if ((SOCIAL_PROVIDERS as readonly string[]).includes(method)) startOAuth(method)
    // W-4.01: a wallet the host does not handle itself is connected here, then signs in (W-4.04);
    // the click's isTrusted goes along for W-4.03.
    else if (!onLoginMethod && isWalletListKey(method))
      navigate('AWAITING_CONNECTION', { walletClientType: method, isTrusted: event?.isTrusted ?? true })
    else onLoginMethod?.(method)
  }
  const startPasskey = () =>
    behindCaptcha('passkey', () => {
      showFlowScreen('AWAITING_PASSKEY_SYSTEM_DIALOGUE')
      return passkey.login()
    })
  const oauthError = oauth.error ? errorScreenFor(oauth.error, config?.server, { flow: 'oauth' }) : null
  const passkeyError = passkey.error ? errorScreenFor(passkey.error, config?.server) : null
  React.useEffect(() => {
    if (!oauth.error || !oauthError || oauthError.inline) return
    if (oauthError.screen === 'ERROR_SCREEN') showError(oauth.error)
    else navigate(oauthError.screen)
    oauth.reset()
  }, [oauth, oauthError, showError, navigate])
  const appName = config?.name ?? 'Log in'

  const body = (() => {
    if (!screen) return null
    const custom = renderScreen?.(screen)
    if (custom !== undefined) return custom
    switch (screen.name) {
      case 'LANDING':
      case 'CONNECT_OR_CREATE':
        return (
          <LandingStep
            // a new key 150 ms after each close starts the login list at its default view.
            key={nav.landingResets}
            methods={(config?.loginMethods ?? []).filter((m): m is Exclude<typeof m, 'guest'> => m !== 'guest')}
            recentMethod={lobby.recentLoginMethod as LoginOption | null}
            groupPriority={config?.appearance.showWalletLoginFirst ? 'web3-first' : 'web2-first'}
            header={config?.appearance.landingHeader ?? ''}
            loginMessage={truncateLoginMessage(config?.appearance.loginMessage)}
            consentFooter={config ? consentFooter(config.legal) : null}
            logo={<Logo logo={logo ?? config?.appearance.logo} name={appName} />}
            onSelectMethod={selectMethod}
            onPasskey={startPasskey}
            renderContactField={(item) => (
              <EmailSmsField
                methods={item.methods}
                defaultCountry={config?.intl.defaultCountry}
                isPending={email.isPending || sms.isPending}
                onSubmitEmail={(address) => behindCaptcha('email', () => email.sendCode({ email: address }))}
                onSubmitPhone={(value) =>
                  behindCaptcha('sms', () => sms.sendCode({ phoneNumber: value.qualifiedPhoneNumber }))
                }
              />
            )}
          />
        )
      case 'CAPTCHA_SCREEN':
        return (
          <CaptchaScreen
            status={captchaScreenStatus(captcha.status)}
            onContinue={() => void captcha.continueLogin()}
            onRetry={() => void captcha.retry()}
          />
        )
      case 'AWAITING_PASSWORDLESS_CODE':
        return (
          <AwaitingCodeScreen
            destination={'email' in screen.params ? screen.params.email : screen.params.phoneNumber}
            codeInput={{ onComplete: (code) => void codeFlow.loginWithCode({ code }) }}
            isSubmitting={codeFlow.isPending}
            error={onCodeScreen && shownError?.inline ? shownError.title : null}
            onResend={() => void cooldown.resend()}
            canResend={cooldown.canResend}
            resendStatus={cooldown.statusText}
            isSuccess={afterLogin.isShowingSuccess}
          />
        )
      case 'AWAITING_OAUTH_SCREEN':
        return (
          <OAuthScreen
            providerName={providerName(screen.params.provider)}
            status={oauth.state === 'connected' ? 'success' : oauth.state === 'failed' ? 'failure' : 'pending'}
            error={oauthError?.inline ? oauthError.title : null}
            onRetry={oauth.retryable ? () => startOAuth(screen.params.provider) : undefined}
          />
        )
      case 'AWAITING_PASSKEY_SYSTEM_DIALOGUE':
        return (
          <PasskeyScreen
            error={passkeyError ? passkeyError.detail || passkeyError.title : null}
            onRetry={() => void passkey.login()}
          />
        )
      case 'AFFIRMATIVE_CONSENT_SCREEN':
        return (
          <ConsentScreen
            logo={<Logo logo={logo ?? config?.appearance.logo} name={appName} />}
            termsUrl={config?.legal.termsAndConditionsUrl}
            privacyPolicyUrl={config?.legal.privacyPolicyUrl}
            onAccept={() =>
              void lobby.acceptTerms().then((user) => afterLoginStep(nextStepAfterLogin(user, config), user), showError)
            }
            onDecline={() => void lobby.logout().then(close)}
          />
        )
      case 'LINK_EMAIL_SCREEN':
      case 'UPDATE_EMAIL_SCREEN':
        return (
          <EmailChangeStep
            oldAddress={screen.name === 'UPDATE_EMAIL_SCREEN' ? lobby.user?.email?.address : undefined}
            server={config?.server}
            onDone={close}
            onError={showError}
          />
        )
      case 'LINK_PHONE_SCREEN':
      case 'UPDATE_PHONE_SCREEN':
        return (
          <PhoneChangeStep
            oldPhoneNumber={screen.name === 'UPDATE_PHONE_SCREEN' ? lobby.user?.phone?.number : undefined}
            defaultCountry={config?.intl.defaultCountry}
            server={config?.server}
            onDone={close}
            onError={showError}
          />
        )
      case 'ERROR_SCREEN': {
        const shown = errorScreenFor(screen.params.error, config?.server)
        return (
          <ErrorScreen
            title={shown.title}
            detail={shown.detail}
            cta={shown.cta}
            onCta={() => (shown.action === 'close' ? close() : back())}
            onBack={nav.canGoBack ? back : undefined}
          />
        )
      }
      case 'ALLOWLIST_REJECTION_SCREEN':
        return (
          <AllowlistRejectionScreen
            title={config?.allowlist.errorTitle}
            detail={config?.allowlist.errorDetail}
            ctaText={config?.allowlist.ctaText}
            ctaLink={config?.allowlist.ctaLink}
            onCta={() => replace('LANDING')}
          />
        )
      case 'ACCOUNT_NOT_FOUND_SCREEN':
        return <AccountNotFoundScreen onBack={() => replace('LANDING')} />
      case 'USER_LIMIT_REACHED_SCREEN':
        return <UserLimitScreen onBack={() => replace('LANDING')} />
      case 'IN_APP_BROWSER_SCREEN':
        return <InAppBrowserScreen onBack={back} />
      // Embedded wallet (W-2.11 to W-2.32), loaded on first use.
      case 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN':
      case 'EMBEDDED_WALLET_CREATED_SCREEN':
      case 'EMBEDDED_WALLET_CONNECTING_SCREEN':
      case 'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN':
      case 'EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN':
      case 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN':
      case 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN':
      case 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN':
      case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN':
      case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN':
      case 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN':
        return (
          <React.Suspense fallback={null}>
            <EmbeddedWalletFlow screen={screen} navigation={nav} appName={config?.name} />
          </React.Suspense>
        )
      // Funding (W-2.33 to W-2.47), loaded on first use; W-2.44 back returns to the send screen.
      case 'FUNDING_METHOD_SELECTION_SCREEN':
      case 'FUNDING_TRANSFER_FROM_WALLET_SCREEN':
      case 'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN':
      case 'FUNDING_MANUAL_TRANSFER_SCREEN':
      case 'MOONPAY_PROMPT_SCREEN':
      case 'MOONPAY_STATUS_SCREEN':
      case 'COINBASE_ONRAMP_STATUS_SCREEN':
        return (
          <React.Suspense fallback={null}>
            <FundingFlow
              {...funding}
              onClose={(details) => {
                funding?.onClose?.(details)
                if (details.returnTo) back()
                else nav.close()
              }}
            />
          </React.Suspense>
        )
      // Transactions and signing (W-2.27 to W-2.30), loaded on first use.
      case 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN':
      case 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN':
        return (
          <React.Suspense fallback={null}>
            {prompt?.kind === 'send' ? <SendTransactionPrompt flow={prompt.flow} onClosed={nav.close} /> : null}
            {prompt?.kind === 'sign' ? <SignRequestPrompt flow={prompt.flow} onClosed={nav.close} /> : null}
          </React.Suspense>
        )
      // External wallets (W-2.03 to W-2.09, A-2.16), loaded on first use; a login goes on as any other (W-4.04).
      case 'AWAITING_CONNECTION':
      case 'AWAITING_CONNECT_ONLY_CONNECTION':
      case 'CONNECT_ONLY_LANDING_SCREEN':
      case 'CONNECT_ONLY_AUTHENTICATED_SCREEN':
      case 'LINK_WALLET_SCREEN':
      case 'PHANTOM_INTERSTITIAL_SCREEN':
      case 'INSTALL_PHANTOM_SCREEN':
        return (
          <React.Suspense fallback={null}>
            <WalletConnectionFlow
              screen={screen}
              navigation={{
                navigate: navigate as (name: ScreenName, params?: unknown) => void,
                back,
                close: nav.close,
              }}
              onDone={() =>
                screen.name === 'AWAITING_CONNECTION' ? afterLogin.succeed({ showSuccess: false }) : nav.close()
              }
            />
          </React.Suspense>
        )
      default:
        return null
    }
  })()

  return (
    <ModalShell
      open={nav.isOpen}
      onOpenChange={(open) => {
        if (!open) nav.requestClose()
      }}
      standalone={standalone}
      closeable={nav.showCloseButton}
      layout={presentation === 'drawer' ? 'drawer' : 'dialog'}
      metrics={METRICS}
      title={appName}
      className={cn(config?.appearance.theme === 'dark' && 'dark', className)}
      style={config ? accentStyle(config.appearance.accentColor) : undefined}
    >
      <div data-slot="lobby-modal" data-screen={screen?.name}>
        {body}
        {/* One widget for the whole modal, so a check survives the move to CAPTCHA_SCREEN. */}
        {captcha.status === 'disabled' ? null : <div data-slot="captcha-widget" ref={captcha.containerRef} />}
      </div>
    </ModalShell>
  )
}
