import { CodeBlock } from '../components/CodeBlock.tsx'
import { CLI_APP, CLI_COMMANDS, LOBBY_CLI, LOCAL_BUILD_COMMANDS, NEXT_PAGE } from './gettingStartedSnippets.ts'

export function GettingStartedCli() {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">Start with the CLI screens</h1>
      <p className="mb-4">
        The <code>lobby</code> command of <code>@lobby/cli</code> copies screens into your app. You own the markup; the
        behaviour stays in <code>@lobby/headless</code>, so restyling a screen never breaks a rule of the login flow.
      </p>
      <h2 className="mt-6 mb-2 text-xl font-semibold">1. Set up your project</h2>
      <p>In a Vite or Next.js app with Tailwind CSS v4:</p>
      <CodeBlock language="sh" code={CLI_COMMANDS.init} />
      <p>
        It writes <code>lobby.json</code>, adds the theme variables to your Tailwind entry and names the{' '}
        <code>@lobby</code> registry in shadcn's <code>components.json</code>, so{' '}
        <code>npx shadcn add @lobby/&lt;item&gt;</code> works too (<code>--registry &lt;url&gt;</code> points it at
        another copy of the registry).
      </p>
      <h2 className="mt-6 mb-2 text-xl font-semibold">2. Add the modal</h2>
      <CodeBlock language="sh" code={CLI_COMMANDS.add} />
      <p>
        Until <code>@lobby/headless</code> and the CLI are published on npm, use local builds from a clone of the Lobby
        repo: build and pack the SDK, then let <code>init</code> install that tarball in your app before you add the
        modal.
      </p>
      <CodeBlock
        language="sh"
        code={[
          LOCAL_BUILD_COMMANDS.build,
          LOCAL_BUILD_COMMANDS.pack,
          LOCAL_BUILD_COMMANDS.init,
          LOCAL_BUILD_COMMANDS.add,
        ].join('\n')}
      />
      <h2 className="mt-6 mb-2 text-xl font-semibold">3. Run against the sandbox</h2>
      <CodeBlock language="sh" code={CLI_COMMANDS.sandbox} />
      <p>
        Until <code>@lobby/sandbox</code> is published too, run <code>{LOCAL_BUILD_COMMANDS.sandbox}</code> in the clone
        instead: the same sandbox on port 8787, printing its app ids on start.
      </p>
      <p>
        Then render the modal with a button that opens it (in Vite, <code>src/App.tsx</code>):
      </p>
      <CodeBlock code={CLI_APP} />
      <p>
        In Next.js, the same file goes in <code>app/App.tsx</code> (its <code>'use client'</code> keeps it on the
        client) and the page renders it:
      </p>
      <CodeBlock code={NEXT_PAGE} />
      <p>
        A server component imports from <code>@lobby/headless/core</code>, which carries no <code>'use client'</code>:
        its constants and rules are plain values there. The provider and hooks of <code>@lobby/headless</code> and the
        copied screens stay in client components.
      </p>
      <CodeBlock
        code={`import { DEFAULT_LANDING_HEADER } from '@lobby/headless/core'
import type { Metadata } from 'next'

export const metadata: Metadata = { title: DEFAULT_LANDING_HEADER }`}
      />
      <h2 className="mt-6 mb-2 text-xl font-semibold">4. Take upstream fixes later</h2>
      <p>
        <code>{LOBBY_CLI} diff &lt;item&gt;</code> shows what changed; <code>{LOBBY_CLI} update &lt;item&gt;</code>{' '}
        merges the new version with your edits, marking conflicts the way git does.
      </p>
    </article>
  )
}
