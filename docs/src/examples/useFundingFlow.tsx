import { FundingLive } from './fundingLive.tsx'

/** `useFundingFlow` with its default transport on the sandbox, its screens from the registry. */
export function Example() {
  return <FundingLive methods={['moonpay', 'coinbase-onramp', 'external']} />
}
