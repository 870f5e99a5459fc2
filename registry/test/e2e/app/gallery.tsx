import { computeLoginLayout, consentFooter } from '@lobby/headless'
import type * as React from 'react'
import { AccountNotFoundScreen } from '@/components/lobby/screens/account-not-found-screen'
import { AllowlistRejectionScreen } from '@/components/lobby/screens/allowlist-rejection-screen'
import { AwaitingCodeScreen } from '@/components/lobby/screens/awaiting-code-screen'
import { CaptchaScreen } from '@/components/lobby/screens/captcha-screen'
import { ConsentScreen } from '@/components/lobby/screens/consent-screen'
import { CrossAppScreen } from '@/components/lobby/screens/cross-app-screen'
import { ErrorScreen } from '@/components/lobby/screens/error-screen'
import { FarcasterScreen } from '@/components/lobby/screens/farcaster-screen'
import { InAppBrowserScreen } from '@/components/lobby/screens/in-app-browser-screen'
import { LandingScreen } from '@/components/lobby/screens/landing-screen'
import { LinkEmailScreen } from '@/components/lobby/screens/link-email-screen'
import { LinkPasskeyScreen } from '@/components/lobby/screens/link-passkey-screen'
import { LinkPhoneScreen } from '@/components/lobby/screens/link-phone-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { MfaChooserScreen } from '@/components/lobby/screens/mfa-chooser-screen'
import { MfaPasskeyEnrollmentScreen } from '@/components/lobby/screens/mfa-passkey-enrollment-screen'
import { MfaSmsEnrollmentScreen } from '@/components/lobby/screens/mfa-sms-enrollment-screen'
import { MfaTotpEnrollmentScreen } from '@/components/lobby/screens/mfa-totp-enrollment-screen'
import { MfaVerificationScreen } from '@/components/lobby/screens/mfa-verification-screen'
import { OAuthScreen } from '@/components/lobby/screens/oauth-screen'
import { PasskeyScreen } from '@/components/lobby/screens/passkey-screen'
import { TelegramScreen } from '@/components/lobby/screens/telegram-screen'
import { UpdateEmailScreen } from '@/components/lobby/screens/update-email-screen'
import { UpdatePhoneScreen } from '@/components/lobby/screens/update-phone-screen'
import { UserLimitScreen } from '@/components/lobby/screens/user-limit-screen'
import { EmailSmsField } from '@/components/lobby/ui/email-sms-field'
import { crossAppGallery } from '../../screens/cross-app/gallery'
import { embeddedWalletGallery } from '../../screens/embedded-wallet/gallery'
import { fundingGallery } from '../../screens/funding/gallery'
import { sendTransactionGallery } from '../../screens/send-transaction/gallery'
import { signRequestGallery } from '../../screens/sign-request/gallery'
import { walletConnectionGallery } from '../../screens/wallet-connection/gallery'

const noop = () => {}
const passkey = (id: string, day: number) => ({
  credentialId: id,
  verifiedAt: new Date(2026, 0, day),
  authenticatorName: 'iCloud Keychain',
  createdWithBrowser: 'Chrome',
  createdWithOs: 'macOS',
})
const legal = { termsAndConditionsUrl: 'https://example.test/terms', privacyPolicyUrl: 'https://example.test/privacy' }
const logo = (
  <svg role="img" aria-label="Acme" viewBox="0 0 24 24" className="size-12">
    <circle cx="12" cy="12" r="10" fill="currentColor" />
  </svg>
)

function landing(view: 'default' | 'overflow' | 'web2-overflow' | 'web3-overflow', order: boolean) {
  const layout = order
    ? computeLoginLayout({
        order: { primary: ['email', 'google', 'apple', 'discord', 'github', 'twitter', 'passkey'] },
        view,
        recentMethod: 'google',
      })
    : computeLoginLayout({
        methods: ['email', 'sms', 'google', 'apple', 'discord', 'github', 'twitter', 'wallet'],
        walletList: ['metamask', 'coinbase_wallet', 'rainbow', 'zerion', 'phantom'],
        view,
      })
  return (
    <LandingScreen
      layout={layout}
      header="Log in or sign up"
      loginMessage={order ? null : 'Welcome back to Acme.'}
      consentFooter={consentFooter(legal)}
      logo={logo}
      onSelectMethod={noop}
      onSelectView={noop}
      onBack={noop}
      onPasskey={noop}
      protectedBy={{ name: 'Lobby', href: 'https://lobby.dev' }}
      renderContactField={(item) => <EmailSmsField methods={item.methods} onSubmitEmail={noop} onSubmitPhone={noop} />}
    />
  )
}

