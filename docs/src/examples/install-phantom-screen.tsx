import { type Navigator, WALLET_LIST } from '@lobby/headless'
import { InstallPhantomScreen } from '@/components/lobby/screens/install-phantom-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('INSTALL_PHANTOM_SCREEN')
const STATES = ['install'] as const

/** What a desktop browser without Phantom sees after picking Phantom (W-2.07, W-4.01), with its reload button (W-2.09). */
export function Example() {
  return (
    <ScreenExample
      screen="INSTALL_PHANTOM_SCREEN"
      open={open}
      states={STATES}
      render={() => <InstallPhantomScreen installUrl={WALLET_LIST.phantom.installUrl ?? ''} />}
    />
  )
}
