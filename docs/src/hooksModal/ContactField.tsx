import { useEmailInput, usePhoneInput } from '@lobby/headless'
import { useState } from 'react'

type ContactFieldProps = {
  /** The methods the field offers, in the app's order. */
  methods: readonly ('email' | 'sms')[]
  defaultCountry: string | undefined
  onEmail(address: string): void
  onPhone(qualifiedPhoneNumber: string): void
}

const INPUT = 'min-w-0 flex-1 rounded border border-neutral-300 px-2 py-1'
const SUBMIT = 'rounded bg-neutral-900 px-3 py-1 text-white disabled:opacity-50'

function EmailRow({ onEmail }: Pick<ContactFieldProps, 'onEmail'>) {
  const email = useEmailInput({ onSubmit: onEmail })
  return (
    <div className="flex gap-2">
      <input aria-label="Email address" placeholder="your@email.com" className={INPUT} {...email.getInputProps()} />
      <button className={SUBMIT} {...email.getSubmitProps()}>
        Submit
      </button>
    </div>
  )
}

// Mounted only once the user picks the phone: the phone metadata loads then, not with the landing.
function PhoneRow({ defaultCountry, onPhone }: Pick<ContactFieldProps, 'defaultCountry' | 'onPhone'>) {
  const phone = usePhoneInput({ defaultCountry, onSubmit: (value) => onPhone(value.qualifiedPhoneNumber) })
  return (
    <div className="flex gap-2" aria-busy={!phone.isReady || undefined}>
      <select
        aria-label="Country"
        disabled={!phone.isReady}
        className="w-24 rounded border border-neutral-300"
        {...phone.getCountrySelectProps()}
      >
        {phone.countries.length === 0 ? <option value={phone.country}>{phone.country}</option> : null}
        {phone.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.code} +{country.callingCode}
          </option>
        ))}
      </select>
      <input aria-label="Phone number" placeholder="Phone number" className={INPUT} {...phone.getInputProps()} />
      <button type="button" className={SUBMIT} disabled={!phone.canSubmit} onClick={phone.submit}>
        Submit
      </button>
    </div>
  )
}

/** The landing's email or phone field, the user choosing which; Enter submits. */
export function ContactField({ methods, defaultCountry, onEmail, onPhone }: ContactFieldProps) {
  const [active, setActive] = useState(methods[0] ?? 'email')
  const other = active === 'email' ? 'sms' : 'email'
  return (
    <div className="flex flex-col gap-1">
      {active === 'email' ? (
        <EmailRow onEmail={onEmail} />
      ) : (
        <PhoneRow defaultCountry={defaultCountry} onPhone={onPhone} />
      )}
      {methods.length > 1 ? (
        <button type="button" className="self-end text-sm underline" onClick={() => setActive(other)}>
          {other === 'sms' ? 'Use phone instead' : 'Use email instead'}
        </button>
      ) : null}
    </div>
  )
}
