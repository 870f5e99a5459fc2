import type { Navigator } from '@lobby/headless'
import { MfaTotpEnrollmentScreen } from '@/components/lobby/screens/mfa-totp-enrollment-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('MFA_ENROLLMENT_FLOW_SCREEN')
const STATES = ['enroll', 'verify', 'success'] as const
const SECRET = 'JBSWY3DPEHPK3PXP'

/** Authenticator-app enrollment: the QR code and secret, the six-digit code, then added. */
export function Example() {
  return (
    <ScreenExample
      screen="MFA_ENROLLMENT_FLOW_SCREEN"
      open={open}
      states={STATES}
      render={(step, setStep) => (
        <MfaTotpEnrollmentScreen
          step={step}
          authUrl={`otpauth://totp/Lobby%20docs:you?secret=${SECRET}&issuer=Lobby%20docs`}
          secret={SECRET}
          onContinue={() => setStep('verify')}
          codeInput={{ onComplete: () => setStep('success') }}
          onDone={() => setStep('enroll')}
        />
      )}
    />
  )
}
