#!/usr/bin/env node
// Builds the registry from its sources (registry/registry.json and the files it lists) into
// registry/public/r, which the docs site serves at /r (the URL `lobby init` names in a host's
// components.json), and copies it to cli/registry, the copy the CLI ships and reads offline by
// default. Runs as the package's `prepare` step; it never fails an install: the CLI then reads
// registry/public/r in the repo.
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'

const registryRoot = fileURLToPath(new URL('../../registry', import.meta.url))
const target = fileURLToPath(new URL('../registry', import.meta.url))

try {
  const { buildRegistry } = await tsImport(join(registryRoot, 'scripts/buildRegistry.ts'), import.meta.url)
  const { outDir, items } = buildRegistry({ root: registryRoot })
  rmSync(target, { recursive: true, force: true })
  cpSync(outDir, target, { recursive: true })
  console.log(`lobby: built ${items.length} registry items into registry/public/r and cli/registry`)
} catch (error) {
  console.log(`lobby: could not bundle the registry (${error.message}); the CLI will read registry/public/r`)
}
