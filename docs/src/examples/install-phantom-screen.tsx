import { WALLET_LIST } from '@lobby/headless'
import { InstallPhantomScreen } from '@/components/lobby/screens/install-phantom-screen'

/** What a desktop browser without Phantom sees after picking Phantom (W-4.01), with the reload button (W-2.09). */
export function Example() {
  return (
    <div className="mx-auto max-w-sm rounded-xl border border-neutral-200 p-6">
      <InstallPhantomScreen installUrl={WALLET_LIST.phantom.installUrl ?? ''} />
    </div>
  )
}
