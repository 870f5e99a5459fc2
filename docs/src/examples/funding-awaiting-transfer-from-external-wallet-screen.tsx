import { FundingLive } from './fundingLive.tsx'

/** FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN: confirm the transfer to see it while the wallet sends. */
export function Example() {
  return <FundingLive methods={['external']} />
}
