import api from 'virtual:lobby-api'
import { ApiTable } from '../components/ApiTable.tsx'
import { CodeBlock } from '../components/CodeBlock.tsx'
import { LiveExample } from '../components/LiveExample.tsx'
import { NotFound } from './NotFound.tsx'

export function HookPage({ name }: { name: string }) {
  const hook = api.find((entry) => entry.kind === 'hook' && entry.name === name)
  if (!hook) return <NotFound />
  return (
    <article className="max-w-4xl">
      <h1 className="mb-2 font-mono text-3xl font-bold">{hook.name}</h1>
      <p className="mb-4 whitespace-pre-line">{hook.doc}</p>
      <CodeBlock code={`import { ${hook.name} } from '@lobby/headless'\n\n${hook.signature}`} />
      <LiveExample name={hook.name} />
      <ApiTable caption="Options" members={hook.options} />
      <ApiTable caption="Returns" members={hook.returns} />
    </article>
  )
}
