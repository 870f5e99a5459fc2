import type { Navigator } from '@lobby/headless'
import { useState } from 'react'
import { EmbeddedWalletCreatedScreen } from '@/components/lobby/screens/embedded-wallet-created-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_CREATED_SCREEN')
const STATES = ['created'] as const

/** EMBEDDED_WALLET_CREATED_SCREEN: it closes itself after 2500 ms; here the close is counted instead. */
export function Example() {
  const [closes, setCloses] = useState(0)
  return (
    <>
      <p className="mb-3 text-sm" aria-live="polite">
        Closed {closes} time{closes === 1 ? '' : 's'} (the screen calls <code>onClose</code> 2500 ms after it shows).
      </p>
      <ScreenExample
        screen="EMBEDDED_WALLET_CREATED_SCREEN"
        open={open}
        states={STATES}
        render={() => (
          <EmbeddedWalletCreatedScreen
            address="0x8ba1f109551bD432803012645Ac136ddd64DBA72"
            onClose={() => setCloses((n) => n + 1)}
          />
        )}
      />
    </>
  )
}
