'use client'
import { type Screen, type UseModalNavigatorReturn, useCreateWallet, useWallets } from '@lobby/headless'
import * as React from 'react'
import { EmbeddedWalletConnectingScreen } from '@/components/lobby/screens/embedded-wallet-connecting-screen'
import { EmbeddedWalletCreatedScreen } from '@/components/lobby/screens/embedded-wallet-created-screen'
import { EmbeddedWalletOnAccountCreateScreen } from '@/components/lobby/screens/embedded-wallet-on-account-create-screen'

/** The navigator commands the wallet steps move with (the block's `useModalNavigator`). */
export type EmbeddedWalletNavigation = Pick<UseModalNavigatorReturn, 'replace' | 'navigate' | 'close' | 'back'>

/** Props of `EmbeddedWalletFlow`. */
export type EmbeddedWalletFlowProps = {
  /** The navigator's current screen; screens that are not the embedded wallet's render nothing. */
  screen: Screen
  navigation: EmbeddedWalletNavigation
  /** The app's name, for the recovery file's name. */
  appName?: string | null
}

/** EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN: creates the wallet on mount, then shows it created (W-2.11, W-4.08, W-4.13). */
function CreateStep({ navigation }: { navigation: EmbeddedWalletNavigation }) {
  const create = useCreateWallet({ createOnMount: true })
  const { replace } = navigation
  React.useEffect(() => {
    if (create.state === 'created') replace('EMBEDDED_WALLET_CREATED_SCREEN')
  }, [create.state, replace])
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
function CreatedStep({ navigation }: { navigation: EmbeddedWalletNavigation }) {
  const create = useCreateWallet()
  const { wallets } = useWallets()
  const address = create.address ?? wallets[0]?.address ?? ''
  return <EmbeddedWalletCreatedScreen address={address} onClose={navigation.close} />
}

/** EMBEDDED_WALLET_CONNECTING_SCREEN: unlocks the wallet, then closes or opens its recovery screen (W-2.14, W-4.14 to W-4.16). */
function ConnectingStep({ navigation }: { navigation: EmbeddedWalletNavigation }) {
  const wallets = useWallets()
  const { replace, close } = navigation
  const recoveryScreen = wallets.pendingRecovery?.screen
  const connected = wallets.wallets.length > 0 && wallets.ready
  React.useEffect(() => {
    if (recoveryScreen) replace(recoveryScreen)
    else if (connected) close()
  }, [recoveryScreen, connected, replace, close])
  return (
    <EmbeddedWalletConnectingScreen
      status={wallets.error ? 'failure' : 'pending'}
      error={wallets.error?.shortMessage}
      onRetry={() => void wallets.connect().catch(() => undefined)}
      onClose={close}
    />
  )
}

/**
 * The embedded-wallet screens of the lobby-modal block, with their hooks. The block loads this
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
    default:
      return null
  }
}
