import { useEmailInput, useLoginWithEmail } from '@lobby/headless'
import { HeadlessCodeBoxes } from '../components/HeadlessCodeBoxes.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { SessionPanel } from '../components/SessionPanel.tsx'
import { inboxUrl } from '../sandboxApps.ts'

function EmailLogin() {
  const flow = useLoginWithEmail()
  const field = useEmailInput({ onSubmit: (email) => void flow.sendCode({ email }), isSubmitting: flow.isPending })
  if (flow.state === 'done') return null
  if (flow.destination && flow.state !== 'sending-code' && flow.state !== 'initial') {
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm">
          Enter the code sent to {flow.destination} (see the <a href={inboxUrl(flow.destination)}>inbox entry</a>).
        </p>
        <HeadlessCodeBoxes onComplete={(code) => void flow.loginWithCode({ code })} disabled={flow.isPending} />
        {flow.error ? <p role="alert">{flow.error.shortMessage}</p> : null}
      </div>
    )
  }
  return (
    <form
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        void field.submit()
      }}
    >
      <input
        aria-label="Email address"
        className="rounded border border-neutral-300 px-2 py-1"
        {...field.getInputProps()}
      />
      <button type="submit" className="rounded bg-neutral-900 px-3 py-1 text-white" {...field.getSubmitProps()}>
        Send code
      </button>
      {flow.error ? <p role="alert">{flow.error.shortMessage}</p> : null}
    </form>
  )
}

/** An email login on your own markup: the address, the code from the sandbox inbox, signed in. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <SessionPanel />
      <EmailLogin />
    </SandboxApp>
  )
}
