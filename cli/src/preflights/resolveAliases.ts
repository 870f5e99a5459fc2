import { existsSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { createPathsMatcher, getTsconfig, type TsConfigResult } from 'get-tsconfig'
import { z } from 'zod'
import { CliError } from '../utils/cliError.ts'
import type { HostAliases } from '../utils/rewriteImports.ts'

/** shadcn's `components.json`, as far as `lobby` reuses it. */
const ComponentsJsonSchema = z.looseObject({
  rsc: z.boolean().optional(),
  tsx: z.boolean().optional(),
  tailwind: z.looseObject({ css: z.string().optional() }).optional(),
  aliases: z.looseObject({ components: z.string(), utils: z.string(), lib: z.string().optional() }),
})

/** Aliases of the host, the folders they resolve to, and what shadcn's `components.json` adds. */
export type ResolvedAliases = {
  aliases: HostAliases
  paths: { components: string; lib: string }
  tsx: boolean
  /** Set when `components.json` says so. */
  rsc?: boolean
  /** Tailwind entry named by `components.json`. */
  css?: string
}

// Vite's template type-checks with tsconfig.app.json and resolves with vite.config: all three need it.
const ALIAS_MISSING_STEP =
  'Add a path alias to tsconfig.json, e.g. "compilerOptions": { "paths": { "@/*": ["./src/*"] } }, and the same to tsconfig.app.json when your app has one (as Vite\'s template does); in a Vite app also map it in vite.config (resolve.alias). Then run `lobby init` again.'

/** Vite's template keeps compilerOptions in tsconfig.app.json, referenced from tsconfig.json. */
function tsconfigWithPaths(root: string): TsConfigResult | null {
  for (const name of ['tsconfig.json', 'tsconfig.app.json', 'jsconfig.json']) {
    if (!existsSync(join(root, name))) continue
    const found = getTsconfig(root, name)
    if (found?.config.compilerOptions?.paths) return found
  }
  return null
}

function readComponentsJson(root: string): z.infer<typeof ComponentsJsonSchema> | null {
  const file = join(root, 'components.json')
  if (!existsSync(file)) return null
  try {
    return ComponentsJsonSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  } catch (cause) {
    throw new CliError('aliases.not_found', 'components.json exists but has no valid `aliases`.', {
      nextStep: 'Fix components.json (aliases.components and aliases.utils), or remove it.',
      cause,
    })
  }
}

/** Picks the alias prefix that maps to `<srcDir>/*`, preferring `@/`. */
function defaultPrefix(paths: Record<string, string[]>): string | null {
  const keys = Object.keys(paths).filter((key) => key.endsWith('/*'))
  const chosen = keys.find((key) => key === '@/*') ?? keys[0]
  return chosen ? chosen.slice(0, -2) : null
}

/** The host's import aliases (from `components.json` when present, else tsconfig paths) and their folders. */
export function resolveAliases(root: string): ResolvedAliases {
  const tsconfig = tsconfigWithPaths(root)
  const components = readComponentsJson(root)
  const tsx = existsSync(join(root, 'tsconfig.json'))
  const paths = tsconfig?.config.compilerOptions?.paths
  let aliases: HostAliases
  if (components) {
    const lib = components.aliases.lib ?? components.aliases.utils.replace(/\/[^/]+$/, '')
    aliases = { components: components.aliases.components, lib, utils: components.aliases.utils }
  } else {
    const prefix = paths ? defaultPrefix(paths) : null
    if (prefix === null) {
      throw new CliError('aliases.not_found', 'Found no import alias (compilerOptions.paths) in tsconfig.json.', {
        nextStep: ALIAS_MISSING_STEP,
      })
    }
    aliases = { components: `${prefix}/components`, lib: `${prefix}/lib`, utils: `${prefix}/lib/utils` }
  }
  const matcher = tsconfig ? createPathsMatcher(tsconfig) : null
  const toFolder = (alias: string): string => {
    const [first] = matcher?.(alias) ?? []
    if (first === undefined) {
      throw new CliError('aliases.not_found', `The alias "${alias}" does not resolve through tsconfig paths.`, {
        nextStep: ALIAS_MISSING_STEP,
      })
    }
    return relative(root, first).split('\\').join('/')
  }
  return {
    aliases,
    paths: { components: toFolder(aliases.components), lib: toFolder(aliases.lib) },
    tsx: components?.tsx ?? tsx,
    ...(components?.rsc !== undefined ? { rsc: components.rsc } : {}),
    ...(components?.tailwind?.css ? { css: components.tailwind.css } : {}),
  }
}
