import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildRegistry } from './buildRegistry.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const { outDir, items } = buildRegistry({ root })
console.log(`registry: ${items.length} items written to ${relative(process.cwd(), outDir) || '.'}`)
