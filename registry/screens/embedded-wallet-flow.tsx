'use client'
import {
  cancelMfaPrompt,
  finishWalletCreated,
  type PasswordStepScreen,
  passwordStepView,
  passwordUpdateSplash,
  type Screen,
  type UseModalNavigatorReturn,
  type UsePasswordViewReturn,
  useAutomaticRecoveryStep,
  useCloudRecoveryStep,
  useCreatedWalletAddress,
  useKeyExportStep,
  useMfa,
  useMfaVerifier,
  usePasswordView,
  useRecoverySelectionStep,
  useWalletConnectingStep,
  useWalletCreationStep,
  useWalletSession,
} from '@lobby/headless'
import { EmbeddedWalletConnectingScreen } from '@/components/lobby/screens/embedded-wallet-connecting-screen'
import { EmbeddedWalletCreatedScreen } from '@/components/lobby/screens/embedded-wallet-created-screen'
import { EmbeddedWalletKeyExportScreen } from '@/components/lobby/screens/embedded-wallet-key-export-screen'
import { EmbeddedWalletOnAccountCreateScreen } from '@/components/lobby/screens/embedded-wallet-on-account-create-screen'
import { EmbeddedWalletPasswordCreateScreen } from '@/components/lobby/screens/embedded-wallet-password-create-screen'
import { EmbeddedWalletPasswordRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-password-recovery-screen'
import { EmbeddedWalletPasswordUpdateScreen } from '@/components/lobby/screens/embedded-wallet-password-update-screen'
import { EmbeddedWalletPasswordUpdateSplashScreen } from '@/components/lobby/screens/embedded-wallet-password-update-splash-screen'
import type { EmbeddedWalletPasswordWizardProps } from '@/components/lobby/screens/embedded-wallet-password-wizard'
import { EmbeddedWalletRecoveryOAuthScreen } from '@/components/lobby/screens/embedded-wallet-recovery-oauth-screen'
import { EmbeddedWalletRecoverySelectionScreen } from '@/components/lobby/screens/embedded-wallet-recovery-selection-screen'
import { EmbeddedWalletSetAutomaticRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-set-automatic-recovery-screen'
import { MfaVerificationPrompt } from '@/components/lobby/screens/mfa-verification-screen'

/** The navigator commands the wallet steps move with (the block's `useModalNavigator`). */
export type EmbeddedWalletNavigation = Pick<
  UseModalNavigatorReturn,
  'replace' | 'navigate' | 'close' | 'back' | 'setCloseable'
>

/** Props of `EmbeddedWalletFlow`. */
export type EmbeddedWalletFlowProps = {
  /** The navigator's current screen; screens that are not the embedded wallet's render nothing. */
  screen: Screen
  navigation: EmbeddedWalletNavigation
  /** Kept for compatibility: the frame's password view names the recovery file itself. */
  appName?: string | null
}

type StepProps = { navigation: EmbeddedWalletNavigation }

/** The password screens' props from `usePasswordView`: the frame's view, where the password is typed (W-2.19, W-2.22). */
export function passwordViewProps(password: UsePasswordViewReturn): Omit<EmbeddedWalletPasswordWizardProps, 'label'> {
  return {
    viewUrl: password.view?.url ?? null,
    onFrameLoad: password.attach,
    frameHeight: password.height,
    error: password.view ? null : password.error?.shortMessage,
  }
}

function CreateStep({ navigation }: StepProps) {
  const step = useWalletCreationStep(navigation)
  const password = usePasswordView({ mode: 'create' })
  if (step.form === 'password') return <EmbeddedWalletPasswordCreateScreen {...passwordViewProps(password)} />
  return (
    <EmbeddedWalletOnAccountCreateScreen
      status={step.status}
      error={step.error}
      onRetry={step.retry}
      onClose={step.close}
    />
  )
}

function CreatedStep({ navigation }: StepProps) {
  const session = useWalletSession()
  return (
    <EmbeddedWalletCreatedScreen
      address={useCreatedWalletAddress()}
      onClose={() => finishWalletCreated(session, navigation)}
    />
  )
}

function ConnectingStep({ navigation }: StepProps) {
  const mfa = useMfa()
  // The app's own prompt instead of ours when it set mfa.noPromptOnMfaRequired.
  const verifyMfa = useMfaVerifier(mfa.verify)
  const step = useWalletConnectingStep(navigation, { verifyMfaToRecover: verifyMfa })
  return (
    <MfaVerificationPrompt mfa={mfa} onCancel={() => cancelMfaPrompt(mfa, navigation)}>
      <EmbeddedWalletConnectingScreen
        status={step.status}
        error={step.error}
        onRetry={step.retry}
        onClose={step.close}
      />
    </MfaVerificationPrompt>
  )
}

function PasswordStep({ navigation, screen }: StepProps & { screen: PasswordStepScreen }) {
  const mfa = useMfa()
  const verifyMfa = useMfaVerifier(mfa.verify)
  const password = usePasswordView({ ...passwordStepView(screen, navigation), verifyMfa })
  const Step = {
    EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN: EmbeddedWalletPasswordCreateScreen,
    EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: EmbeddedWalletPasswordUpdateScreen,
    EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: EmbeddedWalletPasswordRecoveryScreen,
  }[screen]
  return (
    <MfaVerificationPrompt mfa={mfa} onCancel={() => cancelMfaPrompt(mfa, navigation)}>
      <Step {...passwordViewProps(password)} />
    </MfaVerificationPrompt>
  )
}

function RecoveryOAuthStep({ navigation }: StepProps) {
  const mfa = useMfa()
  const verifyMfa = useMfaVerifier(mfa.verify)
  const step = useCloudRecoveryStep(navigation, { verifyMfa })
  return (
    <MfaVerificationPrompt mfa={mfa} onCancel={() => cancelMfaPrompt(mfa, navigation)}>
      <EmbeddedWalletRecoveryOAuthScreen
        provider={step.provider}
        status={step.status}
        error={step.error}
        onContinue={step.continue}
      />
    </MfaVerificationPrompt>
  )
}

function RecoverySelectionStep({ navigation }: StepProps) {
  const step = useRecoverySelectionStep(navigation)
  return (
    <EmbeddedWalletRecoverySelectionScreen
      methods={step.options}
      isPending={step.isPending}
      error={step.error}
      onSelect={step.select}
    />
  )
}

function SetAutomaticRecoveryStep({ navigation }: StepProps) {
  const step = useAutomaticRecoveryStep(navigation)
  return (
    <EmbeddedWalletSetAutomaticRecoveryScreen
      isPending={step.isPending}
      error={step.error}
      onConfirm={step.confirm}
      onMoreOptions={step.moreOptions}
    />
  )
}

function SplashStep({ navigation }: StepProps) {
  const splash = passwordUpdateSplash(navigation)
  return <EmbeddedWalletPasswordUpdateSplashScreen onContinue={splash.continue} onCancel={splash.cancel} />
}

function KeyExportStep({ navigation, address }: StepProps & { address: string }) {
  const mfa = useMfa()
  const verifyMfa = useMfaVerifier(mfa.verify)
  const step = useKeyExportStep(navigation, { address, verifyMfa })
  return (
    <MfaVerificationPrompt mfa={mfa} onCancel={() => cancelMfaPrompt(mfa, navigation)}>
      <EmbeddedWalletKeyExportScreen
        exportUrl={step.exportUrl}
        error={step.error}
        onFrameLoad={step.authorizeView}
        onClose={step.close}
      />
    </MfaVerificationPrompt>
  )
}

/**
 * The embedded-wallet screens of the lobby-modal block: each screen's component on its core
 * step (`@lobby/headless`'s wallet step hooks), which holds every rule. The block loads this
 * file lazily, so the wallet code is fetched only when a wallet screen opens.
 */
export function EmbeddedWalletFlow({ screen, navigation }: EmbeddedWalletFlowProps) {
  switch (screen.name) {
    case 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN':
      return <CreateStep navigation={navigation} />
    case 'EMBEDDED_WALLET_CREATED_SCREEN':
      return <CreatedStep navigation={navigation} />
    case 'EMBEDDED_WALLET_CONNECTING_SCREEN':
      return <ConnectingStep navigation={navigation} />
    case 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN':
    case 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN':
    case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN':
      return <PasswordStep key={screen.name} navigation={navigation} screen={screen.name} />
    case 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN':
      return <RecoveryOAuthStep navigation={navigation} />
    case 'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN':
      return <RecoverySelectionStep navigation={navigation} />
    case 'EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN':
      return <SetAutomaticRecoveryStep navigation={navigation} />
    case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN':
      return <SplashStep navigation={navigation} />
    case 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN':
      return <KeyExportStep navigation={navigation} address={screen.params.address} />
    default:
      return null
  }
}