/** Every screen in a representative state, keyed by registry item name (and a variant). */
export const gallery: Record<string, () => React.ReactNode> = {
  'landing-screen': () => landing('default', true),
  'landing-screen:overflow': () => landing('overflow', true),
  'landing-screen:web2-overflow': () => landing('web2-overflow', false),
  'landing-screen:web3-overflow': () => landing('web3-overflow', false),
  'captcha-screen': () => <CaptchaScreen status="pending" onContinue={noop} onRetry={noop} />,
  'captcha-screen:success': () => <CaptchaScreen status="success" onContinue={noop} onRetry={noop} />,
  'captcha-screen:failure': () => <CaptchaScreen status="failure" onContinue={noop} onRetry={noop} />,
  'awaiting-code-screen': () => (
    <AwaitingCodeScreen
      destination="you@example.test"
      codeInput={{}}
      error="Invalid or expired verification code"
      onResend={noop}
    />
  ),
  'farcaster-screen': () => <FarcasterScreen url="https://farcaster.test/connect?channel=abc" />,
  'passkey-screen': () => <PasskeyScreen />,
  'passkey-screen:error': () => <PasskeyScreen error="Passkey request timed out or rejected by user." onRetry={noop} />,
  'oauth-screen': () => <OAuthScreen providerName="Google" status="pending" />,
  'oauth-screen:failure': () => (
    <OAuthScreen providerName="Google" status="failure" error="User rejected request" onRetry={noop} />
  ),
  'cross-app-screen': () => <CrossAppScreen providerAppName="Acme Games" status="pending" />,
  'telegram-screen': () => <TelegramScreen status="failure" error="Something went wrong. Try again." onRetry={noop} />,
  'allowlist-rejection-screen': () => <AllowlistRejectionScreen onCta={noop} />,
  'account-not-found-screen': () => <AccountNotFoundScreen onBack={noop} />,
  'user-limit-screen': () => <UserLimitScreen onBack={noop} />,
  'login-failed-screen': () => <LoginFailedScreen message="Could not log in with wallet" onRetry={noop} />,
  'link-email-screen': () => <LinkEmailScreen inputProps={{}} onSubmit={noop} error="Invalid email address" />,
  'update-email-screen': () => <UpdateEmailScreen inputProps={{}} onSubmit={noop} />,
  'link-phone-screen': () => <LinkPhoneScreen inputProps={{}} onSubmit={noop} />,
  'update-phone-screen': () => <UpdatePhoneScreen inputProps={{}} onSubmit={noop} />,
  'link-wallet-screen': () => (
    <LinkWalletScreen
      wallets={[
        { id: 'metamask', name: 'MetaMask' },
        { id: 'rainbow', name: 'Rainbow' },
      ]}
      onSelectWallet={noop}
    />
  ),
  'link-passkey-screen': () => (
    <LinkPasskeyScreen passkeys={[passkey('a', 2), passkey('b', 1)]} canExpand onExpand={noop} onLink={noop} />
  ),
  'link-passkey-screen:marketing': () => <LinkPasskeyScreen passkeys={[]} onLink={noop} />,
  'consent-screen': () => (
    <ConsentScreen
      termsUrl={legal.termsAndConditionsUrl}
      privacyPolicyUrl={legal.privacyPolicyUrl}
      onAccept={noop}
      onDecline={noop}
      logo={logo}
    />
  ),
  'error-screen': () => (
    <ErrorScreen title="Request failed" detail="Too many attempts." cta="Try again later" onCta={noop} onBack={noop} />
  ),
  'in-app-browser-screen': () => <InAppBrowserScreen onBack={noop} />,
  'mfa-chooser-screen': () => (
    <MfaChooserScreen
      methods={[
        { method: 'totp', isRecommended: true },
        { method: 'sms', isDisabled: true },
        { method: 'passkey', isAdded: true },
      ]}
      onSelect={noop}
    />
  ),
  'mfa-chooser-screen:intro': () => (
    <MfaChooserScreen variant="intro" methods={[{ method: 'totp', isRecommended: true }]} onSelect={noop} />
  ),
  'mfa-sms-enrollment-screen': () => <MfaSmsEnrollmentScreen step="phone" />,
  'mfa-sms-enrollment-screen:code': () => <MfaSmsEnrollmentScreen step="code" />,
  'mfa-totp-enrollment-screen': () => (
    <MfaTotpEnrollmentScreen
      step="enroll"
      authUrl="otpauth://totp/Acme:you?secret=JBSWY3DPEHPK3PXP"
      secret="JBSWY3DPEHPK3PXP"
    />
  ),
  'mfa-totp-enrollment-screen:success': () => <MfaTotpEnrollmentScreen step="success" />,
  'mfa-passkey-enrollment-screen': () => (
    <MfaPasskeyEnrollmentScreen step="list" passkeys={[passkey('a', 3), passkey('b', 2)]} showViewAll />
  ),
  'mfa-verification-screen': () => (
    <MfaVerificationScreen method="sms" error="The code you entered is not valid" onCancel={noop} />
  ),
  ...embeddedWalletGallery,
  ...crossAppGallery,
  ...fundingGallery,
  ...sendTransactionGallery,
  ...signRequestGallery,
  ...walletConnectionGallery,
}
