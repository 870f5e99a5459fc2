import { FundingLive } from './fundingLive.tsx'

/** FUNDING_TRANSFER_FROM_WALLET_SCREEN, opened directly as the only method: a direct send, else a bridge from another chain. */
export function Example() {
  return <FundingLive methods={['external']} />
}
