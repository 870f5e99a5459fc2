import { FundingLive } from './fundingLive.tsx'

/** MOONPAY_STATUS_SCREEN: continue, pay on the sandbox's on-ramp page, and watch the status. */
export function Example() {
  return <FundingLive methods={['moonpay']} />
}
