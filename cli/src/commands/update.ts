import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import pc from 'picocolors'
import type { RegistryItem } from 'shadcn/schema'
import { z } from 'zod'
import { readBase, writeBase } from '../config/baseStore.ts'
import { readLobbyConfig, writeLobbyConfig } from '../config/lobbyConfig.ts'
import { defineCommand } from '../defineCommand.ts'
import { declaredPackages, readPackageJson } from '../preflights/readPackageJson.ts'
import { ItemName } from '../registry/itemName.ts'
import { loadRegistry } from '../registry/loadRegistry.ts'
import { type PlannedFile, planFiles } from '../registry/planFiles.ts'
import { resolveTree } from '../registry/resolveTree.ts'
import { CliError } from '../utils/cliError.ts'
import { installDependencies, missingDependencies, packageName } from '../utils/installDependencies.ts'
import { hasConflictMarkers, threeWayMerge } from '../utils/threeWayMerge.ts'

const USAGE = `Usage: lobby update <item...> [options]

Brings the registry's new version of an item into your copy, keeping your edits: a three-way
merge from the version recorded when you added it. Conflicts are marked as git marks them
(<<<<<<< local, =======, >>>>>>> registry) and the command exits with code 1.

Options:
  --dry-run             show what would change, write nothing
  --skip-install        do not install missing npm packages
  --registry <url|path> use this registry instead of the one in lobby.json or the bundled one
  --cwd <path>          the app's folder (default: the current folder)`

const UpdateOptions = z.object({
  'dry-run': z.boolean().default(false),
  'skip-install': z.boolean().default(false),
  registry: z.string().min(1).optional(),
  positionals: z.array(ItemName).min(1, 'Name the item to update, e.g. `lobby update lobby-modal`.'),
})

type Outcome = {
  file: PlannedFile
  status: 'created' | 'unchanged' | 'updated' | 'merged' | 'conflict' | 'unresolved' | 'no-base'
  content?: string
}

/** What updating one host file gives: fast-forward, a clean merge, conflict markers, or no base to merge from. */
function updateFile(root: string, file: PlannedFile): Outcome {
  const full = join(root, file.path)
  if (!existsSync(full)) return { file, status: 'created', content: file.content }
  const local = readFileSync(full, 'utf8')
  if (hasConflictMarkers(local)) return { file, status: 'unresolved' }
  const base = readBase(root, file.path)
  if (local === file.content) return { file, status: 'unchanged' }
  if (base === null) return { file, status: 'no-base' }
  if (base === file.content) return { file, status: 'unchanged' }
  if (local === base) return { file, status: 'updated', content: file.content }
  const merged = threeWayMerge({ local, base, registry: file.content })
  return { file, status: merged.hasConflicts ? 'conflict' : 'merged', content: merged.content }
}

const LABELS: Record<Outcome['status'], string> = {
  created: pc.green('create'),
  unchanged: pc.dim('up to date'),
  updated: pc.green('update'),
  merged: pc.green('merge (your edits kept)'),
  conflict: pc.red('conflict (markers written)'),
  unresolved: pc.red('conflict markers not resolved yet'),
  'no-base': pc.red('no recorded base'),
}

/** `lobby update <item>`: three-way merge of the host's edits with the registry's new version. */
export const updateCommand = defineCommand({
  name: 'update',
  summary: "merge the registry's new version of an item with your edits",
  usage: USAGE,
  flags: { 'dry-run': { type: 'boolean' }, 'skip-install': { type: 'boolean' }, registry: { type: 'string' } },
  schema: UpdateOptions,
  async handler(options, ctx) {
    const { root } = ctx
    const config = readLobbyConfig(root)
    const notAdded = options.positionals.filter((name) => !config.items[name])
    if (notAdded.length > 0) {
      throw new CliError('item.not_added', `Not added to this app: ${notAdded.join(', ')}.`, {
        nextStep: `Run \`lobby add ${notAdded.join(' ')}\` first.`,
      })
    }
    const progress = ctx.progress(`Reading the registry's ${options.positionals.join(', ')}`)
    let items: RegistryItem[]
    try {
      const registry = await loadRegistry({ source: options.registry ?? config.registry, cwd: root, fetch: ctx.fetch })
      items = await resolveTree(registry, options.positionals)
    } catch (error) {
      progress.fail('Could not read the registry')
      throw error
    }
    progress.stop(`Merging ${options.positionals.join(', ')}`)
    const named = new Set(options.positionals)
    // Dependencies already copied stay as they are (update them by name); new ones are created.
    const planned = planFiles(items, config, root).filter(
      (file) => named.has(file.item) || !existsSync(join(root, file.path)),
    )
    const outcomes = planned.map((file) => updateFile(root, file))
    const declared = declaredPackages(readPackageJson(root))
    const missing = missingDependencies(
      items.flatMap((item) => item.dependencies ?? []),
      declared,
    )
    const missingDev = missingDependencies(
      items.flatMap((item) => item.devDependencies ?? []),
      new Set([...declared, ...missing.map(packageName)]),
    )

    for (const outcome of outcomes) ctx.out(`  ${LABELS[outcome.status]}  ${outcome.file.path}`)
    const failed = (o: Outcome) => o.status === 'conflict' || o.status === 'unresolved' || o.status === 'no-base'
    if (options['dry-run']) return outcomes.some(failed) ? 1 : 0

    for (const outcome of outcomes) {
      if (outcome.content !== undefined) {
        mkdirSync(dirname(join(root, outcome.file.path)), { recursive: true })
        writeFileSync(join(root, outcome.file.path), outcome.content)
      }
      // The registry version just merged is the base of the next update, conflicts included.
      if (outcome.status !== 'no-base' && outcome.status !== 'unresolved')
        writeBase(root, outcome.file.path, outcome.file.content)
    }
    for (const item of items) {
      const files = planned.filter((file) => file.item === item.name).map((file) => file.path)
      config.items[item.name] = { files: [...new Set([...(config.items[item.name]?.files ?? []), ...files])] }
    }
    writeLobbyConfig(root, config)
    if (!options['skip-install']) {
      await installDependencies(missing, { packageManager: config.packageManager, root, ctx })
      await installDependencies(missingDev, { packageManager: config.packageManager, root, ctx, dev: true })
    }

    const conflicts = outcomes.filter((o) => o.status === 'conflict').map((o) => o.file.path)
    const unresolved = outcomes.filter((o) => o.status === 'unresolved').map((o) => o.file.path)
    const noBase = outcomes.filter((o) => o.status === 'no-base').map((o) => o.file.path)
    if (conflicts.length > 0) {
      throw new CliError('update.conflict', `Conflicts in ${conflicts.join(', ')}.`, {
        nextStep: 'Resolve the <<<<<<< / ======= / >>>>>>> blocks in those files, then check your app builds.',
      })
    }
    if (unresolved.length > 0) {
      throw new CliError(
        'update.conflict',
        `The conflict markers of an earlier update are still in ${unresolved.join(', ')}: left as they are.`,
        {
          nextStep:
            'Resolve the <<<<<<< local / ======= / >>>>>>> registry blocks in those files (keep the lines you want, delete the markers), then run `lobby update` again.',
        },
      )
    }
    if (noBase.length > 0) {
      throw new CliError('update.conflict', `No recorded base for ${noBase.join(', ')}: cannot merge safely.`, {
        nextStep: 'Compare with `lobby diff <item>`, then `lobby add <item> --overwrite` to take the registry version.',
      })
    }
    ctx.out(pc.green('Done.'))
    return 0
  },
})
