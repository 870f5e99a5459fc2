import { WALLET_LIST, walletAppLink } from '@lobby/headless'
import { PhantomInterstitialScreen } from '@/components/lobby/screens/phantom-interstitial-screen'

/** What a phone without Phantom's browser sees after picking Phantom (W-4.01). */
export function Example() {
  return (
    <div className="mx-auto max-w-sm rounded-xl border border-neutral-200 p-6">
      <PhantomInterstitialScreen
        appLink={walletAppLink('phantom', window.location.href) ?? ''}
        installUrl={WALLET_LIST.phantom.installUrl ?? ''}
      />
    </div>
  )
}
