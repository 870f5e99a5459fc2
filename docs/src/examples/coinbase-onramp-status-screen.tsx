import { FundingLive } from './fundingLive.tsx'

/** COINBASE_ONRAMP_STATUS_SCREEN: continue to the sandbox's card on-ramp B popup, then watch the status. */
export function Example() {
  return <FundingLive methods={['coinbase-onramp']} />
}
