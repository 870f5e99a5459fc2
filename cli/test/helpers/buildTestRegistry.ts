import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildRegistry } from '../../../registry/scripts/buildRegistry.ts'

const REGISTRY_ROOT = fileURLToPath(new URL('../../../registry', import.meta.url))

/**
 * Builds the repo's real registry (as `pnpm registry:build` does) into a temp folder; returns it
 * and its item names.
 */
export function buildTestRegistry(): {
  dir: string
  items: Array<{ name: string; type: string }>
} {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-real-registry-'))
  const { items } = buildRegistry({ root: REGISTRY_ROOT, outDir: dir })
  return { dir, items: items.map((item) => ({ name: item.name, type: item.type })) }
}

/** Names of the items the repo's registry manifest lists (read at collection time, before any build). */
export function sourceItemNames(): Set<string> {
  const manifest = JSON.parse(readFileSync(join(REGISTRY_ROOT, 'registry.json'), 'utf8')) as {
    items: { name: string }[]
  }
  return new Set(manifest.items.map((item) => item.name))
}
