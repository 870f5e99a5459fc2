import { ERROR_TEXTS, type Navigator } from '@lobby/headless'
import { EmbeddedWalletPasswordRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-password-recovery-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN')
const STATES = ['entering', 'wrong password', 'other error'] as const

/** EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN: Recover stays disabled until something is typed. */
export function Example() {
  return (
    <ScreenExample
      screen="EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN"
      open={open}
      states={STATES}
      render={(state, setState) => (
        <EmbeddedWalletPasswordRecoveryScreen
          error={
            state === 'wrong password'
              ? ERROR_TEXTS.invalidRecoveryPassword
              : state === 'other error'
                ? ERROR_TEXTS.recoveryFailed
                : null
          }
          onRecover={() => setState('wrong password')}
        />
      )}
    />
  )
}
