import { DEFAULT_CHAIN_ID } from '../rules/chains'
import type { TransactionChain } from '../transactions/transactionChain'
import type { AppConfig } from './resolveAppConfig'

/** The settings of a send or a sign that the host may pass and the app's configuration otherwise decides. */
export type WalletActionSettings = {
  /** W-5.23 The chains a request may go to, each with its JSON-RPC URL. */
  chains: readonly TransactionChain[]
  /** W-5.22 The chain a request without one goes to. */
  defaultChainId: number
  /** W-3.13 W-4.32 Sign at once, without the approval screen. */
  noPromptOnSignature: boolean
  /** W-3.13 Wait for the receipt before reporting success. */
  waitForTransactionConfirmation: boolean
  /** W-4.31 Short funds offer 'Add funds' rather than only an error. */
  fundingEnabled: boolean
}

/**
 * A wallet action's settings: what the host passed, else the app's configuration (its chains
 * with RPC URLs, its default chain, its embedded-wallet settings, whether it enables a funding
 * method), else the spec's defaults (no chain, chain 1, prompts shown, receipts awaited, no funding).
 */
export function walletActionSettings(
  given: Partial<WalletActionSettings>,
  config: Pick<AppConfig, 'transactionChains' | 'defaultChainId' | 'walletSettings' | 'funding'> | null,
): WalletActionSettings {
  return {
    chains: given.chains ?? config?.transactionChains ?? [],
    defaultChainId: given.defaultChainId ?? config?.defaultChainId ?? DEFAULT_CHAIN_ID,
    noPromptOnSignature: given.noPromptOnSignature ?? config?.walletSettings.noPromptOnSignature ?? false,
    waitForTransactionConfirmation:
      given.waitForTransactionConfirmation ?? config?.walletSettings.waitForTransactionConfirmation ?? true,
    fundingEnabled: given.fundingEnabled ?? (config?.funding.methods.length ?? 0) > 0,
  }
}
