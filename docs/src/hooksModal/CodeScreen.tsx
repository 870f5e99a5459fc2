import { type CodeView, SCREEN_TEXT } from '@lobby/headless'
import { OtpField } from './OtpField.tsx'

/** AWAITING_PASSWORDLESS_CODE: six boxes that submit when full, the error line, 'Success!', resend. */
export function CodeScreen({ code }: { code: CodeView }) {
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Enter confirmation code</h2>
      <p className="text-sm">Please check {code.destination} for a code.</p>
      <OtpField label="Confirmation code" onComplete={code.submit} disabled={code.isSubmitting || code.isSuccess} />
      <p role="status" className="text-sm">
        {code.isSuccess ? SCREEN_TEXT.awaitingCode.success : null}
      </p>
      {code.error ? (
        <p role="alert" className="text-sm text-red-700">
          {code.error}
        </p>
      ) : null}
      <button type="button" className="self-start text-sm underline" disabled={!code.canResend} onClick={code.resend}>
        {code.resendStatus ?? 'Resend code'}
      </button>
    </div>
  )
}
