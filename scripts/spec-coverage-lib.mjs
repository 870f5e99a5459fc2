// Pure parts of spec:coverage, kept apart so they are tested.

const RULE_LINE = /^- \*\*([AW]-\d+\.\d{2})\*\* \[([a-z-]+)\]/
const RULE_ID = /[AW]-\d+\.\d{2}/g

/** Rules of RULES.md: `- **A-5.07** [validation] ...` lines; cross-reference lines are not rules. */
export function parseRules(markdown) {
  const rules = []
  for (const line of markdown.split('\n')) {
    const match = RULE_LINE.exec(line)
    if (match) rules.push({ id: match[1], kind: match[2], doc: match[1][0] })
  }
  return rules
}

/** IDs named in the titles (full names, so describe blocks count) of passed tests in a vitest JSON report. */
export function coveredIds(report) {
  const ids = new Set()
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'passed') continue
      const title = [...(test.ancestorTitles ?? []), test.title ?? ''].join(' ')
      for (const id of title.match(RULE_ID) ?? []) ids.add(id)
    }
  }
  return ids
}

/** Covered / total overall, per document (A, W) and per kind, plus the uncovered rules. */
export function summarize(rules, covered) {
  const groups = new Map()
  const add = (group, isCovered) => {
    const row = groups.get(group) ?? { group, covered: 0, total: 0 }
    row.total += 1
    if (isCovered) row.covered += 1
    groups.set(group, row)
  }
  const missing = []
  for (const rule of rules) {
    const isCovered = covered.has(rule.id)
    if (!isCovered) missing.push(rule)
    add('all', isCovered)
    add(rule.doc === 'A' ? 'auth-spec (A)' : 'wallet-spec (W)', isCovered)
  }
  for (const doc of ['A', 'W']) {
    for (const rule of rules.filter((r) => r.doc === doc)) add(`  ${doc} [${rule.kind}]`, covered.has(rule.id))
  }
  return { rows: [...groups.values()], missing }
}
