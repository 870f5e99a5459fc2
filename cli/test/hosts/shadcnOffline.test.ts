import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestRegistry } from '../helpers/buildTestRegistry.ts'
import { CLI_NODE_MODULES, createHost } from '../helpers/createHost.ts'
import { runHostTool, TOOLS } from '../helpers/runHostTool.ts'

// `unshare -n` (root, Linux) runs shadcn in a network namespace with no interface up: truly offline.
const canGoOffline = spawnSync('unshare', ['-n', 'true']).status === 0

/** shadcn's components.json for the Vite host; an empty baseColor keeps shadcn from fetching colours. */
const componentsJson = (registryDir: string) => ({
  $schema: 'https://ui.shadcn.com/schema.json',
  style: 'new-york',
  rsc: false,
  tsx: true,
  tailwind: { config: '', css: 'src/index.css', baseColor: '', cssVariables: true },
  aliases: { components: '@/components', utils: '@/lib/utils', ui: '@/components/ui', lib: '@/lib', hooks: '@/hooks' },
  // shadcn's namespaced registries: `@lobby/<name>` dependencies are read from this folder.
  registries: { '@lobby': join(registryDir, '{name}.json') },
})

let registry: ReturnType<typeof buildTestRegistry>
beforeAll(() => {
  // The items as `registry:build --local-deps` writes them: shadcn looks a bare registryDependency
  // up on its own site, but reads a path to an item file from disk.
  registry = buildTestRegistry({ localDeps: true })
}, 60_000)
afterAll(() => {
  rmSync(registry.dir, { recursive: true, force: true })
})

describe("shadcn's own CLI", () => {
  it.runIf(canGoOffline)(
    'shadcn: `shadcn add <built item JSON>` installs our button, its dependencies (by path, as `registry:build --local-deps` writes them) and theme into the Vite host with the network off, and the host type-checks',
    () => {
      const host = createHost('vite-react-ts-tailwind4')
      try {
        writeFileSync(join(host.root, 'components.json'), JSON.stringify(componentsJson(registry.dir), null, 2))
        const result = spawnSync(
          'unshare',
          [
            '-n',
            process.execPath,
            join(CLI_NODE_MODULES, TOOLS.shadcn),
            'add',
            join(registry.dir, 'lobby-button.json'),
            '--yes',
          ],
          { cwd: host.root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', CI: '1' }, timeout: 60_000 },
        )
        expect(result.status, `${result.stdout}${result.stderr}`).toBe(0)
        expect(existsSync(join(host.root, 'src/components/lobby/ui/button.tsx'))).toBe(true)
        expect(existsSync(join(host.root, 'src/lib/utils.ts'))).toBe(true)
        expect(readFileSync(join(host.root, 'src/index.css'), 'utf8')).toContain('--color-lobby-accent')
        const tsc = runHostTool(host.root, TOOLS.tsc, ['-p', 'tsconfig.app.json'])
        expect(tsc.code, tsc.output).toBe(0)
      } finally {
        host.dispose()
      }
    },
    90_000,
  )
})
