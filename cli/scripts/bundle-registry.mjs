#!/usr/bin/env node
// Builds the registry from its sources (registry/registry.json and the files it lists) into
// cli/registry, the copy the CLI ships and reads offline by default. Runs as the package's
// `prepare` step; it never fails an install: the CLI then reads registry/public/r in the repo.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const registryRoot = fileURLToPath(new URL('../../registry', import.meta.url))
const target = fileURLToPath(new URL('../registry', import.meta.url))

try {
  const { buildRegistry } = await tsImport(join(registryRoot, 'scripts/buildRegistry.ts'), import.meta.url)
  const { items } = buildRegistry({ root: registryRoot, outDir: target })
  console.log(`lobby: bundled ${items.length} registry items into cli/registry`)
} catch (error) {
  console.log(`lobby: could not bundle the registry (${error.message}); the CLI will read registry/public/r`)
}
