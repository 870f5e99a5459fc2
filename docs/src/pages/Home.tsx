import { CLIENT_VERSION } from '@lobby/headless/core'
import { Link } from 'wouter'
import { sandboxUrl } from '../sandbox.ts'
import { LOBBY_CLI } from './gettingStartedSnippets.ts'

export function Home() {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">Lobby</h1>
      <p className="mb-4">
        The login and embedded-wallet modal for web apps: headless hooks for your own markup, copy-in screens you own,
        and an offline sandbox so every flow works on your machine and in your CI.
      </p>
      <p className="mb-4">
        Every example on these pages is live: it talks to the sandbox at <a href={sandboxUrl}>{sandboxUrl}</a>. Codes
        sent by email or SMS arrive in the sandbox's <a href={`${sandboxUrl}/_sandbox/inbox`}>inbox</a>.
      </p>
      <ul className="mb-4 list-disc pl-6">
        <li>
          <Link href="/getting-started/cli">Start with the CLI screens</Link>: run <code>{LOBBY_CLI} add</code> and own
          the markup.
        </li>
        <li>
          <Link href="/getting-started/headless">Start with headless hooks</Link>: build every pixel yourself.
        </li>
        <li>
          <Link href="/playground">Playground</Link>: change the app config and watch the modal follow, or open any{' '}
          <Link href="/screens/landing-screen">screen</Link> live.
        </li>
      </ul>
      <p className="text-sm text-neutral-500">
        SDK client version <code data-testid="client-version">{CLIENT_VERSION}</code>
      </p>
    </article>
  )
}
