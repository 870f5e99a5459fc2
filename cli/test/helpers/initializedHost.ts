import { afterEach } from 'vitest'
import { createHost, type HostTemplate } from './createHost.ts'
import { baseItems, type FixtureItem, writeRegistry } from './fixtureRegistry.ts'
import { runLobby } from './runLobby.ts'

/** Registers `afterEach` cleanup and returns a factory of initialised hosts on a fixture registry. */
export function useInitializedHosts(): (options?: {
  template?: HostTemplate
  items?: FixtureItem[]
}) => Promise<{ root: string; registry: string }> {
  const disposers: Array<() => void> = []
  afterEach(() => {
    for (const dispose of disposers.splice(0)) dispose()
  })
  return async (options = {}) => {
    const host = createHost(options.template ?? 'vite-react-ts-tailwind4', { linkNodeModules: false })
    disposers.push(host.dispose)
    const registry = writeRegistry(options.items ?? baseItems())
    const run = await runLobby(host.root, ['init', '--registry', registry])
    if (run.code !== 0) throw new Error(`lobby init failed: ${run.err}`)
    return { root: host.root, registry }
  }
}
