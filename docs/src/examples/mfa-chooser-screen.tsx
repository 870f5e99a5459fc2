import type { Navigator } from '@lobby/headless'
import { MfaChooserScreen } from '@/components/lobby/screens/mfa-chooser-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('MFA_ENROLLMENT_FLOW_SCREEN')
const STATES = ['chooser', 'intro', 'unavailable'] as const

/** The MFA chooser in its three variants: methods with their marks, the first-time intro, none enabled. */
export function Example() {
  return (
    <ScreenExample
      screen="MFA_ENROLLMENT_FLOW_SCREEN"
      open={open}
      states={STATES}
      render={(variant) => (
        <MfaChooserScreen
          variant={variant}
          methods={
            variant === 'unavailable'
              ? []
              : [
                  { method: 'totp', isRecommended: true },
                  { method: 'sms', isDisabled: variant === 'chooser' },
                  { method: 'passkey', isAdded: variant === 'chooser' },
                ]
          }
          onSelect={() => undefined}
        />
      )}
    />
  )
}
