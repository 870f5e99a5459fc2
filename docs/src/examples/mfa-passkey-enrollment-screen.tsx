import type { Navigator } from '@lobby/headless'
import { MfaPasskeyEnrollmentScreen } from '@/components/lobby/screens/mfa-passkey-enrollment-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('MFA_ENROLLMENT_FLOW_SCREEN')
const STATES = ['intro', 'list', 'success'] as const
const PASSKEYS = [
  {
    credentialId: 'docs-a',
    verifiedAt: new Date('2026-11-02T10:00:00Z'),
    authenticatorName: 'iCloud Keychain',
    createdWithBrowser: 'Safari',
    createdWithOs: 'macOS',
  },
]

/** Passkey enrollment for MFA: the intro, the passkeys to enable, and the added confirmation. */
export function Example() {
  return (
    <ScreenExample
      screen="MFA_ENROLLMENT_FLOW_SCREEN"
      open={open}
      states={STATES}
      render={(step, setStep) => (
        <MfaPasskeyEnrollmentScreen
          step={step}
          passkeys={PASSKEYS}
          onAddPasskey={() => setStep('list')}
          onEnable={() => setStep('success')}
          onDone={() => setStep('intro')}
        />
      )}
    />
  )
}
