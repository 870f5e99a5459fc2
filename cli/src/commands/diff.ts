import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pc from 'picocolors'
import { z } from 'zod'
import { readLobbyConfig } from '../config/lobbyConfig.ts'
import { defineCommand } from '../defineCommand.ts'
import { ItemName } from '../registry/itemName.ts'
import { loadRegistry } from '../registry/loadRegistry.ts'
import { planFiles } from '../registry/planFiles.ts'
import { unifiedDiff } from '../utils/unifiedDiff.ts'

const USAGE = `Usage: lobby diff <item...> [options]

Shows how your copy of an item differs from the registry's version (local -> registry).

Options:
  --registry <url|path> use this registry instead of the one in lobby.json or the bundled one
  --cwd <path>          the app's folder (default: the current folder)`

const DiffOptions = z.object({
  registry: z.string().min(1).optional(),
  positionals: z.array(ItemName).min(1, 'Name the item to compare, e.g. `lobby diff lobby-modal`.'),
})

/** `lobby diff <item>`: the local copy against the registry's current version, as a unified diff. */
export const diffCommand = defineCommand({
  name: 'diff',
  summary: 'compare your copy of an item with the registry',
  usage: USAGE,
  flags: { registry: { type: 'string' } },
  schema: DiffOptions,
  async handler(options, ctx) {
    const config = readLobbyConfig(ctx.root)
    const registry = await loadRegistry({
      source: options.registry ?? config.registry,
      cwd: ctx.root,
      fetch: ctx.fetch,
    })
    const items = await Promise.all(options.positionals.map((name) => registry.getItem(name)))
    let changed = 0
    for (const file of planFiles(items, config, ctx.root)) {
      const full = join(ctx.root, file.path)
      const local = existsSync(full) ? readFileSync(full, 'utf8') : ''
      const patch = unifiedDiff({
        path: file.path,
        from: local,
        to: file.content,
        fromLabel: 'local',
        toLabel: 'registry',
      })
      if (patch === '') continue
      changed++
      ctx.out(existsSync(full) ? patch : `${pc.yellow('missing locally:')} ${file.path}`)
    }
    if (changed === 0) {
      const verb = options.positionals.length === 1 ? 'matches' : 'match'
      ctx.out(`No differences: ${options.positionals.join(', ')} ${verb} the registry.`)
    }
    return 0
  },
})
