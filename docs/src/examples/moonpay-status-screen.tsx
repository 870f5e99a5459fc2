import { onRampStatusView } from '@lobby/headless'
import { MoonpayStatusScreen } from '@/components/lobby/screens/moonpay-status-screen'
import { FundingPreview, previewFlow } from './fundingLive.tsx'

const STATES = ['pending', 'waitingAuthorization', 'completed', 'serviceFailure'] as const

/**
 * MOONPAY_STATUS_SCREEN in each card on-ramp A status; the prompt page runs the whole purchase live
 * on the sandbox's on-ramp.
 */
export function Example() {
  return (
    <FundingPreview
      screen="MOONPAY_STATUS_SCREEN"
      states={STATES}
      render={(state) => (
        <MoonpayStatusScreen flow={previewFlow({ step: 'polling', onRampStatus: onRampStatusView(state) })} />
      )}
    />
  )
}
