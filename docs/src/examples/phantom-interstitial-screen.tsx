import { type Navigator, WALLET_LIST, walletAppLink } from '@lobby/headless'
import { PhantomInterstitialScreen } from '@/components/lobby/screens/phantom-interstitial-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('PHANTOM_INTERSTITIAL_SCREEN')
const STATES = ['interstitial'] as const

/** What a phone without Phantom's browser sees after picking Phantom (W-2.07, W-4.01). */
export function Example() {
  return (
    <ScreenExample
      screen="PHANTOM_INTERSTITIAL_SCREEN"
      open={open}
      states={STATES}
      render={() => (
        <PhantomInterstitialScreen
          appLink={walletAppLink('phantom', window.location.href) ?? ''}
          installUrl={WALLET_LIST.phantom.installUrl ?? ''}
        />
      )}
    />
  )
}
