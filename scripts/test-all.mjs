#!/usr/bin/env node
// Every check of the project, in the order a reviewer reads them. Stops at the first failure
// so CI's log ends on the thing to fix.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'

const steps = [
  ['lint and format', 'pnpm', ['run', 'lint']],
  ['type-check every package', 'pnpm', ['run', 'typecheck']],
  ['build @lobby/headless', 'pnpm', ['--filter', '@lobby/headless', 'build']],
  ['package checks (publint, attw)', 'pnpm', ['--filter', '@lobby/headless', 'check:package']],
  [
    'unit, hook, sandbox and browser e2e tests',
    'pnpm',
    ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'],
  ],
  ['docs static build and link check', 'pnpm', ['--filter', '@lobby/docs', 'run', 'build-and-check']],
  ['spec coverage (strict: tests state the spec numbers and texts)', 'pnpm', ['run', 'spec:coverage', '--strict']],
]

mkdirSync('reports', { recursive: true })
for (const [title, cmd, args] of steps) {
  console.log(`\n━━ ${title} ━━`)
  const started = Date.now()
  const { status, error } = spawnSync(cmd, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (error || status !== 0) {
    console.error(`\n✗ ${title} failed after ${seconds}s${error ? `: ${error.message}` : ''}`)
    process.exit(status || 1)
  }
  console.log(`✓ ${title} (${seconds}s)`)
}

// One plain closing line that any CI reads, whatever the runners printed above.
if (existsSync('reports/vitest.json')) {
  const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'))
  console.log(
    `\nTests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests} skipped`,
  )
}
