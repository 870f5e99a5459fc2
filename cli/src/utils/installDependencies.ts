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

/** Installs packages with the host's package manager (`dev`: as devDependencies), behind a spinner. */
export async function installDependencies(
  specs: readonly string[],
  options: { packageManager: PackageManager; root: string; ctx: CliContext; dev?: boolean },
): Promise<void> {
  if (specs.length === 0) return
  const { packageManager, root, ctx } = options
  // The registry schema refuses these already; checked again where they become arguments.
  const bad = specs.find((spec) => !isDependencySpec(spec))
  if (bad !== undefined) {
    throw new CliError('registry.invalid', `Refused to install ${JSON.stringify(bad)}: not an npm package spec.`, {
      nextStep: 'This registry item is unsafe; report it to the registry owner, and use another registry.',
    })
  }
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
      nextStep: `Run \`${manual}\` yourself and read its error.`,
    })
  }
  progress.stop(`Installed ${specs.join(', ')}`)
}
