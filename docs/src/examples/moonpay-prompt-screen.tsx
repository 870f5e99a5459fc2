import { FundingLive } from './fundingLive.tsx'

/** MOONPAY_PROMPT_SCREEN, opened directly as the only method: continue to the sandbox's card on-ramp A page. */
export function Example() {
  return <FundingLive methods={['moonpay']} />
}
