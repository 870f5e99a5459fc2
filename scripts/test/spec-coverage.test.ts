import { describe, expect, it } from 'vitest'
// @ts-expect-error: plain ESM script without type declarations
import { coveredIds, parseRules, summarize } from '../spec-coverage-lib.mjs'

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
