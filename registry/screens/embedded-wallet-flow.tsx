'use client'
import {
  authorizeInPopup,
  browserOAuthWindow,
  type OAuthReturn,
  type Screen,
  type UseMfaReturn,
  type UseModalNavigatorReturn,
  type UsePasswordViewReturn,
  useCreateWallet,
  useExportWallet,
  useMfa,
  usePasswordView,
  useRecoverWallet,
  useSetRecovery,
  useWallets,
} from '@lobby/headless'
import * as React from 'react'
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
import { MfaVerificationScreen } from '@/components/lobby/screens/mfa-verification-screen'

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
  /** The app's name, for the recovery file's name (W-9.40). */
  appName?: string | null
}

type StepProps = { navigation: EmbeddedWalletNavigation; appName?: string | null }

/** The password screens' props from `usePasswordView`: the frame's view, where the password is typed (W-2.19, W-2.22). */
export function passwordViewProps(password: UsePasswordViewReturn): Omit<EmbeddedWalletPasswordWizardProps, 'label'> {
  return {
    viewUrl: password.view?.url ?? null,
    onFrameLoad: password.attach,
    frameHeight: password.height,
    error: password.view ? null : password.error?.shortMessage,
  }
}

/** Opens a cloud drive's consent page in a popup and waits for what it sends back (W-2.21). */
async function throughDrivePopup(start: (redirectTo: string) => Promise<{ url: string }>): Promise<OAuthReturn> {
  const { url } = await start(window.location.href)
  return authorizeInPopup({ window: browserOAuthWindow(window), url })
}

/** W-4.27: the modal may be closed only when the user started the wizard. */
function useWizardCloseable(navigation: EmbeddedWalletNavigation, closeable: boolean) {
  const { setCloseable } = navigation
  React.useEffect(() => {
    setCloseable(closeable)
    return () => setCloseable(true)
  }, [setCloseable, closeable])
}

/**
 * The MFA dialog while a verification `mfa.verify()` opened waits for the user (a wallet step
 * asked for it: export, or recovery on a new device, W-4.55); else the step's own screen.
 */
function WithMfaPrompt({
  mfa,
  onCancel,
  children,
}: {
  mfa: UseMfaReturn
  onCancel(): void
  children: React.ReactNode
}) {
  const open = mfa.method !== null && !['idle', 'verified', 'canceled'].includes(mfa.state)
  // The step stays mounted under the dialog: a password view keeps the password the user typed.
  return (
    <>
      {open && mfa.method ? (
        <MfaVerificationScreen
          method={mfa.method}
          codeInput={{ onComplete: (code) => void mfa.submitCode(code).catch(() => undefined) }}
          error={mfa.message}
          isBlocked={mfa.isBlocked}
          onVerifyPasskey={() => void mfa.retryPasskey().catch(() => undefined)}
          onCancel={() => {
            mfa.cancel()
            onCancel()
          }}
        />
      ) : null}
      <div style={{ display: open ? 'none' : 'contents' }}>{children}</div>
    </>
  )
}

/**
 * EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: creates the wallet on mount, then shows it created;
 * an app that requires user-owned recovery sets the password first (W-2.11, W-4.08, W-4.13, W-6.07).
 */
function CreateStep({ navigation }: StepProps) {
  const create = useCreateWallet({ createOnMount: true })
  const password = usePasswordView({ mode: 'create' })
  useWizardCloseable(navigation, !create.needsRecoveryPassword)
  const { replace } = navigation
  React.useEffect(() => {
    if (create.state === 'created') replace('EMBEDDED_WALLET_CREATED_SCREEN')
  }, [create.state, replace])
  if (create.needsRecoveryPassword && create.state !== 'failed') {
    return <EmbeddedWalletPasswordCreateScreen {...passwordViewProps(password)} />
  }
  return (
    <EmbeddedWalletOnAccountCreateScreen
      status={create.state === 'failed' ? 'failure' : 'pending'}
      error={create.error?.shortMessage}
      onRetry={() => void create.retry().catch(() => undefined)}
      onClose={navigation.close}
    />
  )
}

