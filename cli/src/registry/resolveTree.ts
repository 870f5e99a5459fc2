import type { RegistryItem } from 'shadcn/schema'
import { CliError } from '../utils/cliError.ts'
import { ItemName } from './itemName.ts'
import type { Registry } from './loadRegistry.ts'

const ITEM_FILE = /(?:^|[/\\])([a-z0-9][a-z0-9-]*)\.json$/
const NAMESPACED = /^@[a-z0-9][a-z0-9-]*\/([a-z0-9][a-z0-9-]*)$/

/**
 * The item a registryDependency names: a bare name, a namespaced `@lobby/<name>` (shadcn's
 * `registries` form), or a URL or path to `<name>.json`; all name an item of the same registry.
 */
export function dependencyName(dependency: string, dependent: string): string {
  if (ItemName.safeParse(dependency).success) return dependency
  const named = NAMESPACED.exec(dependency) ?? ITEM_FILE.exec(dependency)
  if (named?.[1]) return named[1]
  throw new CliError('registry.invalid', `Item "${dependent}" depends on "${dependency}", which names no item.`, {
    nextStep: 'Fix registryDependencies in the registry (item names, or paths to <name>.json).',
  })
}

/**
 * The requested items and everything they need through `registryDependencies`, each once,
 * dependencies before dependents (a cycle is tolerated: each item is visited once).
 */
export async function resolveTree(registry: Registry, names: readonly string[]): Promise<RegistryItem[]> {
  const ordered: RegistryItem[] = []
  const seen = new Set<string>()
  const visit = async (name: string): Promise<void> => {
    if (seen.has(name)) return
    seen.add(name)
    const item = await registry.getItem(name)
    for (const dependency of item.registryDependencies ?? []) await visit(dependencyName(dependency, item.name))
    ordered.push(item)
  }
  for (const name of names) await visit(name)
  return ordered
}
