'use client'
import {
  type FundingTargetInput,
  fundingClosedText,
  type UseFundingFlowOptions,
  type UseFundingFlowReturn,
  useFundingFlow,
  useFundingTarget,
} from '@lobby/headless'
import { CoinbaseOnrampStatusScreen } from '@/components/lobby/screens/coinbase-onramp-status-screen'
import { FundingAwaitingTransferFromExternalWalletScreen } from '@/components/lobby/screens/funding-awaiting-transfer-from-external-wallet-screen'
import { FundingManualTransferScreen } from '@/components/lobby/screens/funding-manual-transfer-screen'
import { FundingMethodSelectionScreen } from '@/components/lobby/screens/funding-method-selection-screen'
import { FundingTransferFromWalletScreen } from '@/components/lobby/screens/funding-transfer-from-wallet-screen'
import { MoonpayPromptScreen } from '@/components/lobby/screens/moonpay-prompt-screen'
import { MoonpayStatusScreen } from '@/components/lobby/screens/moonpay-status-screen'

/** A funding request as a host opens the funding screens with (W-3.19), plus how to name wallets and chains. */
export type FundingFlowProps = Omit<UseFundingFlowOptions, 'address' | 'chain'> & Omit<FundingTargetInput, 'chains'>

/** Renders the screen the funding flow is on (W-2.33 to W-2.47). */
export function FundingScreen({
  flow,
  address,
  walletName,
  networkName,
}: {
  flow: UseFundingFlowReturn
  address: string
  walletName: string
  networkName: (chainId: number) => string
}) {
  switch (flow.state) {
    case 'loading':
      return null
    case 'closed':
      return (
        <p role="status" data-slot="funding-closed" className="text-center text-sm">
          {fundingClosedText(flow.error)}
        </p>
      )
    case 'FUNDING_METHOD_SELECTION_SCREEN':
      return <FundingMethodSelectionScreen flow={flow} />
    case 'MOONPAY_PROMPT_SCREEN':
      return <MoonpayPromptScreen flow={flow} />
    case 'MOONPAY_STATUS_SCREEN':
      return <MoonpayStatusScreen flow={flow} />
    case 'COINBASE_ONRAMP_STATUS_SCREEN':
      return <CoinbaseOnrampStatusScreen flow={flow} />
    case 'FUNDING_TRANSFER_FROM_WALLET_SCREEN':
      return <FundingTransferFromWalletScreen flow={flow} walletName={walletName} networkName={networkName} />
    case 'FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN':
      return (
        <FundingAwaitingTransferFromExternalWalletScreen
          flow={flow}
          walletName={walletName}
          networkName={networkName}
        />
      )
    case 'FUNDING_MANUAL_TRANSFER_SCREEN':
      return (
        <FundingManualTransferScreen
          flow={flow}
          address={address}
          networkName={networkName(flow.destination.chainId)}
        />
      )
  }
}

/**
 * The funding screens wired to `useFundingFlow`, as the lobby-modal block runs them: the app's
 * funding config, the default transport, and the user's embedded wallet unless told otherwise.
 */
export function FundingFlow({ address, chain, walletName, networkName, ...options }: FundingFlowProps) {
  const target = useFundingTarget({ address, chain, chains: options.chains, walletName, networkName })
  const flow = useFundingFlow({ ...options, address: target.address, chain: target.chain })
  return (
    <FundingScreen
      flow={flow}
      address={target.address ?? ''}
      walletName={target.walletName}
      networkName={target.networkName}
    />
  )
}
