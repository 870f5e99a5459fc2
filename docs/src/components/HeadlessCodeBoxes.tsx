import { useOtpInput } from '@lobby/headless'

/** Six boxes in plain markup from useOtpInput's prop getters, the way a headless host draws them. */
export function HeadlessCodeBoxes({
  onComplete,
  disabled,
}: {
  onComplete: (code: string) => void
  disabled?: boolean
}) {
  const otp = useOtpInput({ onComplete, disabled })
  return (
    <div>
      <div {...otp.getRootProps()} className="flex gap-2">
        {otp.slots.map((slot, index) => (
          <input
            // A slot is its position, fixed for the field's life.
            key={index}
            {...otp.getInputProps(index)}
            className="size-10 rounded border border-neutral-300 text-center font-mono text-lg data-[active]:border-indigo-500"
            data-active={slot.isActive || undefined}
          />
        ))}
      </div>
      {otp.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {otp.error}
        </p>
      ) : null}
    </div>
  )
}