/** EMBEDDED_WALLET_CREATED_SCREEN with the new wallet's address (W-2.12, W-2.13). */
function CreatedStep({ navigation }: StepProps) {
  const create = useCreateWallet()
  const { wallets } = useWallets()
  return (
    <EmbeddedWalletCreatedScreen address={create.address ?? wallets[0]?.address ?? ''} onClose={navigation.close} />
  )
}

/**
 * EMBEDDED_WALLET_CONNECTING_SCREEN: unlocks the wallet, then closes or opens its recovery screen
 * (W-2.14, W-4.14 to W-4.16); an MFA user recovering on a new device verifies MFA first (W-4.55).
 */
function ConnectingStep({ navigation }: StepProps) {
  const mfa = useMfa()
  const wallets = useWallets({ verifyMfaToRecover: mfa.verify })
  const { replace, close } = navigation
  const recoveryScreen = wallets.pendingRecovery?.screen
  const connected = wallets.wallets.length > 0 && wallets.ready
  React.useEffect(() => {
    if (recoveryScreen) replace(recoveryScreen)
    else if (connected) close()
  }, [recoveryScreen, connected, replace, close])
  return (
    <WithMfaPrompt mfa={mfa} onCancel={close}>
      <EmbeddedWalletConnectingScreen
        status={wallets.error ? 'failure' : 'pending'}
        error={wallets.error?.shortMessage}
        onRetry={() => void wallets.connect().catch(() => undefined)}
        onClose={close}
      />
    </WithMfaPrompt>
  )
}

/**
 * EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: recovers with the password (MFA verified first when
 * asked, W-4.55), then closes (W-2.19, W-2.20, W-8.25, W-8.26).
 */
function PasswordRecoveryStep({ navigation }: StepProps) {
  const mfa = useMfa()
  const password = usePasswordView({ mode: 'recover', verifyMfa: mfa.verify, onDone: navigation.close })
  return (
    <WithMfaPrompt mfa={mfa} onCancel={navigation.close}>
      <EmbeddedWalletPasswordRecoveryScreen {...passwordViewProps(password)} />
    </WithMfaPrompt>
  )
}

/**
 * EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN: the drive's sign-in in a popup, then the wallet recovered
 * (MFA verified first when asked, W-4.55) (W-2.21, W-5.17 to W-5.19).
 */
