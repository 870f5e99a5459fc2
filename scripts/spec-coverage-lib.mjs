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

// ---- --strict: does each citing test state the spec's numbers and texts? ----

const ALSO = /\((?:also|see) [^)]*\)/g
const UNITS_MS = { ms: 1, s: 1000, second: 1000, seconds: 1000, minute: 60_000, minutes: 60_000 }
// A number in a rule's text: digits (a version like 1.79.1 stays whole), then an optional unit.
const RULE_NUMBER = /(?<![\w.])(\d+(?:\.\d+)*)(?:\s*(ms|seconds?|minutes?|s)\b)?/g
// A number in a test's literal: underscores are separators (20_000), a unit may follow ('1.5s').
const SOURCE_NUMBER = /(?<![\w.])(\d[\d_]*(?:\.\d+)*)(?:ms|s)?(?!\w)/g
const QUOTE = /(?<!\w)'(.+?)'(?!\w)/g
const PLACEHOLDER = /<[^>]*>|\(?\s*\.\.\.\s*\)?/

/** Rule lines with their text: what --strict needs beyond parseRules. */
export function parseRuleTexts(markdown) {
  const texts = new Map()
  for (const line of markdown.split('\n')) {
    const match = RULE_LINE.exec(line)
    if (match) texts.set(match[1], line.slice(match[0].length).trim())
  }
  return texts
}

/** What a citing test must state for a rule (see spec-coverage.mjs): its numbers or its quotes. */
export function expectedLiterals(kind, text) {
  const plain = text.replace(ALSO, '').replace(RULE_ID, '')
  if (kind === 'timing' || kind === 'constant') {
    const numbers = new Map()
    for (const [, value, unit] of plain.matchAll(RULE_NUMBER)) {
      const accepted = new Set([value])
      if (unit && /^\d+(\.\d+)?$/.test(value)) {
        const ms = Math.round(Number(value) * UNITS_MS[unit])
        // The moment just before counts too: a test that waits 19_999 ms, then 1, states 20 s.
        accepted.add(String(ms)).add(String(ms - 1))
      }
      const shown = unit ? `${value} ${unit}` : value
      numbers.set(shown, { shown, accepted: [...accepted] })
    }
    return { numbers: [...numbers.values()], quotes: [] }
  }
  if (kind === 'message') {
    const quotes = [...plain.matchAll(QUOTE)].map(([, quote]) => ({
      shown: quote,
      parts: quote
        .split(PLACEHOLDER)
        .map((part) => part.trim())
        .filter(Boolean),
    }))
    return { numbers: [], quotes }
  }
  return { numbers: [], quotes: [] }
}

/** The numbers a test's literals state, normalized (20_000 → 20000). */
export function sourceNumbers(literals) {
  const numbers = new Set()
  for (const literal of literals) {
    for (const [, token] of literal.matchAll(SOURCE_NUMBER)) numbers.add(token.replaceAll('_', ''))
  }
  return numbers
}

/** Whether a test whose literals are `literals` states what the rule needs. */
export function statesRule(expected, literals) {
  if (expected.numbers.length) {
    const found = sourceNumbers(literals)
    if (expected.numbers.some((n) => n.accepted.some((value) => found.has(value)))) return true
  }
  if (expected.quotes.length) {
    if (expected.quotes.some((q) => q.parts.every((part) => literals.some((literal) => literal.includes(part)))))
      return true
  }
  return false
}

/**
 * Rules of the checked kinds whose citing tests all fail to state the rule's numbers or texts.
 * `tests` are `{ file, title, ids, literals }` (see citing-tests.mjs); rules no test cites are
 * left to --missing.
 */
export function strictFlags(rules, texts, tests) {
  const flags = []
  for (const rule of rules) {
    const expected = expectedLiterals(rule.kind, texts.get(rule.id) ?? '')
    if (!expected.numbers.length && !expected.quotes.length) continue
    const citing = tests.filter((test) => test.ids.includes(rule.id))
    if (!citing.length) continue
    if (citing.some((test) => statesRule(expected, test.literals))) continue
    flags.push({ rule, expected, citing })
  }
  return flags
}
