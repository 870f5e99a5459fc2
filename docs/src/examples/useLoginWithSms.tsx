import { useLoginWithSms, usePhoneInput } from '@lobby/headless'
import { HeadlessCodeBoxes } from '../components/HeadlessCodeBoxes.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { SessionPanel } from '../components/SessionPanel.tsx'

function SmsLogin() {
  const flow = useLoginWithSms()
  const phone = usePhoneInput({ onSubmit: (value) => void flow.sendCode({ phoneNumber: value.qualifiedPhoneNumber }) })
  if (flow.state === 'done') return null
  if (flow.destination && flow.state !== 'sending-code' && flow.state !== 'initial') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">Enter the code sent to {flow.destination}; the sandbox inbox shows it.</p>
        <HeadlessCodeBoxes onComplete={(code) => void flow.loginWithCode({ code })} disabled={flow.isPending} />
        {flow.error ? <p role="alert">{flow.error.shortMessage}</p> : null}
      </div>
    )
  }
  return (
    <div className="flex gap-2">
      <select
        aria-label="Country"
        className="rounded border border-neutral-300 px-1"
        {...phone.getCountrySelectProps()}
      >
        {phone.countries.length === 0 ? <option value={phone.country}>{phone.country}</option> : null}
        {phone.countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.code} +{country.callingCode}
          </option>
        ))}
      </select>
      <input
        aria-label="Phone number"
        className="rounded border border-neutral-300 px-2 py-1"
        {...phone.getInputProps()}
      />
      <button
        type="button"
        className="rounded bg-neutral-900 px-3 py-1 text-white"
        disabled={!phone.canSubmit || flow.isPending}
        onClick={phone.submit}
      >
        Send code
      </button>
      {flow.error ? <p role="alert">{flow.error.shortMessage}</p> : null}
    </div>
  )
}

/** An SMS login on your own markup, with the country list and number checks of usePhoneInput. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <SessionPanel />
      <SmsLogin />
    </SandboxApp>
  )
}
