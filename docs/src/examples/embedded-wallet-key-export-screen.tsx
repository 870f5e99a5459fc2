import type { Navigator } from '@lobby/headless'
import { EmbeddedWalletKeyExportScreen } from '@/components/lobby/screens/embedded-wallet-key-export-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'
const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_KEY_EXPORT_SCREEN', { address: ADDRESS })
const STATES = ['verifying', 'failed'] as const

/**
 * EMBEDDED_WALLET_KEY_EXPORT_SCREEN, 'Transfer wallet', before MFA passed and when it failed. A signed-in user
 * with a wallet sees the real export view through the Embedded wallets guide's live example.
 */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_KEY_EXPORT_SCREEN"
      open={open}
      states={STATES}
      render={(state) => (
        <EmbeddedWalletKeyExportScreen
          exportUrl={null}
          error={state === 'failed' ? 'Max MFA verification attempts reached' : null}
        />
      )}
    />
  )
}
