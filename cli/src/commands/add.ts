import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import pc from 'picocolors'
import type { RegistryItem } from 'shadcn/schema'
import { z } from 'zod'
import { readBase, writeBase } from '../config/baseStore.ts'
import { type LobbyConfig, readLobbyConfig, writeLobbyConfig } from '../config/lobbyConfig.ts'
import { type CommandContext, defineCommand } from '../defineCommand.ts'
import { declaredPackages, readPackageJson } from '../preflights/readPackageJson.ts'
import { ItemName } from '../registry/itemName.ts'
import { loadRegistry } from '../registry/loadRegistry.ts'
import { isThemeItem, type PlannedFile, planFiles } from '../registry/planFiles.ts'
import { resolveTree } from '../registry/resolveTree.ts'
import { insertThemeBlock, THEME_START, themeCss } from '../utils/applyTheme.ts'
import { CliError } from '../utils/cliError.ts'
import { installDependencies, missingDependencies, packageName } from '../utils/installDependencies.ts'
import { unifiedDiff } from '../utils/unifiedDiff.ts'

/** What a host hands LobbyProvider once it has viem (the CLI does not depend on @lobby/headless to read it). */
const VIEM_LOADER_PROP = "loadViem={() => import('@lobby/headless/viem')}"

const USAGE = `Usage: lobby add <item...> [options]

Copies registry items (and the items they need) into your app, with imports on your aliases,
and installs the npm packages your app does not declare yet.

Options:
  --dry-run             list what would be written and installed, write nothing
  --overwrite           replace files that differ from the registry
  -y, --yes             with --overwrite, replace local edits without asking
  --skip-install        do not install missing npm packages
  --registry <url|path> use this registry instead of the one in lobby.json or the bundled one
  --cwd <path>          the app's folder (default: the current folder)`

const AddOptions = z.object({
  'dry-run': z.boolean().default(false),
  overwrite: z.boolean().default(false),
  yes: z.boolean().default(false),
  'skip-install': z.boolean().default(false),
  registry: z.string().min(1).optional(),
  positionals: z.array(ItemName).min(1, 'Name at least one item, e.g. `lobby add lobby-modal`.'),
})

type Action = 'create' | 'overwrite' | 'unchanged' | 'skip' | 'kept'

/** Decides what happens to one planned file, asking (with the diff) before replacing a local edit. */
async function decide(file: PlannedFile, options: z.infer<typeof AddOptions>, ctx: CommandContext): Promise<Action> {
  const full = join(ctx.root, file.path)
  if (!existsSync(full)) return 'create'
  const current = readFileSync(full, 'utf8')
  if (current === file.content) return 'unchanged'
  if (!options.overwrite) return 'skip'
  const base = readBase(ctx.root, file.path)
  // With no recorded base we cannot tell a local edit from an old copy: treat it as an edit.
  const isLocalEdit = base === null || base !== current
  if (!isLocalEdit || options.yes) return 'overwrite'
  if (options['dry-run']) return 'kept'
  ctx.out(unifiedDiff({ path: file.path, from: current, to: file.content, fromLabel: 'local', toLabel: 'registry' }))
  return (await ctx.confirm(`${file.path} has local edits. Replace it with the registry version?`))
    ? 'overwrite'
    : 'kept'
}

const LABELS: Record<Action, string> = {
  create: pc.green('create'),
  overwrite: pc.yellow('overwrite'),
  unchanged: pc.dim('unchanged'),
  skip: pc.dim('skip (exists; --overwrite to replace, or `lobby update`)'),
  kept: pc.red('kept (local edits; --yes to replace)'),
}

