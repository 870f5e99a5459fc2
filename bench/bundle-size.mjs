#!/usr/bin/env node
// Bundles each scenario of scenarios.mjs as a host app would ship it (esbuild, minified,
// production) and prints minified / gzip / brotli bytes, with React included and "over
// React" (minus the react + react-dom baseline). Uses @lobby/headless's built dist: run
// `pnpm build` first.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import { build } from 'esbuild'
import { REACT_BASELINE, scenarios } from './scenarios.mjs'
import { measureWithVite } from './viteMeasure.mjs'

const here = dirname(fileURLToPath(import.meta.url))
if (!existsSync(join(here, '..', 'packages', 'headless', 'dist', 'index.js'))) {
  console.error('bundle-size: @lobby/headless is not built. Run `pnpm build` first.')
  process.exit(1)
}

function sizes(bytes) {
  return {
    min: bytes.length,
    gzip: bytes.length ? gzipSync(bytes, { level: 9 }).length : 0,
    brotli: bytes.length ? brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }).length : 0,
  }
}

async function measure(source) {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-bench-'))
  try {
    // The entry lives in bench/ so bare imports resolve through bench's node_modules.
    const entry = join(here, `.entry-${process.pid}-${Math.random().toString(36).slice(2)}.jsx`)
    writeFileSync(entry, source)
    try {
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': '"production"' },
        write: false,
        splitting: true,
        outdir: dir,
        logLevel: 'silent',
        metafile: true,
      })
      const files = new Map(result.outputFiles.map((f) => [relative(process.cwd(), f.path), f.contents]))
      const outputs = result.metafile.outputs
      // Lazy chunks carry an entryPoint too (the module they load): the app's own is the one built from `entry`.
      const entryOut = Object.keys(outputs).find((k) => outputs[k].entryPoint?.endsWith(basename(entry)))
      // Initial load: the entry and the chunks it imports statically; lazy chunks apart.
      const initial = new Set()
      const visit = (out) => {
        if (initial.has(out)) return
        initial.add(out)
        for (const imp of outputs[out].imports) if (imp.kind === 'import-statement') visit(imp.path)
      }
      visit(entryOut)
      const pick = (keys) => Buffer.concat(keys.map((k) => Buffer.from(files.get(k))))
      // Lazy: what the app can load later through import() (and what those chunks import). Chunks
      // esbuild emits for import() calls inside tree-shaken code are unreachable and not counted.
      const lazy = new Set()
      const visitLazy = (out) => {
        for (const imp of outputs[out].imports) {
          if (imp.kind !== 'dynamic-import' && imp.kind !== 'import-statement') continue
          if (imp.external || initial.has(imp.path) || lazy.has(imp.path)) continue
          if (imp.kind === 'import-statement' && !lazy.has(out)) continue
          lazy.add(imp.path)
          visitLazy(imp.path)
        }
      }
      for (const out of initial) visitLazy(out)
      const lazyKeys = [...lazy]
      return { ...sizes(pick([...initial])), lazy: sizes(pick(lazyKeys)) }
    } finally {
      rmSync(entry, { force: true })
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const kb = (n) => `${(n / 1000).toFixed(2)} kB`
const results = []
for (const scenario of scenarios) results.push({ ...scenario, size: await measure(scenario.source) })
const base = results.find((r) => r.name === REACT_BASELINE).size
// Scenarios marked `vite` are measured a second time as a Vite (Rollup) host ships them, over
// the baseline measured the same way.
const viteSize = async (source) => {
  const { initial, lazy } = await measureWithVite(source)
  return { ...sizes(initial), lazy: sizes(lazy) }
}
const viteScenarios = scenarios.filter((scenario) => scenario.vite)
if (viteScenarios.length) {
  const viteBase = await viteSize(scenarios.find((s) => s.name === REACT_BASELINE).source)
  for (const scenario of viteScenarios) {
    const size = await viteSize(scenario.source)
    results.push({ name: `${scenario.name} [vite]`, size, base: viteBase })
  }
}

const header = [
  'scenario',
  'min',
  'gzip',
  'brotli',
  'min over React',
  'gzip over React',
  'brotli over React',
  'lazy gzip',
]
const rows = results.map(({ name, size, base: own = base }) => [
  name,
  kb(size.min),
  kb(size.gzip),
  kb(size.brotli),
  kb(size.min - own.min),
  kb(size.gzip - own.gzip),
  kb(size.brotli - own.brotli),
  kb(size.lazy.gzip),
])
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
console.log(line(header))
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`)
for (const row of rows) console.log(line(row))

// The wallet frame's own scripts (issue 9): served by the sandbox on the frame's origin, so the
// host page never loads them. Built by the sandbox's own bundler (it runs from TypeScript sources).
const sandboxDir = join(here, '..', 'packages', 'sandbox')
const frameRows = []
for (const script of ['walletFrame', 'exportView']) {
  const code = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { bundleFrameScript } = await import('./src/frame/bundleFrameScript.ts'); process.stdout.write(await bundleFrameScript('${script}'))`,
    ],
    { cwd: sandboxDir, maxBuffer: 64 * 1024 * 1024 },
  )
  const size = sizes(code)
  frameRows.push([`wallet frame: ${script} script`, kb(size.min), kb(size.gzip), kb(size.brotli)])
}
console.log()
console.log('| frame script (own origin, not in the host bundle) | min | gzip | brotli |')
console.log('|---|---|---|---|')
for (const row of frameRows) console.log(`| ${row.join(' | ')} |`)
