import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const TEMPLATES = fileURLToPath(new URL('../templates', import.meta.url))
/** The CLI package's node_modules: its devDependencies are exactly what the host templates declare. */
export const CLI_NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url))

/** A host app template kept in cli/test/templates. */
export type HostTemplate = 'vite-react-ts-tailwind4' | 'next-app-router'

/**
 * Instead of a network install, a host's node_modules links each package to the one pnpm
 * installed as a devDependency of the CLI package (the templates' dependencies, same versions);
 * `@lobby/headless` links to `headless` when given (a local build, as a host would use one).
 */
function linkNodeModules(root: string, headless: string | undefined): void {
  const target = join(root, 'node_modules')
  mkdirSync(target)
  for (const entry of readdirSync(CLI_NODE_MODULES)) {
    if (entry === '.bin' || entry === '.vite') continue
    if (!entry.startsWith('@')) {
      symlinkSync(join(CLI_NODE_MODULES, entry), join(target, entry), 'dir')
      continue
    }
    mkdirSync(join(target, entry))
    for (const scoped of readdirSync(join(CLI_NODE_MODULES, entry))) {
      const from =
        entry === '@lobby' && scoped === 'headless' && headless ? headless : join(CLI_NODE_MODULES, entry, scoped)
      symlinkSync(from, join(target, entry, scoped), 'dir')
    }
  }
}

/** A real temporary host app copied from a template, with or without installed dependencies. */
export function createHost(
  template: HostTemplate,
  options: { linkNodeModules?: boolean; headless?: string } = {},
): { root: string; dispose(): void } {
  const root = mkdtempSync(join(tmpdir(), `lobby-host-${template}-`))
  cpSync(join(TEMPLATES, template), root, { recursive: true })
  if (options.linkNodeModules ?? true) linkNodeModules(root, options.headless)
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) }
}
