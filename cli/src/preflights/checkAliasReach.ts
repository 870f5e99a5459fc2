import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createPathsMatcher, getTsconfig } from 'get-tsconfig'
import { CliError } from '../utils/cliError.ts'
import type { Framework } from './detectFramework.ts'

// Vite's own template (`npm create vite`) keeps compilerOptions in tsconfig.app.json, which is what
// `tsc -b` type-checks src/ with, and Vite resolves imports from vite.config, not from tsconfig: an
// alias only tsconfig.json names passes `lobby init` and then breaks `npm run build` on every copied
// screen. Both places are checked before anything is written.

const VITE_CONFIGS = ['ts', 'mts', 'js', 'mjs', 'cjs'].map((ext) => `vite.config.${ext}`)

/** `@/components` -> `@`: the part of an alias a bundler or tsconfig maps. */
function aliasPrefix(alias: string): string {
  const slash = alias.indexOf('/')
  return slash === -1 ? alias : alias.slice(0, slash)
}

/** The folder `<prefix>/` stands for, relative to the app (`src` for `@/*` -> `./src/*`). */
function aliasFolder(root: string, prefix: string): string {
  for (const name of ['tsconfig.json', 'tsconfig.app.json']) {
    const tsconfig = existsSync(join(root, name)) ? getTsconfig(root, name) : null
    const [probe] = (tsconfig && createPathsMatcher(tsconfig)?.(`${prefix}/lobby-probe`)) || []
    if (probe !== undefined) return relative(root, join(probe, '..')).split('\\').join('/') || '.'
  }
  return 'src'
}

/**
 * Fails when tsconfig.app.json exists without a path for the components alias; returns a warning
 * for a Vite app whose vite.config names neither that alias nor tsconfig paths (a heuristic on the
 * file's text: a config that builds its alias elsewhere is not refused, only warned about).
 */
export function checkAliasReach(root: string, framework: Framework, componentsAlias: string): string | null {
  const prefix = aliasPrefix(componentsAlias)
  const folder = aliasFolder(root, prefix)
  const pathsEntry = `"paths": { "${prefix}/*": ["./${folder}/*"] }`
  if (existsSync(join(root, 'tsconfig.app.json'))) {
    const app = getTsconfig(root, 'tsconfig.app.json')
    const matcher = app ? createPathsMatcher(app) : null
    if ((matcher?.(componentsAlias) ?? []).length === 0) {
      throw new CliError(
        'aliases.not_found',
        `tsconfig.app.json has no path for "${componentsAlias}": \`tsc -b\` type-checks your app with it, so the copied screens' imports would not resolve.`,
        { nextStep: `Add ${pathsEntry} to compilerOptions in tsconfig.app.json, then run \`lobby init\` again.` },
      )
    }
  }
  if (framework !== 'vite') return null
  const config = VITE_CONFIGS.find((name) => existsSync(join(root, name)))
  if (config === undefined) return null
  const text = readFileSync(join(root, config), 'utf8')
  const quoted = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  if (/tsconfigPaths/.test(text) || new RegExp(`['"\`]${quoted}/?['"\`]`).test(text)) return null
  return `${config} maps no "${prefix}" alias, so \`vite build\` will not resolve the copied screens' "${prefix}/..." imports. Add resolve: { alias: { '${prefix}': fileURLToPath(new URL('./${folder}', import.meta.url)) } } to ${config} (fileURLToPath from 'node:url'; on Vite 8, resolve: { tsconfigPaths: true } also does it).`
}
