#!/usr/bin/env node
// Bundles the CLI into dist/lobby.mjs (esbuild, dependencies included) so `lobby` starts without
// compiling TypeScript on every run: bin/lobby.mjs uses the bundle while it is newer than src/.
import { build } from 'esbuild'
import { bundleOptions } from './bundleOptions.mjs'

await build(bundleOptions)
console.log('lobby: built dist/lobby.mjs')
