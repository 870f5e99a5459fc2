#!/usr/bin/env node
// Copies the built registry (registry/public/r, from `pnpm registry:build`) into cli/registry,
// so the published CLI adds items offline. Runs as the package's `prepare` step; it never fails
// an install: without a built registry, the CLI reads registry/public/r from the repo instead.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const source = fileURLToPath(new URL('../../registry/public/r', import.meta.url))
const target = fileURLToPath(new URL('../registry', import.meta.url))

if (!existsSync(source)) {
  console.log('lobby: no built registry at registry/public/r yet (run `pnpm registry:build`); skipped bundling')
} else {
  rmSync(target, { recursive: true, force: true })
  mkdirSync(target, { recursive: true })
  cpSync(source, target, { recursive: true })
  console.log('lobby: bundled the registry into cli/registry')
}
