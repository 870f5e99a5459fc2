'use client'
import {
  type ChangeView,
  checkLogo,
  type LoginCompletion,
  type LoginFlowError,
  type LoginOption,
  lazyScreenGroup,
  MODAL_METRICS,
  type Navigator,
  type Screen,
  type UseLoginModalReturn,
  useEmailInput,
  useLoginModal,
  usePhoneInput,
} from '@lobby/headless'
import * as React from 'react'
import { AccountNotFoundScreen } from '@/components/lobby/screens/account-not-found-screen'
import { AllowlistRejectionScreen } from '@/components/lobby/screens/allowlist-rejection-screen'
import { AwaitingCodeScreen } from '@/components/lobby/screens/awaiting-code-screen'
import { CaptchaScreen } from '@/components/lobby/screens/captcha-screen'
import { ConsentScreen } from '@/components/lobby/screens/consent-screen'
import { CrossAppScreen } from '@/components/lobby/screens/cross-app-screen'
import { ErrorScreen } from '@/components/lobby/screens/error-screen'
import { FarcasterScreen } from '@/components/lobby/screens/farcaster-screen'
import type { FundingFlowProps } from '@/components/lobby/screens/funding-flow'
import { InAppBrowserScreen } from '@/components/lobby/screens/in-app-browser-screen'
import { LandingScreen } from '@/components/lobby/screens/landing-screen'
import { LinkEmailScreen } from '@/components/lobby/screens/link-email-screen'
import { LinkPhoneScreen } from '@/components/lobby/screens/link-phone-screen'
import { OAuthScreen } from '@/components/lobby/screens/oauth-screen'
import { PasskeyScreen } from '@/components/lobby/screens/passkey-screen'
import { TelegramScreen } from '@/components/lobby/screens/telegram-screen'
import { UpdateEmailScreen } from '@/components/lobby/screens/update-email-screen'
import { UpdatePhoneScreen } from '@/components/lobby/screens/update-phone-screen'
import { UserLimitScreen } from '@/components/lobby/screens/user-limit-screen'
import type { WalletFlowNavigation } from '@/components/lobby/screens/wallet-list-flow'
import { EmailSmsField } from '@/components/lobby/ui/email-sms-field'
import { ModalShell } from '@/components/lobby/ui/modal-shell'
import { cn } from '@/lib/utils'

// The embedded-wallet, funding, send/sign and external-wallet screens load only when one opens,
// so the login modal's first load stays small (issues 9, 10, 11).
// biome-ignore lint/suspicious/noExplicitAny: React.lazy takes any component; each keeps its own props type
function lazy<M extends Record<K, React.ComponentType<any>>, K extends string>(load: () => Promise<M>, name: K) {
  return React.lazy(() => load().then((m) => ({ default: m[name] })))
}
const EmbeddedWalletFlow = lazy(() => import('@/components/lobby/screens/embedded-wallet-flow'), 'EmbeddedWalletFlow')
const FundingFlow = lazy(() => import('@/components/lobby/screens/funding-flow'), 'FundingFlow')
const MfaEnrollmentFlow = lazy(() => import('@/components/lobby/screens/mfa-enrollment-flow'), 'MfaEnrollmentFlow')
const SendTransactionPrompt = lazy(
  () => import('@/components/lobby/screens/send-transaction-screen'),
  'SendTransactionPrompt',
)
const SignRequestPrompt = lazy(() => import('@/components/lobby/screens/sign-request-screen'), 'SignRequestPrompt')
const WalletConnectionFlow = lazy(() => import('@/components/lobby/screens/wallet-list-flow'), 'WalletConnectionFlow')

/** Props of `LobbyModal`. */
export type LobbyModalProps = {
  /** The navigator flows and the host open screens with; without it the modal keeps its own. */
  navigator?: Navigator
  /** Renders inline in the page: the login screen while signed out, nothing once signed in. */
  standalone?: boolean
  /** The logo: an image URL or an `<svg>`/`<img>` element; overrides the app config's. */
  logo?: string | React.ReactElement
  /** The login methods this block does not run itself (wallets it should hand to the host ...): hand them to their flows. */
  onLoginMethod?: (method: LoginOption) => void
  /** Screens of flows this block does not wire; return undefined to fall back to the block's own. */
  renderScreen?: (screen: Screen) => React.ReactNode | undefined
  /** The Turnstile script for apps with captcha; the sandbox serves one at `{apiUrl}/turnstile/v0/api.js`. @default Cloudflare's */
  captchaScriptUrl?: string
  /** The funding request the funding screens run with (W-3.19): chains, the external wallet, methods... */
  funding?: FundingFlowProps
  /** called when the modal closes signed in after a login flow (the user, whether new, the method). */
  onSuccess?: (completion: LoginCompletion) => void
  /** called when a login closes with nobody signed in, or a link with no account linked (the callback code and its error). */
  onError?: (failure: LoginFlowError) => void
  className?: string
}

