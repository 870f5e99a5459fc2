import { FundingLive } from './fundingLive.tsx'

/** FUNDING_METHOD_SELECTION_SCREEN: the amount and every funding method; pick one to go on. */
export function Example() {
  return <FundingLive methods={['moonpay', 'coinbase-onramp', 'external']} />
}
