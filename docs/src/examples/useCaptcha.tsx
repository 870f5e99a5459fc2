import { useCaptcha, useEmailInput, useLoginWithEmail } from '@lobby/headless'
import { CaptchaScreen } from '@/components/lobby/screens/captcha-screen'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { sandboxUrl } from '../sandbox.ts'

/** The captcha's status as CAPTCHA_SCREEN draws it. */
function screenStatus(status: string): 'pending' | 'success' | 'failure' {
  return status === 'success' ? 'success' : status === 'error' ? 'failure' : 'pending'
}

function CaptchaFirstLogin() {
  // The sandbox serves a Turnstile-compatible widget; in production leave scriptUrl out.
  const captcha = useCaptcha({ scriptUrl: `${sandboxUrl}/turnstile/v0/api.js`, autoExecute: true })
  // The flow asks the captcha of the latest render, so the one made when the app config arrives gives the token.
  const flow = useLoginWithEmail({ getCaptchaToken: captcha.takeToken })
  const field = useEmailInput({ onSubmit: (email) => void flow.sendCode({ email }), isSubmitting: flow.isPending })
  return (
    <div className="flex max-w-[360px] flex-col gap-4 rounded-2xl border border-neutral-200 p-6">
      <CaptchaScreen
        status={screenStatus(captcha.status)}
        onContinue={() => document.getElementById('captcha-email')?.focus()}
        onRetry={captcha.reset}
      >
        <div ref={captcha.containerRef} />
      </CaptchaScreen>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void field.submit()
        }}
      >
        <input
          id="captcha-email"
          aria-label="Email address"
          className="min-w-0 flex-1 rounded border border-neutral-300 px-2 py-1"
          {...field.getInputProps()}
        />
        <button type="submit" className="rounded bg-neutral-900 px-3 py-1 text-white" disabled={!captcha.token}>
          Send code
        </button>
      </form>
      <p className="text-sm" data-testid="captcha-flow-state" aria-live="polite">
        {flow.state === 'awaiting-code-input' && flow.destination
          ? `Code sent to ${flow.destination}: it is in the sandbox inbox.`
          : flow.error
            ? flow.error.shortMessage
            : `Captcha: ${captcha.status}`}
      </p>
    </div>
  )
}

/** A captcha-first email login on the captcha app, from hooks: the sandbox widget passes, then the code goes out. */
export function Example() {
  return (
    <SandboxApp slug="captcha">
      <CaptchaFirstLogin />
    </SandboxApp>
  )
}
