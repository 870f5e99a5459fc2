import { getEmbeddedWallets } from '../embeddedWallets'
import type { WalletSession } from '../walletSession'
import type { WalletStepNavigation } from './walletStep'

/** EMBEDDED_WALLET_CREATED_SCREEN (W-2.12, W-2.13): the wallet just created, else the user's first one. */
export function createdWalletAddress(session: WalletSession): string {
  return (
    session.store.getSnapshot().creation.address ??
    getEmbeddedWallets(session.client.store.getSnapshot().user, 'ethereum')[0]?.address ??
    ''
  )
}

/**
 * W-2.13, W-3.16 Where EMBEDDED_WALLET_CREATED_SCREEN goes when it is done (its 2500 ms, or Done):
 * the funding method selection when the app prompts funding on wallet creation
 * (promptFundingOnWalletCreation) and offers a funding method, else the modal closes.
 */
export function finishWalletCreated(
  session: WalletSession,
  navigation: Pick<WalletStepNavigation, 'replace' | 'close'>,
): void {
  const funding = session.client.store.getSnapshot().config?.funding
  if (funding?.promptFundingOnWalletCreation && funding.methods.length > 0)
    navigation.replace('FUNDING_METHOD_SELECTION_SCREEN')
  else navigation.close()
}
