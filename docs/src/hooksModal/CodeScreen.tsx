import { type CodeView, SCREEN_TEXT, useOtpInput } from '@lobby/headless'

/** AWAITING_PASSWORDLESS_CODE: six boxes that submit when full, the error line, 'Success!', resend. */
export function CodeScreen({ code }: { code: CodeView }) {
  const otp = useOtpInput({ onComplete: code.submit, disabled: code.isSubmitting || code.isSuccess, autoFocus: true })
  return (
    <div className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Enter confirmation code</h2>
      <p className="text-sm">Please check {code.destination} for a code.</p>
      <div className="flex gap-2" {...otp.getRootProps({ 'aria-label': 'Confirmation code' })}>
        {otp.slots.map((slot, index) => (
          <input
            // A box is its position, fixed for the field's life.
            key={index}
            className="size-10 rounded border border-neutral-300 text-center font-mono text-lg"
            data-active={slot.isActive || undefined}
            {...otp.getInputProps(index)}
          />
        ))}
      </div>
      <p role="status" className="text-sm">
        {code.isSuccess ? SCREEN_TEXT.awaitingCode.success : null}
      </p>
      {otp.error || code.error ? (
        <p role="alert" className="text-sm text-red-700">
          {otp.error ?? code.error}
        </p>
      ) : null}
      <button type="button" className="self-start text-sm underline" disabled={!code.canResend} onClick={code.resend}>
        {code.resendStatus ?? 'Resend code'}
      </button>
    </div>
  )
}
