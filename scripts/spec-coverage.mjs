#!/usr/bin/env node
// Which rules of ../shared/spec/RULES.md are proven by a test that ran and passed.
// It reads vitest's JSON report (not the test sources), so a skipped or failing test counts
// for nothing. Usage: pnpm spec:coverage [--missing] [--report reports/vitest.json]
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { coveredIds, parseRules, summarize } from './spec-coverage-lib.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    missing: { type: 'boolean', default: false },
    report: { type: 'string', default: join(root, 'reports', 'vitest.json') },
    rules: { type: 'string', default: resolve(root, '..', 'shared', 'spec', 'RULES.md') },
  },
})

for (const [what, path, hint] of [
  ['rules file', values.rules, 'keep the shared/ folder beside this repository, or pass --rules <path>'],
  [
    'test report',
    values.report,
    'run `npm test` (or `pnpm test:unit --reporter=json --outputFile.json=reports/vitest.json`) first',
  ],
]) {
  if (!existsSync(path)) {
    console.error(`spec:coverage: no ${what} at ${path}: ${hint}.`)
    process.exit(1)
  }
}

const rules = parseRules(readFileSync(values.rules, 'utf8'))
const covered = coveredIds(JSON.parse(readFileSync(values.report, 'utf8')))
const { rows, missing } = summarize(rules, covered)

const pad = (s, n) => String(s).padEnd(n)
console.log(`${pad('group', 22)}${pad('covered', 10)}${pad('total', 8)}share`)
for (const row of rows) {
  const share = row.total ? `${((100 * row.covered) / row.total).toFixed(1)}%` : '-'
  console.log(`${pad(row.group, 22)}${pad(row.covered, 10)}${pad(row.total, 8)}${share}`)
}
if (values.missing) {
  console.log(`\nUncovered rules (${missing.length}):`)
  for (const rule of missing) console.log(`  ${rule.id} [${rule.kind}]`)
}
