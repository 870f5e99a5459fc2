import { FundingLive } from './fundingLive.tsx'

/** FUNDING_MANUAL_TRANSFER_SCREEN, as after choosing 'Send to your address': the balance is polled every 2 s. */
export function Example() {
  return <FundingLive methods={['moonpay', 'external']} select="manual" />
}
