import { existsSync } from 'node:fs'
import { join } from 'node:path'
import pc from 'picocolors'
import { z } from 'zod'
import { CONFIG_FILE, readLobbyConfig } from '../config/lobbyConfig.ts'
import { defineCommand } from '../defineCommand.ts'
import { loadRegistry } from '../registry/loadRegistry.ts'

const USAGE = `Usage: lobby list [options]

Lists the registry's items.

Options:
  --json                print [{ "name", "type", "description" }] as JSON
  --registry <url|path> use this registry instead of the one in lobby.json or the bundled one
  --cwd <path>          the app's folder (default: the current folder)`

const ListOptions = z.object({
  json: z.boolean().default(false),
  registry: z.string().min(1).optional(),
  positionals: z.array(z.string()).max(0, 'list takes no arguments.'),
})

/** `lobby list`: the registry's items, as a table or as JSON. */
export const listCommand = defineCommand({
  name: 'list',
  summary: 'list the registry items',
  usage: USAGE,
  flags: { json: { type: 'boolean' }, registry: { type: 'string' } },
  schema: ListOptions,
  async handler(options, ctx) {
    const configured = existsSync(join(ctx.root, CONFIG_FILE)) ? readLobbyConfig(ctx.root) : null
    const registry = await loadRegistry({
      source: options.registry ?? configured?.registry,
      cwd: ctx.root,
      fetch: ctx.fetch,
    })
    const rows = registry.index.items.map((item) => ({
      name: item.name,
      type: item.type,
      description: item.description ?? '',
    }))
    if (options.json) {
      ctx.out(JSON.stringify(rows, null, 2))
      return 0
    }
    const width = Math.max(0, ...rows.map((row) => row.name.length))
    for (const row of rows) {
      const added = configured?.items[row.name] ? pc.green(' (added)') : ''
      ctx.out(
        `${pc.bold(row.name.padEnd(width))}  ${pc.dim(row.type.replace(/^registry:/, '').padEnd(6))}  ${row.description}${added}`,
      )
    }
    return 0
  },
})