function Logo({ logo, name }: { logo: unknown; name: string }) {
  const kind = React.useMemo(() => checkLogo(logo), [logo])
  if (kind === 'url') return <img src={logo as string} alt={name} className="h-12 max-w-40 object-contain" />
  if (kind === 'element') return logo as React.ReactElement
  return null
}

/** LINK_EMAIL_SCREEN / UPDATE_EMAIL_SCREEN: the address field (the code follows on the code screen). */
function EmailChange({ change }: { change: ChangeView }) {
  const field = useEmailInput({ onSubmit: change.sendCode, isSubmitting: change.isPending })
  const Step = change.mode === 'update' ? UpdateEmailScreen : LinkEmailScreen
  const props = { inputProps: field.getInputProps(), isPending: change.isPending, error: change.error }
  return <Step {...props} onSubmit={() => void field.submit()} />
}

/** LINK_PHONE_SCREEN / UPDATE_PHONE_SCREEN: the number field (the code follows on the code screen). */
function PhoneChange({ change }: { change: ChangeView }) {
  const field = usePhoneInput({
    defaultCountry: change.defaultCountry,
    onSubmit: (value) => change.sendCode(value.qualifiedPhoneNumber),
  })
  const Step = change.mode === 'update' ? UpdatePhoneScreen : LinkPhoneScreen
  const props = { inputProps: field.getInputProps(), isPending: change.isPending, error: change.error }
  return <Step {...props} onSubmit={field.submit} />
}

type BodyProps = { modal: UseLoginModalReturn; screen: Screen; logo: React.ReactNode; funding?: FundingFlowProps }

/** The screens of the lazily loaded groups (wallet, funding, send/sign, external wallets). */
function LazyBody({ modal, screen, funding }: BodyProps) {
  // the MFA enrollment screens, for a host that opens MFA_ENROLLMENT_FLOW_SCREEN.
  if (screen.name === 'MFA_ENROLLMENT_FLOW_SCREEN') return <MfaEnrollmentFlow onClose={modal.close} />
  const group = lazyScreenGroup(screen.name)
  if (group === 'embedded-wallet')
    return <EmbeddedWalletFlow screen={screen} navigation={modal.navigation} appName={modal.appName} />
  if (group === 'funding') {
    const onClose: FundingFlowProps['onClose'] = (details) => {
      funding?.onClose?.(details)
      modal.fundingClosed(details)
    }
    return <FundingFlow {...funding} onClose={onClose} />
  }
  // The modal closes itself when the prompt's flow ends (W-4.33), so no onClosed here.
  if (group === 'transaction' && modal.prompt?.kind === 'send')
    return <SendTransactionPrompt flow={modal.prompt.flow} />
  if (group === 'transaction' && modal.prompt?.kind === 'sign') return <SignRequestPrompt flow={modal.prompt.flow} />
  if (group !== 'external-wallet') return null
  const navigate = modal.navigation.navigate as WalletFlowNavigation['navigate']
  const navigation = { navigate, back: modal.back, close: modal.close }
  return <WalletConnectionFlow screen={screen} navigation={navigation} onDone={modal.walletLoginDone} />
}

/** The Telegram flow's status as the status icon draws it. */
const TELEGRAM_STATUS = { verifying: 'pending', success: 'success', failure: 'failure' } as const

