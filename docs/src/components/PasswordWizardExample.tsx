import { generateRecoveryPassword, type Navigator } from '@lobby/headless'
import { useCallback, useState } from 'react'
import type {
  EmbeddedWalletPasswordWizardProps,
  PasswordWizardStep,
} from '@/components/lobby/screens/embedded-wallet-password-wizard'
import { ScreenExample } from './ScreenExample.tsx'

const STEPS: readonly PasswordWizardStep[] = ['creating', 'saving', 'confirming', 'finalizing', 'done']

/**
 * A password wizard screen inside the real block, its steps driven as the wizard flow drives
 * them: Continue moves on, Back goes back, 'Set Password' ends on 'Success'. No wallet is touched.
 */
export function PasswordWizardExample({
  screen,
  Screen,
}: {
  screen: 'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN' | 'EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN'
  Screen: (props: Omit<EmbeddedWalletPasswordWizardProps, 'title'>) => React.ReactNode
}) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [acknowledged, setAcknowledged] = useState(false)
  const open = useCallback((navigator: Navigator) => navigator.navigate(screen), [screen])
  return (
    <ScreenExample
      screen={screen}
      open={open}
      states={STEPS}
      render={(step, setStep) => (
        <Screen
          step={step}
          password={password}
          onPasswordChange={setPassword}
          confirmation={confirmation}
          onConfirmationChange={setConfirmation}
          onGenerate={() => void generateRecoveryPassword().then(setPassword)}
          acknowledged={acknowledged}
          onAcknowledgedChange={setAcknowledged}
          onContinue={() => setStep(STEPS[STEPS.indexOf(step) + 1] ?? 'done')}
          onBack={() => setStep(STEPS[Math.max(STEPS.indexOf(step) - 1, 0)] ?? 'creating')}
          onCancel={() => setStep('creating')}
          result={{ ok: true }}
        />
      )}
    />
  )
}