/** `lobby add <item...>`: resolve, rewrite, copy, record the base, install what is missing. */
export const addCommand = defineCommand({
  name: 'add',
  summary: 'copy items (screens, primitives, the modal) into your app',
  usage: USAGE,
  flags: {
    'dry-run': { type: 'boolean' },
    overwrite: { type: 'boolean' },
    yes: { type: 'boolean', short: 'y' },
    'skip-install': { type: 'boolean' },
    registry: { type: 'string' },
  },
  schema: AddOptions,
  async handler(options, ctx) {
    const { root } = ctx
    const config = readLobbyConfig(root)
    const pkg = readPackageJson(root)
    const progress = ctx.progress(`Resolving ${options.positionals.join(', ')}`)
    let items: RegistryItem[]
    try {
      const registry = await loadRegistry({ source: options.registry ?? config.registry, cwd: root, fetch: ctx.fetch })
      items = await resolveTree(registry, options.positionals)
    } catch (error) {
      progress.fail('Could not resolve the items')
      throw error
    }
    progress.stop(`Resolved ${items.length} item${items.length === 1 ? '' : 's'}`)
    const planned = planFiles(items, config, root)
    const declared = declaredPackages(pkg)
    const missing = missingDependencies(
      items.flatMap((item) => item.dependencies ?? []),
      declared,
    )
    const missingDev = missingDependencies(
      items.flatMap((item) => item.devDependencies ?? []),
      new Set([...declared, ...missing.map(packageName)]),
    )

    const actions: Action[] = []
    for (const file of planned) actions.push(await decide(file, options, ctx))
    // Theme variables go in once (init does it); re-adding them would undo the host's own tweaks.
    const cssEntry = join(root, config.tailwind.css)
    const hasTheme = existsSync(cssEntry) && readFileSync(cssEntry, 'utf8').includes(THEME_START)
    const themes = hasTheme ? [] : items.filter(isThemeItem)

    ctx.out(`${options['dry-run'] ? 'Would add' : 'Adding'} ${items.map((item) => item.name).join(', ')}:`)
    planned.forEach((file, i) => {
      ctx.out(`  ${LABELS[actions[i]!]}  ${file.path}`)
    })
    if (themes.length > 0) ctx.out(`  ${pc.yellow('theme')}  ${config.tailwind.css}`)
    const verb = options['skip-install'] ? 'not installing (--skip-install)' : 'install'
    if (missing.length > 0) ctx.out(`  ${verb}: ${missing.join(' ')}`)
    if (missingDev.length > 0) ctx.out(`  ${verb} (dev): ${missingDev.join(' ')}`)
    if (options['dry-run']) return 0

    planned.forEach((file, i) => {
      const action = actions[i]!
      if (action === 'create' || action === 'overwrite') {
        mkdirSync(dirname(join(root, file.path)), { recursive: true })
        writeFileSync(join(root, file.path), file.content)
      }
      if (action === 'create' || action === 'overwrite' || action === 'unchanged')
        writeBase(root, file.path, file.content)
    })
    for (const theme of themes) {
      writeFileSync(cssEntry, insertThemeBlock(readFileSync(cssEntry, 'utf8'), themeCss(theme)))
    }
    for (const item of items) {
      const files = planned.filter((file) => file.item === item.name).map((file) => file.path)
      const before = config.items[item.name]?.files ?? []
      config.items[item.name] = { files: [...new Set([...before, ...files])] }
    }
    writeLobbyConfig(root, config)
    if (!options['skip-install']) {
      await installDependencies(missing, { packageManager: config.packageManager, root, ctx })
      await installDependencies(missingDev, { packageManager: config.packageManager, root, ctx, dev: true })
    }

    const written = actions.filter((action) => action === 'create' || action === 'overwrite').length
    ctx.out(pc.green(`Done: ${written} file${written === 1 ? '' : 's'} written.`))
    const modules = importPaths(planned, new Set(options.positionals), config)
    if (modules.length > 0) {
      ctx.out(`Next: import from ${modules.map((m) => `'${m}'`).join(', ')} inside <LobbyProvider> (@lobby/headless).`)
    }
    // viem is an optional peer of @lobby/headless: installed above, it still needs handing over.
    if (items.some((item) => item.dependencies?.includes('viem'))) {
      ctx.out(`Wallet screens load viem on first use: pass ${VIEM_LOADER_PROP} to <LobbyProvider>.`)
    }
    const kept = planned.filter((_file, i) => actions[i] === 'kept')
    if (kept.length > 0) {
      throw new CliError('file.local_edit', `Kept local edits in ${kept.map((file) => file.path).join(', ')}.`, {
        nextStep:
          'Use `lobby update <item>` to merge the registry version with your edits, or --overwrite --yes to replace them.',
      })
    }
    return 0
  },
})

/**
 * The import paths, on the host's aliases, of the component files of the items the user named
 * (not of what they pulled in): what the app imports next.
 */
function importPaths(planned: PlannedFile[], named: Set<string>, config: LobbyConfig): string[] {
  const base = `${config.paths.components}/`
  return planned
    .filter((file) => named.has(file.item) && file.path.startsWith(base) && /\.(tsx|jsx)$/.test(file.path))
    .filter((file) => basename(file.path).startsWith(file.item))
    .map((file) => `${config.aliases.components}/${file.path.slice(base.length).replace(/\.(tsx|jsx)$/, '')}`)
}
