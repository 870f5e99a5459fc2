#!/usr/bin/env node
import { existsSync, readdirSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const bundle = fileURLToPath(new URL('../dist/lobby.mjs', import.meta.url))
const src = fileURLToPath(new URL('../src', import.meta.url))

/** Newest modification time under src/ (0 when there is no src/, as in the published package). */
function newestSource(dir) {
  if (!existsSync(dir)) return 0
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(`${entry.parentPath}/${entry.name}`).mtimeMs)
  }
  return newest
}

// `lobby list | head` closes the pipe early: that is not an error.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

// The bundle starts fast; in the repo, an edited src/ wins over a stale bundle (through tsx).
let main
if (existsSync(bundle) && statSync(bundle).mtimeMs >= newestSource(src)) {
  ;({ main } = await import(bundle))
} else {
  const { register } = await import('tsx/esm/api')
  register()
  ;({ main } = await import('../src/main.ts'))
}
process.exitCode = await main(process.argv.slice(2))
