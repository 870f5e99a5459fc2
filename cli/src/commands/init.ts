import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pc from 'picocolors'
import { z } from 'zod'
import { CONFIG_FILE, type LobbyConfig, readLobbyConfig, writeLobbyConfig } from '../config/lobbyConfig.ts'
import { defineCommand } from '../defineCommand.ts'
import { detectFramework } from '../preflights/detectFramework.ts'
import { detectPackageManager } from '../preflights/detectPackageManager.ts'
import { findTailwindCss } from '../preflights/findTailwindCss.ts'
import { readPackageJson } from '../preflights/readPackageJson.ts'
import { resolveAliases } from '../preflights/resolveAliases.ts'
import { loadRegistry } from '../registry/loadRegistry.ts'
import { isThemeItem } from '../registry/planFiles.ts'
import { insertThemeBlock, themeCss } from '../utils/applyTheme.ts'

const USAGE = `Usage: lobby init [options]

Detects your app (Vite or Next.js, import aliases, Tailwind CSS entry, package manager),
writes ${CONFIG_FILE} and adds Lobby's theme variables to your Tailwind CSS entry.

Options:
  --css <path>          your Tailwind CSS entry, when detection picks the wrong one
  --registry <url|path> use this registry instead of the bundled one (remembered in ${CONFIG_FILE})
  --cwd <path>          the app's folder (default: the current folder)
  --dry-run             show what would change, write nothing`

const InitOptions = z.object({
  css: z.string().min(1).optional(),
  registry: z.string().min(1).optional(),
  'dry-run': z.boolean().default(false),
  positionals: z.array(z.string()).max(0, 'init takes no arguments.'),
})

/** `lobby init`: detect the host, write lobby.json, add the theme variables (preflights before any write). */
export const initCommand = defineCommand({
  name: 'init',
  summary: 'set up Lobby in your app (lobby.json and theme variables)',
  usage: USAGE,
  flags: { css: { type: 'string' }, registry: { type: 'string' }, 'dry-run': { type: 'boolean' } },
  schema: InitOptions,
  async handler(options, ctx) {
    const { root } = ctx
    const pkg = readPackageJson(root)
    const framework = detectFramework(root, pkg)
    const resolved = resolveAliases(root)
    const css = findTailwindCss(root, pkg, options.css ?? resolved.css)
    const packageManager = await detectPackageManager(root)
    const previous = existsSync(join(root, CONFIG_FILE)) ? readLobbyConfig(root) : null
    const registrySource = options.registry ?? previous?.registry
    const registry = await loadRegistry({ source: registrySource, cwd: root, fetch: ctx.fetch })
    const theme = registry.index.items.find(isThemeItem)

    const config: LobbyConfig = {
      framework,
      rsc: resolved.rsc ?? framework === 'next-app',
      tsx: resolved.tsx,
      packageManager,
      tailwind: { css },
      aliases: resolved.aliases,
      paths: resolved.paths,
      ...(registrySource ? { registry: registrySource } : {}),
      items: previous?.items ?? {},
    }
    ctx.out(`${pc.bold('Detected')} ${framework}${config.rsc ? ' (React Server Components)' : ''}, ${packageManager}`)
    ctx.out(
      `  aliases: ${config.aliases.components} -> ${config.paths.components}, ${config.aliases.lib} -> ${config.paths.lib}`,
    )
    ctx.out(`  Tailwind CSS entry: ${css}`)

    let themed: string | null = null
    if (theme) {
      const fullTheme = await registry.getItem(theme.name)
      const stylesheet = readFileSync(join(root, css), 'utf8')
      const next = insertThemeBlock(stylesheet, themeCss(fullTheme))
      themed = next === stylesheet ? null : next
    } else {
      ctx.err(pc.yellow(`No theme item in ${registry.source}; theme variables were not added.`))
    }

    if (options['dry-run']) {
      ctx.out(`Dry run: would write ${CONFIG_FILE}${themed ? ` and update ${css}` : ''}.`)
      return 0
    }
    writeLobbyConfig(root, config)
    if (themed) writeFileSync(join(root, css), themed)
    ctx.out(`${pc.green('Wrote')} ${CONFIG_FILE}`)
    if (themed) ctx.out(`${pc.green('Updated')} ${css} (theme variables from ${theme?.name})`)
    ctx.out('Next: `lobby add <item>` (see `lobby list`).')
    return 0
  },
})
