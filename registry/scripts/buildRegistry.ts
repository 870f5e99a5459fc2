import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  REGISTRY_ITEM_SCHEMA_URL,
  REGISTRY_SCHEMA_URL,
  type Registry,
  type RegistryItem,
  registryItem as registryItemSchema,
  registry as registrySchema,
} from './registrySchema.ts'

/** Options of `buildRegistry`: the registry's source folder and where to write the JSON. */
export type BuildRegistryOptions = {
  /** Folder holding `registry.json` and the item sources. */
  root: string
  /** Output folder, emptied first. @default `<root>/public/r` */
  outDir?: string
  /**
   * Rewrites each registryDependency (an item name) in the built items, e.g. to the absolute path
   * or URL of its built JSON: shadcn's own CLI fetches bare names from its site, so an offline
   * `shadcn add <item.json>` needs them as paths. The index keeps the names.
   */
  registryDependencyUrl?: (name: string) => string
}

/** What a build wrote: the parsed manifest and every built item (files with their content). */
export type BuildRegistryResult = { outDir: string; manifest: Registry; items: RegistryItem[] }

/** Reads and validates `registry.json` against shadcn's registry schema. */
export function readManifest(root: string): Registry {
  const raw: unknown = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'))
  const parsed = registrySchema.safeParse(raw)
  if (!parsed.success) {
    throw new Error(`registry.json does not match shadcn's registry schema:\n${parsed.error.message}`)
  }
  return parsed.data
}

/** Builds one shadcn registry-item JSON per item plus the index, as `pnpm registry:build` does. */
export function buildRegistry({
  root,
  outDir = join(root, 'public', 'r'),
  registryDependencyUrl,
}: BuildRegistryOptions): BuildRegistryResult {
  const manifest = readManifest(root)
  const names = new Set(manifest.items.map((item) => item.name))
  const items = manifest.items.map((item) => {
    for (const dependency of item.registryDependencies ?? []) {
      // A bare name we do not own would make shadcn fetch its own item from the network.
      if (!names.has(dependency))
        throw new Error(`${item.name}: registryDependencies names "${dependency}", not an item of this registry`)
    }
    const built = {
      $schema: REGISTRY_ITEM_SCHEMA_URL,
      ...item,
      ...(registryDependencyUrl && item.registryDependencies
        ? { registryDependencies: item.registryDependencies.map(registryDependencyUrl) }
        : {}),
      files: item.files?.map((file) => ({ ...file, content: readFileSync(join(root, file.path), 'utf8') })),
    }
    return registryItemSchema.parse(built)
  })

  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  for (const item of items) writeFileSync(join(outDir, `${item.name}.json`), `${JSON.stringify(item, null, 2)}\n`)
  const index = { ...manifest, $schema: REGISTRY_SCHEMA_URL }
  writeFileSync(join(outDir, 'registry.json'), `${JSON.stringify(registrySchema.parse(index), null, 2)}\n`)
  return { outDir, manifest, items }
}
