import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain ESM script without type declarations
import { citingTests } from '../citing-tests.mjs'
import {
  coveredIds,
  expectedLiterals,
  parseRules,
  parseRuleTexts,
  statesRule,
  strictFlags,
  summarize,
  // @ts-expect-error: plain ESM script without type declarations
} from '../spec-coverage-lib.mjs'

const script = fileURLToPath(new URL('../spec-coverage.mjs', import.meta.url))

const RULES = [
  '## A',
  '- **A-5.07** [validation] Digits only.',
  '- **A-5.08** [validation] Exactly six.',
  '- A-1.15 → A-3.35 (cross-reference, not a rule)',
  '- **W-2.03** [screen] A wallet screen.',
].join('\n')

describe('spec:coverage', () => {
  it('reads rule lines and skips cross-references', () => {
    expect(parseRules(RULES)).toEqual([
      { id: 'A-5.07', kind: 'validation', doc: 'A' },
      { id: 'A-5.08', kind: 'validation', doc: 'A' },
      { id: 'W-2.03', kind: 'screen', doc: 'W' },
    ])
  })

  it('counts only passed tests, including IDs in describe titles', () => {
    const report = {
      testResults: [
        {
          assertionResults: [
            { ancestorTitles: ['W-2.03 wallet'], title: 'shows', status: 'passed' },
            { ancestorTitles: [], title: 'A-5.07 rejects non-digits', status: 'passed' },
            { ancestorTitles: [], title: 'A-5.08 exactly six', status: 'failed' },
          ],
        },
      ],
    }
    expect([...coveredIds(report)].sort()).toEqual(['A-5.07', 'W-2.03'])
  })

  it('summarizes per document and per kind and lists what is missing', () => {
    const { rows, missing } = summarize(parseRules(RULES), new Set(['A-5.07']))
    expect(rows.find((r: { group: string }) => r.group === 'all')).toEqual({ group: 'all', covered: 1, total: 3 })
    expect(rows.find((r: { group: string }) => r.group === '  A [validation]')).toEqual({
      group: '  A [validation]',
      covered: 1,
      total: 2,
    })
    expect(missing.map((r: { id: string }) => r.id)).toEqual(['A-5.08', 'W-2.03'])
  })
})

