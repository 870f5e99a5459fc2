#!/usr/bin/env node
// Bundles the CLI into dist/lobby.mjs (esbuild, dependencies included) so `lobby` starts without
// compiling TypeScript on every run: bin/lobby.mjs uses the bundle while it is newer than src/.
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const cli = fileURLToPath(new URL('..', import.meta.url))

await build({
  absWorkingDir: cli,
  entryPoints: { lobby: 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // CommonJS dependencies (picocolors) require Node built-ins, which an ESM bundle needs a require for.
  banner: {
    js: "import { createRequire as __lobbyRequire } from 'node:module'; const require = __lobbyRequire(import.meta.url);",
  },
  logLevel: 'warning',
})
console.log('lobby: built dist/lobby.mjs')
