import { FundingAwaitingTransferFromExternalWalletScreen } from '@/components/lobby/screens/funding-awaiting-transfer-from-external-wallet-screen'
import { FundingPreview, previewFlow } from './fundingLive.tsx'

const STATES = ['confirming', 'bridging', 'sent'] as const
const ADDRESS = '0x00000000000000000000000000000000000a11ce'
const bridge = {
  from: ADDRESS,
  to: ADDRESS,
  value: 51_000_000_000_000_000n,
  chainId: 8453,
  data: '0x',
  fee: 1_000_000_000_000_000n,
}
const networkName = (chainId: number) => (chainId === 8453 ? 'Base (sandbox)' : 'Ethereum (sandbox)')

/**
 * FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN while the wallet sends: Confirming for a
 * direct send, Bridging for a route from another chain, then sent. The transfer page runs it live.
 */
export function Example() {
  return (
    <FundingPreview
      screen="FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN"
      states={STATES}
      render={(state) => (
        <FundingAwaitingTransferFromExternalWalletScreen
          flow={previewFlow(
            state === 'confirming'
              ? { step: 'sending' }
              : {
                  step: state === 'sent' ? 'success' : 'bridging',
                  transferTitle: 'Bridging',
                  bridge,
                  estimatedFee: 1_000_000_000_000_000n,
                },
          )}
          walletName="Lobby Test Wallet"
          networkName={networkName}
        />
      )}
    />
  )
}