describe('spec:coverage --strict', () => {
  const STRICT_RULES = [
    '- **A-4.14** [timing] Captcha polling lasts up to 20 s, then fails. (also A-9.23)',
    "- **A-8.12** [message] captcha_timeout: 'Something went wrong! Please try again later.'",
    '- **A-8.40** [message] OAuth oauth_user_denied: tells the user to retry (text not shown).',
    "- **W-8.48** [message] 'Wallet <short address> does not have enough funds.'",
    '- **A-7.05** [constant] The client version sent is 1.79.1.',
  ].join('\n')

  it('reads what each kind must state: numbers in their unit and in ms, quoted texts split at placeholders', () => {
    const texts = parseRuleTexts(STRICT_RULES)
    expect(expectedLiterals('timing', texts.get('A-4.14'))).toEqual({
      numbers: [{ shown: '20 s', accepted: ['20', '20000', '19999'] }],
      quotes: [],
    })
    expect(expectedLiterals('constant', texts.get('A-7.05')).numbers).toEqual([
      { shown: '1.79.1', accepted: ['1.79.1'] },
    ])
    expect(expectedLiterals('message', texts.get('W-8.48')).quotes).toEqual([
      { shown: 'Wallet <short address> does not have enough funds.', parts: ['Wallet', 'does not have enough funds.'] },
    ])
    expect(expectedLiterals('message', texts.get('A-8.40'))).toEqual({ numbers: [], quotes: [] })
    expect(expectedLiterals('timing', 'Polls every 1.5 s.').numbers[0]?.accepted).toEqual(['1.5', '1500', '1499'])
  })

  it('a citing test is an it() whose title or describe names the rule; it states its own literals, not comments', () => {
    const source = `
      import { TIMEOUT_MS } from '../src/timeout'
      describe('A-4.14 captcha', () => {
        it('times out', async () => {
          // after 20 s
          await vi.advanceTimersByTimeAsync(TIMEOUT_MS)
          expect(error.shortMessage).toBe('Something went wrong! Please try again later.')
        })
        it.skip('A-8.12 is skipped', () => {})
      })
      it.each([[19_999, 'loading']])('A-7.05 at %s ms', (ms) => {})
      test.each\`
        at | status
        \${1.79} | \${'1.79.1'}
      \`('A-7.05 sends $status', () => {})
    `
    expect(citingTests('a.test.ts', source)).toEqual([
      {
        file: 'a.test.ts',
        title: 'times out',
        ids: ['A-4.14'],
        literals: ['Something went wrong! Please try again later.'],
      },
      { file: 'a.test.ts', title: 'A-7.05 at %s ms', ids: ['A-7.05'], literals: ['19999', 'loading'] },
      {
        file: 'a.test.ts',
        title: 'A-7.05 sends $status',
        ids: ['A-7.05'],
        literals: ['\n        at | status\n        ', '1.79', ' | ', '1.79.1', '\n      '],
      },
    ])
  })

  it('flags a rule whose citing tests state none of its numbers or texts, and passes one that states them', () => {
    const rules = parseRules(STRICT_RULES)
    const texts = parseRuleTexts(STRICT_RULES)
    const weak = [
      {
        file: 'weak.test.ts',
        title: 'A-4.14 A-8.12',
        ids: ['A-4.14', 'A-8.12'],
        literals: ['19800', '2000', 'loading'],
      },
      { file: 'weak.test.ts', title: 'A-7.05', ids: ['A-7.05'], literals: ['1.79', 'x-lobby-version'] },
      { file: 'weak.test.ts', title: 'W-8.48', ids: ['W-8.48'], literals: ['Wallet 0x12…34 has no funds.'] },
    ]
    expect(strictFlags(rules, texts, weak).map((flag: { rule: { id: string } }) => flag.rule.id)).toEqual([
      'A-4.14',
      'A-8.12',
      'W-8.48',
      'A-7.05',
    ])
    const good = [
      { file: 'good.test.ts', title: 'A-4.14', ids: ['A-4.14'], literals: ['19999', '1'] },
      { file: 'good.test.ts', title: 'A-4.14', ids: ['A-4.14'], literals: ['20000'] },
      {
        file: 'good.test.ts',
        title: 'A-8.12',
        ids: ['A-8.12'],
        literals: ['Something went wrong! Please try again later.'],
      },
      { file: 'good.test.ts', title: 'A-7.05', ids: ['A-7.05'], literals: ['1.79.1'] },
      {
        file: 'good.test.ts',
        title: 'W-8.48',
        ids: ['W-8.48'],
        literals: ['Wallet 0x12…34 does not have enough funds.'],
      },
    ]
    expect(strictFlags(rules, texts, good)).toEqual([])
    // 20 s written in seconds, with a unit in a string, or with separators counts too.
    expect(statesRule(expectedLiterals('timing', texts.get('A-4.14')), ['after 20s'])).toBe(true)
    expect(statesRule(expectedLiterals('timing', texts.get('A-4.14')), ['200', 'A-4.20'])).toBe(false)
  })

  it('the script exits 1 listing the flagged rules and their citing tests, and 0 once they state them', {
    timeout: 30_000,
  }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'spec-coverage-'))
    try {
      writeFileSync(join(dir, 'RULES.md'), STRICT_RULES)
      writeFileSync(join(dir, 'report.json'), JSON.stringify({ testResults: [] }))
      const run = () =>
        spawnSync(
          process.execPath,
          [script, '--strict', '--rules', join(dir, 'RULES.md'), '--report', join(dir, 'report.json'), '--tests', dir],
          { encoding: 'utf8' },
        )
      const test = (body: string) =>
        writeFileSync(join(dir, 'captcha.test.ts'), `it('A-4.14 A-8.12 times out', async () => {\n${body}\n})\n`)

      test(`await vi.advanceTimersByTimeAsync(CAPTCHA_TIMEOUT_MS)\nexpect(text).toBe(TEXTS.captchaTimeout)`)
      const weak = run()
      expect(weak.status).toBe(1)
      expect(weak.stdout).toContain('A-4.14 [timing] wants 20 s')
      expect(weak.stdout).toContain("A-8.12 [message] wants 'Something went wrong! Please try again later.'")
      expect(weak.stdout).toContain('captcha.test.ts: A-4.14 A-8.12 times out')

      test(
        `await vi.advanceTimersByTimeAsync(19_999)\nawait vi.advanceTimersByTimeAsync(1)\nexpect(text).toBe('Something went wrong! Please try again later.')`,
      )
      const good = run()
      expect(good.stderr).toBe('')
      expect(good.status).toBe(0)
      expect(good.stdout).toContain("Rules whose citing tests state none of the spec's numbers or texts (0)")
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
