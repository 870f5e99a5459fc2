import { type Navigator, usePhoneInput } from '@lobby/headless'
import { MfaSmsEnrollmentScreen } from '@/components/lobby/screens/mfa-sms-enrollment-screen'
import { ScreenExample } from '../components/ScreenExample.tsx'

const open = (navigator: Navigator) => navigator.navigate('MFA_ENROLLMENT_FLOW_SCREEN')
const STATES = ['phone', 'code', 'success'] as const

function Enrollment({
  step,
  setStep,
}: {
  step: (typeof STATES)[number]
  setStep: (step: (typeof STATES)[number]) => void
}) {
  const phone = usePhoneInput({ onSubmit: () => setStep('code') })
  return (
    <MfaSmsEnrollmentScreen
      step={step}
      phoneInputProps={phone.getInputProps()}
      onSubmitPhone={phone.submit}
      codeInput={{ onComplete: () => setStep('success') }}
      onDone={() => setStep('phone')}
    />
  )
}

/** SMS enrollment with the real phone field and code boxes: number, six digits, added. */
export function Example() {
  return (
    <ScreenExample
      screen="MFA_ENROLLMENT_FLOW_SCREEN"
      open={open}
      states={STATES}
      render={(step, setStep) => <Enrollment step={step} setStep={setStep} />}
    />
  )
}