/** The login screens: each shows when `useLoginModal` gives its section. */
function LoginBody({ modal, screen, logo }: BodyProps) {
  const { landing, captcha, code, oauth, crossApp, farcaster, telegram, passkey, consent, change, error, allowlist } =
    modal
  return (
    <>
      {landing ? (
        <LandingScreen
          key={landing.resetKey}
          layout={landing.layout}
          providerApps={landing.providerApps}
          onSelectView={landing.openView}
          onBack={landing.back}
          header={landing.header}
          loginMessage={landing.loginMessage}
          consentFooter={landing.consentFooter}
          protectedBy={landing.protectedBy}
          logo={logo}
          onSelectMethod={landing.selectMethod}
          onPasskey={landing.startPasskey}
          renderContactField={(item) => (
            <EmailSmsField
              methods={item.methods}
              defaultCountry={landing.defaultCountry}
              isPending={landing.isPending}
              onSubmitEmail={landing.submitEmail}
              onSubmitPhone={(value) => landing.submitPhone(value.qualifiedPhoneNumber)}
            />
          )}
        />
      ) : null}
      {screen.name === 'CAPTCHA_SCREEN' ? (
        <CaptchaScreen
          status={captcha.screenStatus}
          detail={captcha.text.detail}
          canRetry={captcha.text.canRetry}
          onContinue={captcha.continue}
          onRetry={captcha.retry}
        />
      ) : null}
      {code ? (
        <AwaitingCodeScreen
          destination={code.destination}
          codeInput={{ onComplete: code.submit }}
          isSubmitting={code.isSubmitting}
          error={code.error}
          onResend={code.resend}
          canResend={code.canResend}
          resendStatus={code.resendStatus}
          isSuccess={code.isSuccess}
        />
      ) : null}
      {oauth ? (
        <OAuthScreen
          providerName={oauth.providerName}
          status={oauth.status}
          error={oauth.error}
          onRetry={oauth.canRetry ? oauth.retry : undefined}
        />
      ) : null}
      {crossApp ? (
        <CrossAppScreen
          providerAppName={crossApp.providerAppName}
          providerLogo={
            crossApp.logoUrl ? <img src={crossApp.logoUrl} alt="" className="size-12 rounded-lobby" /> : undefined
          }
          status={crossApp.status}
          error={crossApp.error}
          onRetry={crossApp.canRetry ? crossApp.retry : undefined}
          onBack={modal.canGoBack ? modal.back : undefined}
        />
      ) : null}
      {farcaster ? (
        <FarcasterScreen
          url={farcaster.url}
          step={farcaster.step}
          isMobile={farcaster.isMobile}
          error={farcaster.error}
          onRetry={farcaster.canRetry ? farcaster.retry : undefined}
          onCancel={farcaster.cancel}
        />
      ) : null}
      {telegram ? (
        <TelegramScreen
          status={TELEGRAM_STATUS[telegram.status]}
          error={telegram.error}
          onRetry={telegram.canRetry ? telegram.retry : undefined}
        />
      ) : null}
      {passkey ? <PasskeyScreen error={passkey.error} onRetry={passkey.retry} /> : null}
      {consent ? (
        <ConsentScreen
          logo={logo}
          termsUrl={consent.termsUrl}
          privacyPolicyUrl={consent.privacyPolicyUrl}
          isPending={consent.isPending}
          onAccept={consent.accept}
          onDecline={consent.decline}
        />
      ) : null}
      {change?.step === 'enter' && change.kind === 'email' ? <EmailChange change={change} /> : null}
      {change?.step === 'enter' && change.kind === 'phone' ? <PhoneChange change={change} /> : null}
      {error ? (
        <ErrorScreen
          title={error.title}
          detail={error.detail}
          cta={error.cta}
          onCta={error.ctaClick}
          onBack={error.canGoBack ? error.back : undefined}
        />
      ) : null}
      {allowlist ? (
        <AllowlistRejectionScreen
          title={allowlist.title}
          detail={allowlist.detail}
          ctaText={allowlist.ctaText}
          ctaLink={allowlist.ctaLink}
          onCta={allowlist.cta}
        />
      ) : null}
      {screen.name === 'ACCOUNT_NOT_FOUND_SCREEN' ? <AccountNotFoundScreen onBack={modal.toLanding} /> : null}
      {screen.name === 'USER_LIMIT_REACHED_SCREEN' ? <UserLimitScreen onBack={modal.toLanding} /> : null}
      {modal.inAppBrowser ? <InAppBrowserScreen onBack={modal.inAppBrowser.back} /> : null}
    </>
  )
}

/** The whole login modal: the shell, and each screen's component on `useLoginModal`, which decides what shows. */
export function LobbyModal({ logo, renderScreen, funding, className, ...options }: LobbyModalProps) {
  const modal = useLoginModal(options)
  if (modal.standalone && !modal.isOpen) return null
  const { screen, theme } = modal
  const custom = screen ? renderScreen?.(screen) : undefined
  const logoNode = <Logo logo={logo ?? modal.logo} name={modal.appName} />
  const accent = theme && { '--lobby-accent': theme.accent, '--lobby-accent-foreground': theme.accentForeground }
  return (
    <ModalShell
      open={modal.isOpen}
      onOpenChange={(open) => (open ? undefined : void modal.requestClose())}
      standalone={modal.standalone}
      closeable={modal.closeable}
      layout={modal.presentation === 'drawer' ? 'drawer' : 'dialog'}
      metrics={MODAL_METRICS}
      title={modal.appName}
      className={cn(theme?.mode === 'dark' && 'dark', className)}
      style={(accent || undefined) as React.CSSProperties | undefined}
    >
      <div data-slot="lobby-modal" data-screen={screen?.name}>
        <React.Suspense fallback={null}>
          {custom !== undefined || !screen ? (
            custom
          ) : (
            <>
              <LoginBody modal={modal} screen={screen} logo={logoNode} />
              <LazyBody modal={modal} screen={screen} logo={logoNode} funding={funding} />
            </>
          )}
        </React.Suspense>
        {modal.captcha.enabled ? <div data-slot="captcha-widget" ref={modal.captcha.attach} /> : null}
      </div>
    </ModalShell>
  )
}
