import { type Navigator, usePasswordWizard } from '@lobby/headless'
import { useCallback, useState } from 'react'
import { passwordWizardProps } from '@/components/lobby/screens/embedded-wallet-flow'
import type { EmbeddedWalletPasswordWizardProps } from '@/components/lobby/screens/embedded-wallet-password-wizard'
import { LiveModal } from './LiveModal.tsx'
import { SandboxApp } from './SandboxApp.tsx'

type WizardScreen = (props: Omit<EmbeddedWalletPasswordWizardProps, 'title'>) => React.ReactNode

/** The screen on the real `usePasswordWizard`; 'Set Password' here only counts, it touches no wallet. */
function Wizard({ Screen, onSet }: { Screen: WizardScreen; onSet: (password: string) => void }) {
  const wizard = usePasswordWizard({ userStarted: true, onSubmit: async (password) => onSet(password) })
  return <Screen {...passwordWizardProps(wizard)} />
}

/**
 * A password wizard screen inside the real block, on the real wizard hook: Continue, Back,
 * 'I understand' and 'Set Password' behave as in the app. A signed-in user with a wallet sets
 * a real recovery password from the Embedded wallets guide.
 */
export function PasswordWizardExample({
  screen,
  Screen,
}: {
  screen: 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN' | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'
  Screen: WizardScreen
}) {
  const [sets, setSets] = useState(0)
  const start = useCallback(
    (navigator: Navigator) => {
      navigator.open('LANDING')
      navigator.navigate(screen)
    },
    [screen],
  )
  return (
    <SandboxApp slug="all-methods">
      <p className="mb-3 text-sm" aria-live="polite">
        Passwords set in this example: {sets}
      </p>
      <LiveModal
        start={start}
        renderScreen={(shown) =>
          shown.name === screen ? <Wizard Screen={Screen} onSet={() => setSets((n) => n + 1)} /> : undefined
        }
      />
    </SandboxApp>
  )
}
