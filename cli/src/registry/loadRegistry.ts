import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Registry as RegistryIndex, type RegistryItem, registrySchema } from 'shadcn/schema'
import type { z } from 'zod'
import { CLI_ROOT } from '../cliRoot.ts'
import { CliError } from '../utils/cliError.ts'
import { checkedRegistryItem } from './checkedRegistryItem.ts'
import { checkRegistryUrl, looksLikeUrl } from './registryUrl.ts'

/** Where the registry ships with the CLI (`prepare` copies it there), and the repo's built copy. */
export const BUNDLED_REGISTRY_DIRS: readonly string[] = [
  fileURLToPath(new URL('registry', CLI_ROOT)),
  fileURLToPath(new URL('../registry/public/r', CLI_ROOT)),
]

const INDEX_FILE = 'registry.json'

/** A registry the CLI reads items from: the bundled copy, a folder, or a URL. */
export type Registry = {
  /** Where it was read from, for messages. */
  source: string
  index: RegistryIndex
  /** The full item (files with content); throws `registry.item_not_found` for unknown names. */
  getItem(name: string): Promise<RegistryItem>
}

type Reader = (relative: string) => Promise<string | null>

function folderReader(dir: string): Reader {
  return async (relative) => {
    const file = join(dir, relative)
    return existsSync(file) ? readFileSync(file, 'utf8') : null
  }
}

function urlReader(base: string, fetchImpl: typeof fetch): Reader {
  return async (relative) => {
    const response = await fetchImpl(new URL(relative, base.endsWith('/') ? base : `${base}/`))
    // A redirect must not downgrade an https registry to http.
    if (response.url) checkRegistryUrl(response.url)
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${relative}`)
    return response.text()
  }
}

const REBUILD = 'Rebuild the registry (`pnpm registry:build`) or pass another one with --registry.'

function parseJson(text: string, what: string, source: string): unknown {
  try {
    return JSON.parse(text)
  } catch (cause) {
    throw new CliError('registry.invalid', `${what} in ${source} is not valid JSON.`, { nextStep: REBUILD, cause })
  }
}

/** Each issue as `path: message`, on one line (main prints the only ✖). */
function issuesText(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || 'the file'}: ${issue.message}`).join('; ')
}

function validate<T>(json: unknown, schema: z.ZodType<T>, what: string, source: string): T {
  const parsed = schema.safeParse(json)
  if (!parsed.success) {
    throw new CliError('registry.invalid', `${what} in ${source} is invalid: ${issuesText(parsed.error)}`, {
      nextStep: REBUILD,
    })
  }
  return parsed.data
}

function locate(source: string | undefined, cwd: string, fetchImpl: typeof fetch): { reader: Reader; label: string } {
  if (source === undefined) {
    // In the repo both may exist: the newer wins, so a fresh `pnpm registry:build` is never shadowed.
    const dir = BUNDLED_REGISTRY_DIRS.filter((candidate) => existsSync(join(candidate, INDEX_FILE))).sort(
      (a, b) => statSync(join(b, INDEX_FILE)).mtimeMs - statSync(join(a, INDEX_FILE)).mtimeMs,
    )[0]
    if (dir === undefined) {
      throw new CliError('registry.unreachable', 'This CLI has no bundled registry.', {
        nextStep: 'Build it with `pnpm registry:build`, or pass one with --registry <url|path>.',
      })
    }
    return { reader: folderReader(dir), label: 'the bundled registry' }
  }
  if (looksLikeUrl(source)) {
    checkRegistryUrl(source)
    const base = source.endsWith('.json') ? source.slice(0, source.lastIndexOf('/') + 1) : source
    return { reader: urlReader(base, fetchImpl), label: source }
  }
  const path = resolve(cwd, source)
  const dir = existsSync(path) && statSync(path).isFile() ? dirname(path) : path
  if (!existsSync(join(dir, INDEX_FILE))) {
    throw new CliError('registry.unreachable', `No ${INDEX_FILE} in ${dir}.`, {
      nextStep: 'Pass --registry a folder or URL that holds registry.json and one <item>.json per item.',
    })
  }
  return { reader: folderReader(dir), label: dir }
}

/** Opens a registry: offline from the bundled copy by default, or `source` (a folder, file or URL). */
export async function loadRegistry(options: { source?: string; cwd: string; fetch?: typeof fetch }): Promise<Registry> {
  const { reader, label } = locate(options.source, options.cwd, options.fetch ?? fetch)
  const read = async (relative: string): Promise<string | null> => {
    try {
      return await reader(relative)
    } catch (cause) {
      if (cause instanceof CliError) throw cause
      throw new CliError('registry.unreachable', `Could not read ${relative} from ${label}.`, {
        nextStep: 'Check the --registry URL and your connection, or drop --registry to use the bundled registry.',
        cause,
      })
    }
  }
  const indexText = await read(INDEX_FILE)
  if (indexText === null) {
    throw new CliError('registry.unreachable', `No ${INDEX_FILE} at ${label}.`, {
      nextStep: 'Pass --registry a folder or URL that holds registry.json.',
    })
  }
  const index = validate(parseJson(indexText, INDEX_FILE, label), registrySchema, INDEX_FILE, label)
  const cache = new Map<string, RegistryItem>()
  return {
    source: label,
    index,
    async getItem(name) {
      const cached = cache.get(name)
      if (cached) return cached
      const listed = index.items.find((item) => item.name === name)
      if (!listed) {
        throw new CliError('registry.item_not_found', `Unknown item "${name}" in ${label}.`, {
          nextStep: 'Run `lobby list` to see the items.',
        })
      }
      const text = await read(`${name}.json`)
      // An index entry with its files inlined stands for a missing <name>.json; it is checked the same way.
      const json = text === null ? listed : parseJson(text, `${name}.json`, label)
      const item = validate(json, checkedRegistryItem, `${name}.json`, label)
      const missing = (item.files ?? []).find((file) => file.content === undefined)
      if (missing) {
        throw new CliError('registry.invalid', `Item "${name}" in ${label} has no content for ${missing.path}.`, {
          nextStep: REBUILD,
        })
      }
      cache.set(name, item)
      return item
    },
  }
}
