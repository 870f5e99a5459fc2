import { CodeBlock } from '../components/CodeBlock.tsx'
import { LiveExample } from '../components/LiveExample.tsx'
import { inboxUrl } from '../sandboxApps.ts'
import { screens } from '../screens.ts'
import { LOBBY_CLI } from './gettingStartedSnippets.ts'
import { NotFound } from './NotFound.tsx'

/** The file name a screen item lands at in a host app, and its component's name. */
function componentName(item: string): string {
  return item
    .split('-')
    .map((part) => (part === 'oauth' ? 'OAuth' : part === 'mfa' ? 'Mfa' : part[0]?.toUpperCase() + part.slice(1)))
    .join('')
}

/** A page per registry screen: what it is, how to add it, and the screen live on the sandbox. */
export function ScreenPage({ name }: { name: string }) {
  const screen = screens.find((item) => item.name === name)
  if (!screen) return <NotFound />
  return (
    <article className="max-w-4xl">
      <h1 className="mb-2 text-3xl font-bold">{screen.title}</h1>
      <p className="mb-4">{screen.description}</p>
      <CodeBlock language="sh" code={`${LOBBY_CLI} add ${screen.name}`} />
      <CodeBlock code={`import { ${componentName(screen.name)} } from '@/components/lobby/screens/${screen.name}'`} />
      <p className="mt-4 text-sm">
        The example below is the real screen from the registry, on the real <code>LobbyProvider</code> and the sandbox.
        Codes it sends arrive in the <a href={inboxUrl()}>sandbox inbox</a>.
      </p>
      <LiveExample name={screen.name} />
    </article>
  )
}
