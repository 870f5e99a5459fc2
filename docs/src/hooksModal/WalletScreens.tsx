import {
  cancelMfaPrompt,
  createdWalletAddress,
  EMBEDDED_WALLET_CREATED_CLOSE_MS,
  type LoginModalNavigation,
  type PasswordStepScreen,
  passwordStepView,
  type UsePasswordViewReturn,
  useAutoClose,
  useMfa,
  useMfaVerifier,
  usePasswordView,
  useWalletConnectingStep,
  useWalletCreationStep,
  useWalletSession,
} from '@lobby/headless'
import { WithMfaPrompt } from './MfaPrompt.tsx'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

type StepProps = { navigation: LoginModalNavigation }

/** The frame's password view, where the recovery password is typed on the wallet's origin (W-2.19, W-2.22). */
function PasswordFrame({ password }: { password: UsePasswordViewReturn }) {
  if (!password.view) return <p role="alert">{password.error?.shortMessage}</p>
  return (
    <iframe
      title="Recovery password"
      data-slot="password-frame"
      src={password.view.url}
      allow="clipboard-write"
      onLoad={(event) => password.attach(event.currentTarget)}
      style={{ width: '100%', border: 0, height: password.height ?? 420 }}
    />
  )
}

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: the wallet made on login, or the password it needs first (W-2.11, W-4.13, W-6.07). */
export function WalletCreationScreen({ navigation }: StepProps) {
  const step = useWalletCreationStep(navigation)
  const password = usePasswordView({ mode: 'create' })
  if (step.form === 'password') return <PasswordFrame password={password} />
  return (
    <StatusScreen
      title={step.status === 'pending' ? 'Creating your wallet' : 'Could not create your wallet'}
      detail={step.error ?? (step.status === 'pending' ? 'This takes a few seconds.' : null)}
    >
      {step.status === 'failure' ? (
        <button type="button" className={BUTTON} onClick={step.retry}>
          Try again
        </button>
      ) : null}
    </StatusScreen>
  )
}

/** EMBEDDED_WALLET_CREATED_SCREEN: the new wallet's address, closing by itself (W-2.12, W-2.13). */
export function WalletCreatedScreen({ navigation }: StepProps) {
  const session = useWalletSession()
  const autoClose = useAutoClose(EMBEDDED_WALLET_CREATED_CLOSE_MS, navigation.close)
  return (
    <StatusScreen
      title="Your wallet is ready"
      detail={
        <code data-slot="wallet-address" className="font-mono text-xs break-all">
          {createdWalletAddress(session)}
        </code>
      }
    >
      <button
        type="button"
        className={BUTTON}
        onClick={() => {
          autoClose.cancel()
          navigation.close()
        }}
      >
        Done
      </button>
    </StatusScreen>
  )
}

/** EMBEDDED_WALLET_CONNECTING_SCREEN: the user's wallet unlocked or recovered after login, MFA first when asked (W-2.14, W-4.55). */
export function WalletConnectingScreen({ navigation }: StepProps) {
  const mfa = useMfa()
  // The app's own prompt instead of ours when it set mfa.noPromptOnMfaRequired.
  const verifyMfa = useMfaVerifier(mfa.verify)
  const step = useWalletConnectingStep(navigation, { verifyMfaToRecover: verifyMfa })
  return (
    <WithMfaPrompt mfa={mfa} onCancel={() => cancelMfaPrompt(mfa, navigation)}>
      <StatusScreen
        title={step.status === 'pending' ? 'Connecting your wallet' : 'Could not connect your wallet'}
        detail={step.error}
      >
        {step.status === 'failure' ? (
          <button type="button" className={BUTTON} onClick={step.retry}>
            Try again
          </button>
        ) : null}
      </StatusScreen>
    </WithMfaPrompt>
  )
}

/** The password screens: recovery on a new device (W-2.19, W-4.16), or the wizard the user opened (W-2.22, W-2.26); MFA first when asked. */
export function WalletPasswordScreen({ navigation, screen }: StepProps & { screen: PasswordStepScreen }) {
  const mfa = useMfa()
  const verifyMfa = useMfaVerifier(mfa.verify)
  const password = usePasswordView({ ...passwordStepView(screen, navigation), verifyMfa })
  return (
    <WithMfaPrompt mfa={mfa} onCancel={() => cancelMfaPrompt(mfa, navigation)}>
      <PasswordFrame password={password} />
    </WithMfaPrompt>
  )
}