function RecoveryOAuthStep({ navigation }: StepProps) {
  const mfa = useMfa()
  const recover = useRecoverWallet({ verifyMfa: mfa.verify })
  const [failed, setFailed] = React.useState<string | null>(null)
  const provider = recover.pendingRecovery?.recoveryMethod === 'icloud' ? 'icloud' : 'google-drive'
  const run = async () => {
    setFailed(null)
    try {
      const returned = await throughDrivePopup((redirectTo) => recover.startCloudRecovery(provider, { redirectTo }))
      if (await recover.completeCloudRecovery(returned)) navigation.close()
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }
  const error = recover.error?.shortMessage ?? failed
  return (
    <WithMfaPrompt mfa={mfa} onCancel={navigation.close}>
      <EmbeddedWalletRecoveryOAuthScreen
        provider={provider}
        status={error ? 'failure' : 'pending'}
        error={error}
        onContinue={() => void run()}
      />
    </WithMfaPrompt>
  )
}

/** EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN: a password goes to the wizard, a drive backs up through its sign-in (W-2.15, W-2.16). */
function RecoverySelectionStep({ navigation }: StepProps) {
  const setRecovery = useSetRecovery()
  const recover = useRecoverWallet()
  const [failed, setFailed] = React.useState<string | null>(null)
  const select = async (method: (typeof setRecovery.options)[number]) => {
    setFailed(null)
    if (method === 'user-passcode') return navigation.navigate(setRecovery.screenFor({ legacy: true }))
    try {
      const returned = await throughDrivePopup((redirectTo) => setRecovery.startCloudBackup(method, { redirectTo }))
      if (await recover.completeCloudRecovery(returned)) navigation.close()
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <EmbeddedWalletRecoverySelectionScreen
      methods={setRecovery.options}
      isPending={setRecovery.isPending || recover.isPending}
      error={setRecovery.error?.shortMessage ?? recover.error?.shortMessage ?? failed}
      onSelect={(method) => void select(method)}
    />
  )
}

/** EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN (W-2.17, W-2.18). */
function SetAutomaticRecoveryStep({ navigation }: StepProps) {
  const setRecovery = useSetRecovery()
  return (
    <EmbeddedWalletSetAutomaticRecoveryScreen
      isPending={setRecovery.isPending}
      error={setRecovery.error?.shortMessage}
      onConfirm={() => void setRecovery.setAutomaticRecovery().then((done) => (done ? navigation.close() : undefined))}
      onMoreOptions={() => navigation.navigate('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')}
    />
  )
}

/** EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN / _UPDATE_SCREEN opened by the user: the wizard sets the password (W-2.22). */
function PasswordWizardStep({ navigation, update }: StepProps & { update: boolean }) {
  const password = usePasswordView({ mode: 'update', userStarted: true, replacing: update, onClose: navigation.close })
  const Step = update ? EmbeddedWalletPasswordUpdateScreen : EmbeddedWalletPasswordCreateScreen
  return <Step {...passwordViewProps(password)} />
}

/**
 * EMBEDDED_WALLET_KEY_EXPORT_SCREEN: MFA first, always (the MFA dialog while it waits for a
 * code), then the frame's export view, which shows the key on its own origin (W-2.31, W-2.32, W-4.55).
 */
function KeyExportStep({ navigation, address }: StepProps & { address: string }) {
  const mfa = useMfa()
  const exporter = useExportWallet({ verifyMfa: mfa.verify })
  const { exportWallet, keyExport } = exporter
  // Once per mount, StrictMode's second effect run included: a second MFA prompt cancels the first.
  const started = React.useRef(false)
  React.useEffect(() => {
    if (started.current) return
    started.current = true
    void exportWallet(address || undefined)
  }, [exportWallet, address])
  // The MFA dialog shows while a verification runs: before the view, or again when the view asks (W-4.55).
  return (
    <WithMfaPrompt mfa={mfa} onCancel={navigation.close}>
      <EmbeddedWalletKeyExportScreen
        exportUrl={keyExport?.url ?? null}
        error={exporter.error?.shortMessage}
        onFrameLoad={(frame) => void exporter.authorizeView(frame)}
        onClose={navigation.close}
      />
    </WithMfaPrompt>
  )
}

/**
 * The embedded-wallet screens of the lobby-modal block, with their hooks. The block loads this
 * file lazily, so the wallet code is fetched only when a wallet screen opens.
 */
export function EmbeddedWalletFlow({ screen, navigation, appName }: EmbeddedWalletFlowProps) {
  const step = { navigation, appName }
  switch (screen.name) {
    case 'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN':
      return <CreateStep {...step} />
    case 'EMBEDDED_WALLET_CREATED_SCREEN':
      return <CreatedStep {...step} />
    case 'EMBEDDED_WALLET_CONNECTING_SCREEN':
      return <ConnectingStep {...step} />
    case 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN':
      return <PasswordRecoveryStep {...step} />
    case 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN':
      return <RecoveryOAuthStep {...step} />
    case 'EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN':
      return <RecoverySelectionStep {...step} />
    case 'EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN':
      return <SetAutomaticRecoveryStep {...step} />
    case 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN':
      return <PasswordWizardStep {...step} update={false} />
    case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN':
      return <PasswordWizardStep {...step} update />
    case 'EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN':
      return (
        <EmbeddedWalletPasswordUpdateSplashScreen
          onContinue={() => navigation.replace('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN')}
          onCancel={navigation.close}
        />
      )
    case 'EMBEDDED_WALLET_KEY_EXPORT_SCREEN':
      return <KeyExportStep {...step} address={screen.params.address} />
    default:
      return null
  }
}
