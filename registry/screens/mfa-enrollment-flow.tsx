'use client'
import { ERROR_TEXTS, MFA_METHOD_LABELS, useMfaEnrollment, usePhoneInput } from '@lobby/headless'
import type * as React from 'react'
import { ErrorScreen } from '@/components/lobby/screens/error-screen'
import { MfaChooserScreen } from '@/components/lobby/screens/mfa-chooser-screen'
import { MfaPasskeyEnrollmentScreen } from '@/components/lobby/screens/mfa-passkey-enrollment-screen'
import { MfaSmsEnrollmentScreen } from '@/components/lobby/screens/mfa-sms-enrollment-screen'
import { MfaTotpEnrollmentScreen } from '@/components/lobby/screens/mfa-totp-enrollment-screen'
import { MfaVerificationPrompt } from '@/components/lobby/screens/mfa-verification-screen'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'

/** Props of `MfaEnrollmentFlow`. */
export type MfaEnrollmentFlowProps = {
  /** Ends the flow: Done on a success screen. */
  onClose: () => void
}

/**
 * MFA_ENROLLMENT_FLOW_SCREEN, as the lobby-modal block runs it: the chooser,
 * sms, TOTP and passkey enrollment, and the removal of an Added method after
 * a confirmation, each change behind a verification when one is due.
 */
export function MfaEnrollmentFlow({ onClose }: MfaEnrollmentFlowProps) {
  const enrollment = useMfaEnrollment()
  const mfa = enrollment.verification
  const phone = usePhoneInput({ onSubmit: (value) => void enrollment.sendCode(value.qualifiedPhoneNumber) })
  const error = enrollment.error?.shortMessage ?? null
  const submitCode = (code: string) => void enrollment.submitCode(code)
  let step: React.ReactNode
  switch (enrollment.step) {
    case 'choose':
      step = (
        <MfaChooserScreen
          variant={enrollment.chooser.variant}
          methods={enrollment.chooser.options}
          onSelect={(method) => {
            // The screen's props keep <section>'s own onSelect in their type, so narrow to the method.
            if (typeof method !== 'string') return
            const added = enrollment.chooser.options.find((option) => option.method === method)?.isAdded
            if (added) enrollment.remove(method)
            else void enrollment.begin(method)
          }}
        />
      )
      break
    case 'confirm-remove': {
      const label = enrollment.removing ? MFA_METHOD_LABELS[enrollment.removing] : ''
      step = (
        <section data-slot="mfa-remove-confirmation" className="flex flex-col gap-6">
          <ScreenHeader
            title={`Remove ${label}?`}
            description="You will no longer be able to verify with this method."
          />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" disabled={enrollment.isPending} onClick={enrollment.back}>
              Cancel
            </Button>
            <Button disabled={enrollment.isPending} onClick={() => void enrollment.confirmRemove()}>
              Remove
            </Button>
          </div>
        </section>
      )
      break
    }
    case 'totp-qr':
    case 'totp-code':
      step = (
        <MfaTotpEnrollmentScreen
          step={enrollment.step === 'totp-qr' ? 'enroll' : 'verify'}
          authUrl={enrollment.totp?.authUrl}
          secret={enrollment.totp?.secret}
          onContinue={enrollment.continue}
          codeInput={{ onComplete: submitCode }}
          error={error}
        />
      )
      break
    case 'sms-phone':
    case 'sms-code':
      step = (
        <MfaSmsEnrollmentScreen
          step={enrollment.step === 'sms-phone' ? 'phone' : 'code'}
          phoneInputProps={phone.getInputProps()}
          onSubmitPhone={phone.submit}
          codeInput={{ onComplete: submitCode }}
          error={error}
          isPending={enrollment.isPending}
        />
      )
      break
    case 'passkey-intro':
    case 'passkey-list':
      step = (
        <MfaPasskeyEnrollmentScreen
          step={enrollment.step === 'passkey-intro' ? 'intro' : 'list'}
          passkeys={enrollment.passkeyList.visible}
          showViewAll={enrollment.passkeyList.showViewAll}
          onViewAll={enrollment.passkeyList.viewAll}
          onAddPasskey={() => void enrollment.addPasskey()}
          onEnable={() => void enrollment.enablePasskeys()}
          isPending={enrollment.isPending}
          error={error}
        />
      )
      break
    case 'success':
      if (enrollment.method === 'sms') step = <MfaSmsEnrollmentScreen step="success" onDone={onClose} />
      else if (enrollment.method === 'passkey') step = <MfaPasskeyEnrollmentScreen step="success" onDone={onClose} />
      else step = <MfaTotpEnrollmentScreen step="success" onDone={onClose} />
      break
    case 'error':
      // an error shows the error screen, whose back returns to the chooser.
      step = (
        <ErrorScreen
          title={ERROR_TEXTS.somethingWentWrong}
          detail={error}
          cta="Back"
          onCta={enrollment.back}
          onBack={enrollment.back}
        />
      )
      break
  }
  return (
    <MfaVerificationPrompt mfa={mfa} onCancel={mfa.cancel}>
      {step}
    </MfaVerificationPrompt>
  )
}
