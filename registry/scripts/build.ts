import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildRegistry } from './buildRegistry.ts'
import { generateLogos } from './generateLogos.ts'

// `pnpm registry:build` writes public/r. `--out <dir> --local-deps` writes a copy whose
// registryDependencies are absolute paths of the built JSON, for `shadcn add` with no network.
const { values } = parseArgs({ options: { out: { type: 'string' }, 'local-deps': { type: 'boolean' } } })
const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = values.out ? resolve(values.out) : join(root, 'public', 'r')
// The logo items are generated from the icon sets first, so the build inlines what they draw today.
generateLogos(root)
const { items } = buildRegistry({
  root,
  outDir,
  registryDependencyUrl: values['local-deps'] ? (name) => join(outDir, `${name}.json`) : undefined,
})
console.log(`registry: ${items.length} items written to ${relative(process.cwd(), outDir) || '.'}`)
