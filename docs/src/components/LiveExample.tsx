import { type ComponentType, lazy, Suspense } from 'react'

// Examples live in src/examples/<hook or screen name>.tsx, each exporting `Example`; they are
// real code on the real hooks, loaded only on their page.
const modules = import.meta.glob<{ Example: ComponentType }>('../examples/*.tsx')

const cache = new Map<string, ComponentType>()
function exampleFor(name: string): ComponentType | null {
  const load = modules[`../examples/${name}.tsx`]
  if (!load) return null
  let component = cache.get(name)
  if (!component) {
    component = lazy(() => load().then((m) => ({ default: m.Example })))
    cache.set(name, component)
  }
  return component
}

export function LiveExample({ name }: { name: string }) {
  const Example = exampleFor(name)
  if (!Example) return null
  return (
    <section aria-label={`Live example of ${name}`} className="my-6 rounded-lg border border-neutral-200 p-6">
      <h2 className="mb-4 text-sm font-semibold tracking-wide text-neutral-500 uppercase">Live example</h2>
      <Suspense fallback={<p>Loading the example…</p>}>
        <Example />
      </Suspense>
    </section>
  )
}
