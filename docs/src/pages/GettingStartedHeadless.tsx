import { Link } from 'wouter'
import { CodeBlock } from '../components/CodeBlock.tsx'
import {
  CLI_COMMANDS,
  HEADLESS_APP,
  HEADLESS_INSTALL,
  LOCAL_BUILD_COMMANDS,
  NEXT_PAGE,
} from './gettingStartedSnippets.ts'

export function GettingStartedHeadless() {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">Start with headless hooks</h1>
      <p className="mb-4">
        <code>@lobby/headless</code> holds every rule of the login and wallet flows and no markup. Its React hooks
        return state, commands and prop getters for your own elements; its <code>/core</code> entry works without React.
      </p>
      <CodeBlock language="sh" code={HEADLESS_INSTALL} />
      <p>
        Until it is published on npm, install a local build: in a clone of the Lobby repo,{' '}
        <code>{LOCAL_BUILD_COMMANDS.build}</code> then <code>{LOCAL_BUILD_COMMANDS.pack}</code> writes{' '}
        <code>lobby-headless-&lt;version&gt;.tgz</code> at the clone's root, and{' '}
        <code>npm install &lt;path to that .tgz&gt;</code> installs it in your app.
      </p>
      <p>
        An email code login on your own markup, against the sandbox (<code>{CLI_COMMANDS.sandbox}</code>, or{' '}
        <code>{LOCAL_BUILD_COMMANDS.sandbox}</code> in the clone until it is published; in Vite,{' '}
        <code>src/App.tsx</code>):
      </p>
      <CodeBlock code={HEADLESS_APP} />
      <p>
        In Next.js, the same file goes in <code>app/App.tsx</code> and the page renders it:
      </p>
      <CodeBlock code={NEXT_PAGE} />
      <p>
        This login needs nothing more. Wallet features (wallet login, embedded wallets, sends, funding) use viem, an
        optional peer: install it (<code>npm install viem</code>) and pass{' '}
        <code>{"loadViem={() => import('@lobby/headless/viem')}"}</code> to <code>LobbyProvider</code>; Lobby loads it
        the first time a wallet action needs it (see <Link href="/guides/embedded-wallets">embedded wallets</Link>).
      </p>
      <p>
        Each hook has a page with its options, its return value and a live example: start with{' '}
        <Link href="/hooks/useOtpInput">useOtpInput</Link> and{' '}
        <Link href="/hooks/useLoginWithEmail">useLoginWithEmail</Link>, or see everything in the{' '}
        <Link href="/reference">core reference</Link>.
      </p>
    </article>
  )
}
