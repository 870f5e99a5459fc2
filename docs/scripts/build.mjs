#!/usr/bin/env node
// Static build of the docs: the client bundle, then every page prerendered to its own
// index.html (so the site works from any static host and the link check sees real pages).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'vite'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const ssrOut = join(root, 'dist-ssr')

await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' })
await build({
  root,
  configFile: join(root, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: join(root, 'src', 'entry-server.tsx'), outDir: ssrOut, emptyOutDir: true },
})

const { paths, render } = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href)
const template = readFileSync(join(dist, 'index.html'), 'utf8')
for (const path of paths) {
  const html = template.replace('<div id="root"></div>', `<div id="root">${render(path)}</div>`)
  const file = join(dist, path, 'index.html')
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, html)
}
rmSync(ssrOut, { recursive: true, force: true })
console.log(`docs: built ${paths.length} pages into dist/`)
