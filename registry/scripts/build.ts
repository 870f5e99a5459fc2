import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildRegistry } from './buildRegistry.ts'
import { generateLogos } from './generateLogos.ts'

// `pnpm registry:build` writes public/r (`--out <dir>` writes elsewhere): the files a host's
// components.json names under `registries` ("@lobby": "<where they are served>/{name}.json").
const { values } = parseArgs({ options: { out: { type: 'string' } } })
const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = values.out ? resolve(values.out) : join(root, 'public', 'r')
// The logo items are generated from the icon sets first, so the build inlines what they draw today.
generateLogos(root)
const { items } = buildRegistry({ root, outDir })
console.log(`registry: ${items.length} items written to ${relative(process.cwd(), outDir) || '.'}`)
