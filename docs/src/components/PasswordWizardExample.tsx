import { type Navigator, usePasswordView } from '@lobby/headless'
import { useCallback } from 'react'
import { passwordViewProps } from '@/components/lobby/screens/embedded-wallet-flow'
import type { EmbeddedWalletPasswordWizardProps } from '@/components/lobby/screens/embedded-wallet-password-wizard'
import { LiveModal } from './LiveModal.tsx'
import { SandboxApp } from './SandboxApp.tsx'

type PasswordScreen = (props: Omit<EmbeddedWalletPasswordWizardProps, 'label'>) => React.ReactNode

/** The screen on the real `usePasswordView`: the password is typed in the wallet frame's view. */
function View({ Screen, mode, replacing }: { Screen: PasswordScreen; mode: 'update' | 'recover'; replacing: boolean }) {
  const password = usePasswordView({ mode, userStarted: true, replacing })
  return <Screen {...passwordViewProps(password)} />
}

/**
 * A password screen inside the real block, on the frame's password view: the wizard's Continue,
 * Back, 'I understand' and 'Set Password', or the recovery field, behave as in the app. A
 * signed-in user with a wallet sets a real recovery password from the Embedded wallets guide.
 */
export function PasswordWizardExample({
  screen,
  Screen,
}: {
  screen:
    | 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN'
    | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'
    | 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN'
  Screen: PasswordScreen
}) {
  const start = useCallback(
    (navigator: Navigator) => {
      navigator.open('LANDING')
      navigator.navigate(screen)
    },
    [screen],
  )
  const mode = screen === 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN' ? 'recover' : 'update'
  return (
    <SandboxApp slug="all-methods">
      <LiveModal
        start={start}
        renderScreen={(shown) =>
          shown.name === screen ? (
            <View Screen={Screen} mode={mode} replacing={screen === 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'} />
          ) : undefined
        }
      />
    </SandboxApp>
  )
}
