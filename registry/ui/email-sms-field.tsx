'use client'
import { type PhoneInputValue, useEmailInput, usePhoneInput } from '@lobby/headless'
import { useId, useState } from 'react'
import { Button } from '@/components/lobby/ui/button'
import { Input } from '@/components/lobby/ui/input'
import { cn } from '@/lib/utils'

/** Props of `EmailSmsField`. */
export type EmailSmsFieldProps = {
  /** The methods the field offers, in the app's order. */
  methods: readonly ('email' | 'sms')[]
  onSubmitEmail: (email: string) => void
  onSubmitPhone: (value: PhoneInputValue) => void
  /** The app's default phone country. */
  defaultCountry?: string
  isPending?: boolean
  className?: string
}

/**
 * The login screen's shared email/SMS field: an email input or a country dropdown with +callcode
 * and a phone input, the user choosing which; Enter submits.
 */
export function EmailSmsField({
  methods,
  onSubmitEmail,
  onSubmitPhone,
  defaultCountry,
  isPending = false,
  className,
}: EmailSmsFieldProps) {
  const [active, setActive] = useState(methods[0] ?? 'email')
  const email = useEmailInput({ onSubmit: onSubmitEmail, isSubmitting: isPending })
  const other = active === 'email' ? 'sms' : 'email'
  return (
    <div data-slot="email-sms-field" data-active={active} className={cn('flex flex-col gap-2', className)}>
      {active === 'email' ? (
        <div className="flex gap-2">
          <Input aria-label="Email address" placeholder="your@email.com" {...email.getInputProps()} />
          <Button {...email.getSubmitProps()} disabled={!email.canSubmit || isPending}>
            Submit
          </Button>
        </div>
      ) : (
        <PhoneRow defaultCountry={defaultCountry} onSubmit={onSubmitPhone} isPending={isPending} />
      )}
      {methods.length > 1 ? (
        <Button variant="link" size="sm" className="self-end" onClick={() => setActive(other)}>
          {other === 'sms' ? 'Use phone instead' : 'Use email instead'}
        </Button>
      ) : null}
    </div>
  )
}

// Mounted only while the phone field shows: usePhoneInput loads the phone metadata (about 35 kB
// gzip) when it first renders, so a user who never picks the phone field never downloads it.
function PhoneRow({
  defaultCountry,
  onSubmit,
  isPending,
}: {
  defaultCountry?: string
  onSubmit: (value: PhoneInputValue) => void
  isPending: boolean
}) {
  const phone = usePhoneInput({ defaultCountry, onSubmit })
  const id = useId()
  return (
    <div className="flex gap-2" aria-busy={!phone.isReady || undefined}>
      <select
        id={`${id}-country`}
        aria-label="Country"
        disabled={!phone.isReady}
        className={cn(
          'h-11 w-24 shrink-0 rounded-lobby border border-lobby-border bg-lobby-background px-2',
          'text-lobby-foreground text-sm outline-none focus-visible:ring-2 focus-visible:ring-lobby-ring',
          'disabled:opacity-60',
        )}
        {...phone.getCountrySelectProps()}
      >
        {phone.countries.length === 0 ? <option value={phone.country}>{phone.country}</option> : null}
        {phone.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.code} +{country.callingCode}
          </option>
        ))}
      </select>
      <Input aria-label="Phone number" placeholder="Phone number" {...phone.getInputProps()} />
      <Button disabled={!phone.canSubmit || isPending} onClick={phone.submit}>
        Submit
      </Button>
    </div>
  )
}
