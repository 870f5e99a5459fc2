import { SCREEN_TEXT, useMfaEnrollment, usePhoneInput } from '@lobby/headless'
import { ErrorScreen } from '@/components/lobby/screens/error-screen'
import { MfaChooserScreen } from '@/components/lobby/screens/mfa-chooser-screen'
import { MfaPasskeyEnrollmentScreen } from '@/components/lobby/screens/mfa-passkey-enrollment-screen'
import { MfaSmsEnrollmentScreen } from '@/components/lobby/screens/mfa-sms-enrollment-screen'
import { MfaTotpEnrollmentScreen } from '@/components/lobby/screens/mfa-totp-enrollment-screen'

/**
 * MFA_ENROLLMENT_FLOW_SCREEN for the signed-in user, from useMfaEnrollment and the registry's MFA
 * screens: the block does not run MFA itself, so the docs wire it through `renderScreen`.
 */
export function MfaEnrollmentStep({ onClose }: { onClose: () => void }) {
  const mfa = useMfaEnrollment()
  const phone = usePhoneInput({ onSubmit: (value) => void mfa.sendCode(value.qualifiedPhoneNumber) })
  const error = mfa.error?.shortMessage ?? null
  switch (mfa.step) {
    case 'choose':
    case 'confirm-remove':
      return (
        <MfaChooserScreen
          variant={mfa.chooser.variant}
          methods={mfa.chooser.options}
          // The screen's props keep <section>'s own onSelect in their type, so narrow to the method.
          onSelect={(method) => {
            if (typeof method === 'string') void mfa.begin(method)
          }}
        />
      )
    case 'totp-qr':
    case 'totp-code':
      return (
        <MfaTotpEnrollmentScreen
          step={mfa.step === 'totp-qr' ? 'enroll' : 'verify'}
          authUrl={mfa.totp?.authUrl}
          secret={mfa.totp?.secret}
          onContinue={mfa.continue}
          codeInput={{ onComplete: (code) => void mfa.submitCode(code) }}
          error={error}
        />
      )
    case 'sms-phone':
    case 'sms-code':
      return (
        <MfaSmsEnrollmentScreen
          step={mfa.step === 'sms-phone' ? 'phone' : 'code'}
          phoneInputProps={phone.getInputProps()}
          onSubmitPhone={phone.submit}
          codeInput={{ onComplete: (code) => void mfa.submitCode(code) }}
          error={error}
          isPending={mfa.isPending}
        />
      )
    case 'passkey-intro':
    case 'passkey-list':
      return (
        <MfaPasskeyEnrollmentScreen
          step={mfa.step === 'passkey-intro' ? 'intro' : 'list'}
          passkeys={mfa.passkeyList.visible}
          showViewAll={mfa.passkeyList.showViewAll}
          onViewAll={mfa.passkeyList.viewAll}
          onAddPasskey={() => void mfa.addPasskey()}
          onEnable={() => void mfa.enablePasskeys()}
          isPending={mfa.isPending}
          error={error}
        />
      )
    case 'success':
      if (mfa.method === 'sms') return <MfaSmsEnrollmentScreen step="success" onDone={onClose} />
      if (mfa.method === 'passkey') return <MfaPasskeyEnrollmentScreen step="success" onDone={onClose} />
      return <MfaTotpEnrollmentScreen step="success" onDone={onClose} />
    case 'error':
      return (
        <ErrorScreen
          title={SCREEN_TEXT.mfa.chooseMethod}
          detail={error ?? ''}
          cta="Back"
          onCta={mfa.back}
          onBack={mfa.back}
        />
      )
  }
}
