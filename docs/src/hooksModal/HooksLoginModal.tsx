import { ERROR_TEXTS, type UseLoginModalOptions, type UseLoginModalReturn, useLoginModal } from '@lobby/headless'
import type { ReactNode } from 'react'
import { AllowlistScreen } from './AllowlistScreen.tsx'
import { CaptchaScreen, CaptchaWidget } from './CaptchaScreen.tsx'
import { CodeScreen } from './CodeScreen.tsx'
import { ConsentScreen } from './ConsentScreen.tsx'
import { CrossAppScreen } from './CrossAppScreen.tsx'
import { ErrorScreen } from './ErrorScreen.tsx'
import { FarcasterScreen } from './FarcasterScreen.tsx'
import { InAppBrowserScreen } from './InAppBrowserScreen.tsx'
import { LandingScreen } from './LandingScreen.tsx'
import { MfaEnrollmentScreen } from './MfaEnrollmentScreen.tsx'
import { ModalFrame } from './ModalFrame.tsx'
import { OAuthScreen } from './OAuthScreen.tsx'
import { PasskeyScreen } from './PasskeyScreen.tsx'
import { SendScreen } from './SendScreen.tsx'
import { SignScreen } from './SignScreen.tsx'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'
import { TelegramScreen } from './TelegramScreen.tsx'
import {
  WalletConnectingScreen,
  WalletCreatedScreen,
  WalletCreationScreen,
  WalletPasswordScreen,
} from './WalletScreens.tsx'

/** The screen shown, from its section of the modal's view; null for a screen this modal does not draw. */
function CurrentScreen({ modal }: { modal: UseLoginModalReturn }): ReactNode {
  const { navigation } = modal
  switch (modal.screen?.name) {
    case 'LANDING':
    case 'CONNECT_OR_CREATE':
      return modal.landing ? <LandingScreen landing={modal.landing} /> : null
    case 'CAPTCHA_SCREEN':
      return <CaptchaScreen captcha={modal.captcha} />
    case 'AWAITING_PASSWORDLESS_CODE':
      return modal.code ? <CodeScreen code={modal.code} /> : null
    case 'AWAITING_OAUTH_SCREEN':
      return modal.oauth ? <OAuthScreen oauth={modal.oauth} /> : null
    case 'CROSS_APP_AUTH_SCREEN':
      return modal.crossApp ? <CrossAppScreen crossApp={modal.crossApp} /> : null
    case 'AWAITING_FARCASTER_CONNECTION':
      return modal.farcaster ? <FarcasterScreen farcaster={modal.farcaster} /> : null
    case 'TELEGRAM_AUTH_SCREEN':
      return modal.telegram ? <TelegramScreen telegram={modal.telegram} /> : null
    case 'AWAITING_PASSKEY_SYSTEM_DIALOGUE':
      return modal.passkey ? <PasskeyScreen passkey={modal.passkey} /> : null
    case 'AFFIRMATIVE_CONSENT_SCREEN':
      return modal.consent ? <ConsentScreen consent={modal.consent} /> : null
    case 'ERROR_SCREEN':
      return modal.error ? <ErrorScreen error={modal.error} /> : null
    case 'ALLOWLIST_REJECTION_SCREEN':
      return modal.allowlist ? <AllowlistScreen allowlist={modal.allowlist} /> : null
    case 'IN_APP_BROWSER_SCREEN':
      return modal.inAppBrowser ? <InAppBrowserScreen inAppBrowser={modal.inAppBrowser} /> : null
    case 'ACCOUNT_NOT_FOUND_SCREEN':
      return (
        <StatusScreen title={ERROR_TEXTS.accountNotFound} detail="No account matches these details in this app.">
          <button type="button" className={BUTTON} onClick={modal.toLanding}>
            Try another account
          </button>
        </StatusScreen>
      )
    case 'USER_LIMIT_REACHED_SCREEN':
      return (
        <StatusScreen title="User limit reached" detail={ERROR_TEXTS.userLimitReached}>
          <button type="button" className={BUTTON} onClick={modal.toLanding}>
            Back
          </button>
        </StatusScreen>
      )
    case 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN':
      return <WalletCreationScreen navigation={navigation} />
    case 'EMBEDDED_WALLET_CREATED_SCREEN':
      return <WalletCreatedScreen navigation={navigation} />
    case 'EMBEDDED_WALLET_CONNECTING_SCREEN':
      return <WalletConnectingScreen navigation={navigation} />
    case 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN':
    case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN':
    case 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN':
      // Keyed: each screen prepares its own view once.
      return <WalletPasswordScreen key={modal.screen.name} navigation={navigation} screen={modal.screen.name} />
    case 'MFA_ENROLLMENT_FLOW_SCREEN':
      return <MfaEnrollmentScreen onDone={modal.close} />
    case 'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN':
      return modal.prompt?.kind === 'sign' ? <SignScreen flow={modal.prompt.flow} /> : null
    case 'EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN':
      return modal.prompt?.kind === 'send' ? <SendScreen flow={modal.prompt.flow} /> : null
    default:
      return null
  }
}

/** Props of `HooksLoginModal`: `useLoginModal`'s options. */
export type HooksLoginModalProps = UseLoginModalOptions

/**
 * A whole login modal on `@lobby/headless` alone: `useLoginModal` decides which screen shows and
 * holds every rule; this file and its screens only draw plain HTML and forward events.
 */
export function HooksLoginModal(options: HooksLoginModalProps) {
  const modal = useLoginModal(options)
  return (
    <ModalFrame modal={modal}>
      <CurrentScreen modal={modal} />
      <CaptchaWidget captcha={modal.captcha} />
    </ModalFrame>
  )
}
