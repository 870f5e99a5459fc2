import { spawnSync } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type Registry, type RegistryItem, registryItemSchema, registrySchema } from 'shadcn/schema'

/** Options of `buildRegistry`: the registry's source folder and where to write the JSON. */
export type BuildRegistryOptions = {
  /** Folder holding `registry.json` and the item sources. */
  root: string
  /** Output folder, emptied first. @default `<root>/public/r` */
  outDir?: string
}

/** What a build wrote: the parsed manifest and every built item (files with their content). */
export type BuildRegistryResult = { outDir: string; manifest: Registry; items: RegistryItem[] }

/** The pinned shadcn CLI (its package's bin is its main entry). */
const SHADCN_BIN = createRequire(import.meta.url).resolve('shadcn')

/**
 * The namespace a host names this registry by in its components.json `registries`, and that every
 * registryDependency is written in (`@lobby/lobby-button`): `@` and the registry's name. A bare name
 * would make shadcn fetch an item of its own site, so only this form lets the registry be hosted.
 */
export function registryNamespace(manifest: Pick<Registry, 'name'>): string {
  return `@${manifest.name}`
}

function issuesText(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string {
  return issues.map((issue) => `  ${issue.path.map(String).join('.') || 'registry.json'}: ${issue.message}`).join('\n')
}

/** Reads `registry.json`, checked with shadcn's registry schema and for namespaced registryDependencies. */
export function readManifest(root: string): Registry {
  const raw: unknown = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'))
  const parsed = registrySchema.safeParse(raw)
  if (!parsed.success) {
    throw new Error(`registry.json does not match shadcn's registry schema:\n${issuesText(parsed.error.issues)}`)
  }
  const manifest = parsed.data
  const namespace = registryNamespace(manifest)
  const names = new Set(manifest.items.map((item) => item.name))
  for (const item of manifest.items) {
    for (const dependency of item.registryDependencies ?? []) {
      if (names.has(dependency)) {
        throw new Error(
          `${item.name}: write registryDependencies as "${namespace}/${dependency}" (shadcn's namespaced form), not "${dependency}"`,
        )
      }
      const [prefix, name] = dependency.split('/')
      if (prefix !== namespace || name === undefined || !names.has(name)) {
        throw new Error(
          `${item.name}: registryDependencies names "${dependency}", not an item of this registry (write "${namespace}/<item name>")`,
        )
      }
    }
  }
  return manifest
}

/**
 * Builds one registry-item JSON per item plus the index with shadcn's own `shadcn build`, after
 * checking the manifest, then checks every item it wrote against shadcn's item schema.
 */
export function buildRegistry({ root, outDir = join(root, 'public', 'r') }: BuildRegistryOptions): BuildRegistryResult {
  const manifest = readManifest(root)
  rmSync(outDir, { recursive: true, force: true })
  const build = spawnSync(
    process.execPath,
    [SHADCN_BIN, 'build', join(root, 'registry.json'), '--output', outDir, '--cwd', root],
    { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 120_000 },
  )
  if (build.status !== 0) throw new Error(`shadcn build failed:\n${build.stdout}${build.stderr}`)
  const items = manifest.items.map((item) => {
    const built: unknown = JSON.parse(readFileSync(join(outDir, `${item.name}.json`), 'utf8'))
    const parsed = registryItemSchema.safeParse(built)
    if (!parsed.success) throw new Error(`${item.name}.json:\n${issuesText(parsed.error.issues)}`)
    return parsed.data
  })
  return { outDir, manifest, items }
}
