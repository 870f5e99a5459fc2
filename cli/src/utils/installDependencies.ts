import { resolveCommand } from 'package-manager-detector/commands'
import type { CliContext } from '../context.ts'
import type { PackageManager } from '../preflights/detectPackageManager.ts'
import { isDependencySpec } from '../registry/dependencySpec.ts'
import { CliError } from './cliError.ts'

/** The package name of a dependency spec such as `@lobby/headless@^0.1.0` or `clsx`. */
export function packageName(spec: string): string {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0)
  return at === -1 ? spec : spec.slice(0, at)
}

/** The specs whose packages the host does not declare yet (declared ones are left alone, e.g. a local build). */
export function missingDependencies(specs: readonly string[], declared: ReadonlySet<string>): string[] {
  const seen = new Set<string>()
  return specs.filter((spec) => {
    const name = packageName(spec)
    if (declared.has(name) || seen.has(name)) return false
    seen.add(name)
    return true
  })
}

/** The npm name of Lobby's SDK, which is not published yet: hosts install a local build of it. */
export const HEADLESS_PACKAGE = '@lobby/headless'

/**
 * How to make a local build of `@lobby/headless`. `pack` takes dist/ as it is, so it is built
 * first: a dist older than the sources (after a pull) packs an SDK the registry's screens
 * already import newer names from.
 */
export const BUILD_AND_PACK_HEADLESS =
  'In the Lobby repo run `pnpm --filter @lobby/headless build`, then `pnpm --filter @lobby/headless pack`'

/** What to do when `@lobby/headless` could not be installed from npm (it is not published yet). */
export const INSTALL_LOCAL_HEADLESS_STEP = `@lobby/headless is not on npm yet: install a local build first. ${BUILD_AND_PACK_HEADLESS}, then in your app \`lobby init --headless <path to lobby-headless-<version>.tgz>\`, and run this command again.`

/** Installs registry items' packages with the host's package manager (`dev`: as devDependencies), behind a spinner. */
export async function installDependencies(
  specs: readonly string[],
  options: { packageManager: PackageManager; root: string; ctx: CliContext; dev?: boolean },
): Promise<void> {
  // The registry schema refuses these already; checked again where they become arguments.
  const bad = specs.find((spec) => !isDependencySpec(spec))
  if (bad !== undefined) {
    throw new CliError('registry.invalid', `Refused to install ${JSON.stringify(bad)}: not an npm package spec.`, {
      nextStep: 'This registry item is unsafe; report it to the registry owner, and use another registry.',
    })
  }
  const unpublished = specs.some((spec) => packageName(spec) === HEADLESS_PACKAGE)
  await installPackages(specs, { ...options, failedStep: unpublished ? INSTALL_LOCAL_HEADLESS_STEP : undefined })
}

/**
 * Runs `<package manager> add <specs>` in the host. The specs are the caller's to trust: registry
 * items' go through {@link installDependencies}; a path the user typed comes here directly.
 */
export async function installPackages(
  specs: readonly string[],
  options: { packageManager: PackageManager; root: string; ctx: CliContext; dev?: boolean; failedStep?: string },
): Promise<void> {
  if (specs.length === 0) return
  const { packageManager, root, ctx } = options
  const args = options.dev ? ['-D', ...specs] : [...specs]
  const command = resolveCommand(packageManager, 'add', args)
  const manual = `${packageManager} add ${args.join(' ')}`
  if (!command) {
    throw new CliError('install.failed', `Cannot install with ${packageManager}.`, { nextStep: `Run \`${manual}\`.` })
  }
  const progress = ctx.progress(`Installing ${specs.join(', ')} with ${packageManager}`)
  const code = await ctx.exec(command.command, command.args, { cwd: root })
  if (code !== 0) {
    progress.fail(`${packageManager} exited with code ${code}`)
    throw new CliError('install.failed', `Installing ${specs.join(', ')} failed.`, {
      nextStep: options.failedStep ?? `Run \`${manual}\` yourself and read its error.`,
    })
  }
  progress.stop(`Installed ${specs.join(', ')}`)
}
