#!/usr/bin/env node
// Which rules of ../shared/spec/RULES.md are proven by a test that ran and passed.
// It reads vitest's JSON report (not the test sources), so a skipped or failing test counts
// for nothing. Usage: pnpm spec:coverage [--missing] [--strict] [--report reports/vitest.json]
//
// --strict also reads the test sources and fails (exit 1) on a rule none of whose citing tests
// states what the spec states: for a [timing] or [constant] rule, one of the numbers of its text,
// in the rule's unit, in ms, or 1 ms before in ms ("20 s": 20, 20_000 or 19_999); for a [message]
// rule, one of its quoted texts (a `<placeholder>` or `...` in a quote splits it into parts that
// must all appear). A test that reaches the number only through the code's own constant keeps
// passing when that constant drifts from the spec; this catches it.
//
// The citing tests of a rule are the `it(...)`/`test(...)` calls (with any modifier: .only,
// .concurrent, .skipIf(...), .each(table), .for(table)) whose title, or the title of an enclosing
// `describe(...)`/`suite(...)`, names the rule's ID; .skip and .todo tests cite nothing. What a
// test states is the literals of its arguments after the title, that is its function body and
// any .each/.for table: string, template, number, regular-expression and JSX text literals, with
// numbers also read out of strings ('1.5s', 'in 30 seconds'). Comments, titles, and names
// defined outside the test body (a constant at the top of the file, an import) are not stated.
// A rule whose text has no number or quote ("text not shown") is not checked; a rule no test
// cites is --missing's business.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { readCitingTests } from './citing-tests.mjs'
import { coveredIds, parseRules, parseRuleTexts, strictFlags, summarize } from './spec-coverage-lib.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const { values } = parseArgs({
  options: {
    missing: { type: 'boolean', default: false },
    strict: { type: 'boolean', default: false },
    tests: { type: 'string', default: root },
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

const markdown = readFileSync(values.rules, 'utf8')
const rules = parseRules(markdown)
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

if (values.strict) {
  const flags = strictFlags(rules, parseRuleTexts(markdown), readCitingTests(values.tests))
  console.log(`\nRules whose citing tests state none of the spec's numbers or texts (${flags.length}):`)
  for (const { rule, expected, citing } of flags) {
    const wanted = [...expected.numbers.map((n) => n.shown), ...expected.quotes.map((q) => `'${q.shown}'`)]
    console.log(`  ${rule.id} [${rule.kind}] wants ${wanted.join(' or ')}`)
    for (const test of citing) console.log(`      ${test.file}: ${test.title}`)
  }
  if (flags.length) process.exit(1)
}
