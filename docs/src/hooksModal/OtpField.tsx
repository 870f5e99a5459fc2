import { useOtpInput } from '@lobby/headless'

/** Six boxes that submit when full; `useOtpInput` holds the typing and pasting rules. */
export function OtpField({
  label,
  onComplete,
  disabled = false,
}: {
  label: string
  onComplete: (code: string) => void
  disabled?: boolean
}) {
  const otp = useOtpInput({ onComplete, disabled, autoFocus: true })
  return (
    <>
      <div className="flex gap-2" {...otp.getRootProps({ 'aria-label': label })}>
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
      {otp.error ? (
        <p role="alert" className="text-sm text-red-700">
          {otp.error}
        </p>
      ) : null}
    </>
  )
}
