// Measures an app the way a Vite host ships it: `vite build` (Rollup), minified, production.
// esbuild assigns a module to a chunk by the files that can reach it through any import, so a
// hook that only a lazy screen uses lands in the initial load as soon as the app also imports
// the package's barrel; Rollup follows the bindings actually used, as Vite and Next hosts get.
import { rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'

const here = dirname(fileURLToPath(import.meta.url))
const registry = join(here, '..', 'registry')
const headless = join(here, '..', 'packages', 'headless', 'src')

// The registry's own path aliases (registry/tsconfig.json), so its files build as they do in a host.
const alias = [
  { find: /^@\/components\/lobby\/(ui|screens|blocks)\//, replacement: `${registry}/$1/` },
  { find: '@/lib/utils', replacement: join(registry, 'lib', 'utils.ts') },
  { find: /^@lobby\/headless$/, replacement: join(headless, 'react', 'index.ts') },
  { find: /^@lobby\/headless\/core$/, replacement: join(headless, 'core', 'index.ts') },
  { find: /^@lobby\/headless\/viem$/, replacement: join(headless, 'viem.ts') },
]

/** The app's initial load (entry + statically imported chunks) and lazy chunks, as raw bytes. */
export async function measureWithVite(source) {
  const entry = join(here, `.vite-entry-${process.pid}-${Math.random().toString(36).slice(2)}.jsx`)
  writeFileSync(entry, source)
  try {
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      root: here,
      resolve: { alias },
      define: { 'process.env.NODE_ENV': '"production"' },
      build: { write: false, minify: true, target: 'es2022', modulePreload: false, rollupOptions: { input: entry } },
    })
    const chunks = (Array.isArray(result) ? result : [result])
      .flatMap((r) => r.output)
      .filter((o) => o.type === 'chunk')
    const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
    const initial = new Set()
    const visit = (chunk) => {
      if (initial.has(chunk)) return
      initial.add(chunk)
      for (const name of chunk.imports) visit(byName.get(name))
    }
    visit(chunks.find((chunk) => chunk.isEntry))
    const code = (list) => Buffer.concat(list.map((chunk) => Buffer.from(chunk.code)))
    return { initial: code([...initial]), lazy: code(chunks.filter((chunk) => !initial.has(chunk))) }
  } finally {
    rmSync(entry, { force: true })
  }
}
