import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pc from 'picocolors'
import { z } from 'zod'
import {
  COMPONENTS_FILE,
  DEFAULT_REGISTRY_ITEM_URL,
  registryItemUrl,
  withRegistry,
  writeComponentsJson,
} from '../config/componentsJson.ts'
import { CONFIG_FILE, type LobbyConfig, readLobbyConfig, writeLobbyConfig } from '../config/lobbyConfig.ts'
import { defineCommand } from '../defineCommand.ts'
import { checkAliasReach } from '../preflights/checkAliasReach.ts'
import { detectFramework } from '../preflights/detectFramework.ts'
import { detectPackageManager } from '../preflights/detectPackageManager.ts'
import { explicitTailwindCss, findTailwindCss } from '../preflights/findTailwindCss.ts'
import { readPackageJson } from '../preflights/readPackageJson.ts'
import { resolveAliases } from '../preflights/resolveAliases.ts'
import { loadRegistry } from '../registry/loadRegistry.ts'
import { isThemeItem } from '../registry/planFiles.ts'
import { insertThemeBlock, themeCss } from '../utils/applyTheme.ts'
import { CliError } from '../utils/cliError.ts'
import { BUILD_AND_PACK_HEADLESS, HEADLESS_PACKAGE, installPackages } from '../utils/installDependencies.ts'
import { tarballEntries } from '../utils/tarballEntries.ts'

const USAGE = `Usage: lobby init [options]

Detects your app (Vite or Next.js, import aliases, Tailwind CSS entry, package manager),
writes ${CONFIG_FILE}, adds Lobby's theme variables to your Tailwind CSS entry, and names the
@lobby registry in ${COMPONENTS_FILE}, so \`npx shadcn add @lobby/<item>\` works too.

Options:
  --css <path>          your Tailwind CSS entry, when detection picks the wrong one
  --registry <url|path> use this registry instead of the bundled one (remembered in ${CONFIG_FILE});
                        a URL is also what ${COMPONENTS_FILE} names (default ${DEFAULT_REGISTRY_ITEM_URL})
  --headless <path>     install @lobby/headless from a local build (its folder or packed .tgz)
                        until it is published on npm
  --cwd <path>          the app's folder (default: the current folder)
  --dry-run             show what would change, write nothing`

const InitOptions = z.object({
  css: z.string().min(1).optional(),
  registry: z.string().min(1).optional(),
  headless: z.string().min(1).optional(),
  'dry-run': z.boolean().default(false),
  positionals: z.array(z.string()).max(0, 'init takes no arguments.'),
})

/** `lobby init`: detect the host, write lobby.json, add the theme variables (preflights before any write). */
export const initCommand = defineCommand({
  name: 'init',
  summary: 'set up Lobby in your app (lobby.json and theme variables)',
  usage: USAGE,
  flags: {
    css: { type: 'string' },
    registry: { type: 'string' },
    headless: { type: 'string' },
    'dry-run': { type: 'boolean' },
  },
  schema: InitOptions,
  async handler(options, ctx) {
    const { root } = ctx
    const pkg = readPackageJson(root)
    const framework = detectFramework(root, pkg)
    const resolved = resolveAliases(root)
    const aliasWarning = checkAliasReach(root, framework, resolved.aliases.components)
    const css =
      options.css === undefined ? findTailwindCss(root, pkg, resolved.css) : explicitTailwindCss(root, options.css)
    const headless = options.headless === undefined ? null : localHeadless(resolve(ctx.cwd, options.headless))
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
    if (aliasWarning) ctx.err(pc.yellow(`Warning: ${aliasWarning}`))

    let themed: string | null = null
    if (theme) {
      const fullTheme = await registry.getItem(theme.name)
      const stylesheet = readFileSync(join(root, css), 'utf8')
      const next = insertThemeBlock(stylesheet, themeCss(fullTheme))
      themed = next === stylesheet ? null : next
    } else {
      ctx.err(pc.yellow(`No theme item in ${registry.source}; theme variables were not added.`))
    }

    const namespace = `@${registry.index.name}`
    const itemUrl = registryItemUrl(registrySource)
    const components = withRegistry(root, config, namespace, itemUrl)

    if (options['dry-run']) {
      const changes = [CONFIG_FILE, ...(themed ? [css] : []), ...(components ? [COMPONENTS_FILE] : [])]
      ctx.out(`Dry run: would write ${changes.join(', ')}${headless ? ` and install ${headless}` : ''}.`)
      return 0
    }
    writeLobbyConfig(root, config)
    if (themed) writeFileSync(join(root, css), themed)
    if (components) writeComponentsJson(root, components)
    ctx.out(`${pc.green('Wrote')} ${CONFIG_FILE}`)
    if (themed) ctx.out(`${pc.green('Updated')} ${css} (theme variables from ${theme?.name})`)
    if (components) ctx.out(`${pc.green('Updated')} ${COMPONENTS_FILE} (registries: ${namespace} -> ${itemUrl})`)
    if (headless) await installPackages([headless], { packageManager, root, ctx })
    ctx.out('Next: `lobby add <item>` (see `lobby list`).')
    return 0
  },
})

/**
 * The package-manager spec of a local @lobby/headless build: its package folder (with the built
 * dist) or the tarball `pnpm --filter @lobby/headless pack` writes.
 */
function localHeadless(path: string): string {
  const isTarball = existsSync(path) && statSync(path).isFile() && path.endsWith('.tgz')
  const manifest = join(path, 'package.json')
  const isPackage =
    existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === HEADLESS_PACKAGE
  if (!isTarball && !isPackage) {
    throw new CliError(
      'headless.not_found',
      `${path} is neither a packed ${HEADLESS_PACKAGE} (.tgz) nor its package folder.`,
      {
        nextStep: `${BUILD_AND_PACK_HEADLESS}, then pass the .tgz it writes: \`lobby init --headless <path to lobby-headless-<version>.tgz>\`.`,
      },
    )
  }
  // `pack` takes dist/ as it is: in a fresh clone nothing has built it yet, and the package
  // installs fine, then fails the app's build on its first import.
  if (!(isTarball ? hasPackedEntry(path) : existsSync(join(path, BUILT_ENTRY)))) {
    throw new CliError('headless.not_found', `${path} holds no ${BUILT_ENTRY}: ${HEADLESS_PACKAGE} was not built.`, {
      nextStep: `${BUILD_AND_PACK_HEADLESS}, and pass the new .tgz: \`lobby init --headless <path to lobby-headless-<version>.tgz>\`.`,
    })
  }
  return `file:${path}`
}

/** The file the package's `exports` point at, which only a build makes. */
const BUILT_ENTRY = 'dist/index.js'

function hasPackedEntry(tarball: string): boolean {
  try {
    return tarballEntries(tarball).includes(`package/${BUILT_ENTRY}`)
  } catch {
    return false
  }
}
