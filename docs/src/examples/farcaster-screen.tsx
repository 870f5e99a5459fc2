import type { Navigator } from '@lobby/headless'
import { FarcasterScreen } from '@/components/lobby/screens/farcaster-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'
import { sandboxUrl } from '../sandbox.ts'

const open = (navigator: Navigator) => navigator.navigate('AWAITING_FARCASTER_CONNECTION')
const STATES = ['connection', 'signer'] as const

/** AWAITING_FARCASTER_CONNECTION and AWAITING_FARCASTER_SIGNER: the QR code and the link to open. */
export function Example() {
  return (
    <ScreenExample
      screen="AWAITING_FARCASTER_CONNECTION"
      open={open}
      states={STATES}
      render={(step) => <FarcasterScreen step={step} url={`${sandboxUrl}/_sandbox/farcaster/connect?channel=docs`} />}
    />
  )
}
