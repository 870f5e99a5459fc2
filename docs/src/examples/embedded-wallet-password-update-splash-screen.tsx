import type { Navigator } from '@lobby/headless'
import { EmbeddedWalletPasswordUpdateSplashScreen } from '@/components/lobby/screens/embedded-wallet-password-update-splash-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN')
const STATES = ['started by the user', 'required by the app'] as const

/** EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN: Cancel shows only when the user started the wizard. */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN"
      open={open}
      states={STATES}
      render={(state) => (
        <EmbeddedWalletPasswordUpdateSplashScreen
          onContinue={() => undefined}
          onCancel={state === 'started by the user' ? () => undefined : undefined}
        />
      )}
    />
  )
}
