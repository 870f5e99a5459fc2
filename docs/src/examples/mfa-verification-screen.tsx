import type { Navigator } from '@lobby/headless'
import { MfaVerificationScreen } from '@/components/lobby/screens/mfa-verification-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('MFA_VERIFICATION_SCREEN')
const STATES = ['totp', 'sms', 'passkey'] as const

/** The MFA verification dialog: six boxes for an authenticator or SMS code, or the passkey prompt. */
export function Example() {
  return (
    <ScreenExample
      screen="MFA_VERIFICATION_SCREEN"
      open={open}
      states={STATES}
      render={(method) => (
        <MfaVerificationScreen
          method={method}
          codeInput={{}}
          onVerifyPasskey={() => undefined}
          onCancel={() => undefined}
        />
      )}
    />
  )
}
