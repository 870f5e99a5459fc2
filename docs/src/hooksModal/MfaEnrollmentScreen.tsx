import {
  passkeyDisplayName,
  SCREEN_TEXT,
  type UseMfaEnrollmentReturn,
  useMfaEnrollment,
  usePhoneInput,
  VIEW_ALL_LABEL,
} from '@lobby/headless'
import { WithMfaPrompt } from './MfaPrompt.tsx'
import { OtpField } from './OtpField.tsx'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

const text = SCREEN_TEXT.mfa

/** The chooser: each method with its marks (A-2.67..A-2.69); an added one offers its removal. */
function Chooser({ mfa }: { mfa: UseMfaEnrollmentReturn }) {
  return (
    <StatusScreen title={mfa.chooser.title}>
      {mfa.chooser.options.map((option) => (
        <div key={option.method} className="flex items-center gap-2">
          <button
            type="button"
            className={BUTTON}
            disabled={option.isDisabled || option.isAdded || mfa.isPending}
            onClick={() => void mfa.begin(option.method)}
          >
            {option.label}
          </button>
          {option.isRecommended ? <span className="text-xs">{text.recommended}</span> : null}
          {option.isDisabled ? <span className="text-xs">{text.disabled}</span> : null}
          {option.isAdded ? (
            <button type="button" className="text-xs underline" onClick={() => mfa.remove(option.method)}>
              {text.added} · Remove
            </button>
          ) : null}
        </div>
      ))}
    </StatusScreen>
  )
}

/** The SMS step's number field; `usePhoneInput` validates it per country. */
function PhoneStep({ mfa }: { mfa: UseMfaEnrollmentReturn }) {
  const phone = usePhoneInput({ onSubmit: (value) => void mfa.sendCode(value.qualifiedPhoneNumber) })
  return (
    <StatusScreen title={text.sms} detail={text.smsAgreement}>
      <input
        className="rounded border border-neutral-300 px-2 py-1"
        aria-label="Phone number"
        {...phone.getInputProps()}
      />
      <button type="button" className={BUTTON} disabled={mfa.isPending} onClick={phone.submit}>
        Send code
      </button>
    </StatusScreen>
  )
}

/**
 * MFA_ENROLLMENT_FLOW_SCREEN: `useMfaEnrollment` runs each step (A-2.66..A-2.81); this draws the
 * step it names and forwards the user's choices. A change by a user who already has a method
 * waits for `mfa.verification`, drawn over the step.
 */
export function MfaEnrollmentScreen({ onDone }: { onDone: () => void }) {
  const mfa = useMfaEnrollment()
  return (
    <WithMfaPrompt mfa={mfa.verification} onCancel={mfa.verification.cancel}>
      <EnrollmentStep mfa={mfa} onDone={onDone} />
    </WithMfaPrompt>
  )
}

function EnrollmentStep({ mfa, onDone }: { mfa: UseMfaEnrollmentReturn; onDone: () => void }) {
  const error = mfa.error ? (
    <p role="alert" className="text-sm text-red-700">
      {mfa.error.shortMessage}
    </p>
  ) : null
  const code = (
    <OtpField label="Verification code" onComplete={(value) => void mfa.submitCode(value)} disabled={mfa.isPending} />
  )
  switch (mfa.step) {
    case 'choose':
      return <Chooser mfa={mfa} />
    case 'confirm-remove':
      return (
        <StatusScreen title={`Remove ${mfa.removing ?? ''}?`}>
          <button type="button" className={BUTTON} onClick={() => void mfa.confirmRemove()}>
            Remove
          </button>
          <button type="button" className="text-sm underline" onClick={mfa.back}>
            Back
          </button>
        </StatusScreen>
      )
    case 'totp-qr':
      return (
        <StatusScreen title={text.totp} detail="Add this key to your authenticator app.">
          <code data-testid="totp-secret" className="break-all font-mono">
            {mfa.totp?.secret}
          </code>
          <button type="button" className={BUTTON} onClick={mfa.continue}>
            {text.continue}
          </button>
        </StatusScreen>
      )
    case 'sms-phone':
      return <PhoneStep mfa={mfa} />
    case 'totp-code':
    case 'sms-code':
      return (
        <StatusScreen title="Enter verification code">
          {code}
          {error}
        </StatusScreen>
      )
    case 'passkey-intro':
    case 'passkey-list':
      return (
        <StatusScreen title={text.passkey}>
          <ul className="text-sm">
            {mfa.passkeyList.visible.map((passkey) => (
              <li key={passkey.credentialId}>{passkeyDisplayName(passkey)}</li>
            ))}
          </ul>
          {mfa.passkeyList.showViewAll ? (
            <button type="button" className="text-sm underline" onClick={mfa.passkeyList.viewAll}>
              {VIEW_ALL_LABEL}
            </button>
          ) : null}
          <button type="button" className={BUTTON} disabled={mfa.isPending} onClick={() => void mfa.addPasskey()}>
            {text.addPasskey}
          </button>
          {mfa.step === 'passkey-list' ? (
            <button type="button" className={BUTTON} disabled={mfa.isPending} onClick={() => void mfa.enablePasskeys()}>
              {text.enablePasskeys}
            </button>
          ) : null}
          {error}
        </StatusScreen>
      )
    case 'success':
      return (
        <StatusScreen title={mfa.successText ?? ''}>
          <button type="button" className={BUTTON} onClick={onDone}>
            {text.done}
          </button>
        </StatusScreen>
      )
    case 'error':
      return (
        <StatusScreen title={text.chooseMethod} detail={mfa.error?.shortMessage}>
          <button type="button" className={BUTTON} onClick={mfa.back}>
            Back
          </button>
        </StatusScreen>
      )
  }
}
