import { Link } from 'wouter'
import { CodeBlock } from '../components/CodeBlock.tsx'

export function GettingStartedHeadless() {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">Start with headless hooks</h1>
      <p className="mb-4">
        <code>@lobby/headless</code> holds every rule of the login and wallet flows and no markup. Its React hooks
        return state, commands and prop getters for your own elements; its <code>/core</code> entry works without React.
      </p>
      <CodeBlock language="sh" code="npm install @lobby/headless" />
      <CodeBlock
        code={`import { useOtpInput } from '@lobby/headless'

export function CodeField({ onCode }: { onCode: (code: string) => void }) {
  const otp = useOtpInput({ onComplete: onCode })
  return (
    <div {...otp.getRootProps()}>
      {otp.slots.map((_, index) => <input key={index} {...otp.getInputProps(index)} />)}
      {otp.error && <p role="alert">{otp.error}</p>}
    </div>
  )
}`}
      />
      <p>
        Each hook has a page with its options, its return value and a live example: start with{' '}
        <Link href="/hooks/useOtpInput">useOtpInput</Link> and{' '}
        <Link href="/hooks/useLoginWithEmail">useLoginWithEmail</Link>, or see everything in the{' '}
        <Link href="/reference">core reference</Link>.
      </p>
    </article>
  )
}
