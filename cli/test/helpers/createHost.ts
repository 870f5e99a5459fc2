import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const TEMPLATES = fileURLToPath(new URL('../templates', import.meta.url))
/** The CLI package's node_modules: its devDependencies are exactly what the host templates declare. */
export const CLI_NODE_MODULES = fileURLToPath(new URL('../../node_modules', import.meta.url))

/** A host app template kept in cli/test/templates. */
export type HostTemplate = 'vite-react-ts-tailwind4' | 'next-app-router'

/**
 * A real temporary host app copied from a template. Instead of a network install, its
 * node_modules is a symlink to the CLI package's, where pnpm installed the template's
 * dependencies as the CLI's devDependencies (@lobby/headless is the workspace build).
 */
export function createHost(
  template: HostTemplate,
  options: { linkNodeModules?: boolean } = {},
): {
  root: string
  dispose(): void
} {
  const root = mkdtempSync(join(tmpdir(), `lobby-host-${template}-`))
  cpSync(join(TEMPLATES, template), root, { recursive: true })
  if (options.linkNodeModules ?? true) symlinkSync(CLI_NODE_MODULES, join(root, 'node_modules'), 'dir')
  return { root, dispose: () => rmSync(root, { recursive: true, force: true }) }
}
