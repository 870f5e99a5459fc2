import { describe, expect, it } from 'vitest'
import { threeWayMerge } from '../../src/utils/threeWayMerge.ts'

const BASE = ['one', 'two', 'three', 'four', 'five', ''].join('\n')

describe('threeWayMerge', () => {
  it('update: keeps a local edit and brings a registry change made elsewhere in the file', () => {
    const local = BASE.replace('two', 'two (ours)')
    const registry = BASE.replace('five', 'five (upstream)')
    expect(threeWayMerge({ local, base: BASE, registry })).toEqual({
      content: ['one', 'two (ours)', 'three', 'four', 'five (upstream)', ''].join('\n'),
      hasConflicts: false,
    })
  })

  it('update: marks a conflicting edit as git does', () => {
    const local = BASE.replace('three', 'three (ours)')
    const registry = BASE.replace('three', 'three (upstream)')
    const merged = threeWayMerge({ local, base: BASE, registry })
    expect(merged.hasConflicts).toBe(true)
    expect(merged.content).toBe(
      [
        'one',
        'two',
        '<<<<<<< local',
        'three (ours)',
        '=======',
        'three (upstream)',
        '>>>>>>> registry',
        'four',
        'five',
        '',
      ].join('\n'),
    )
  })

  it('update: the same change on both sides is no conflict', () => {
    const both = BASE.replace('four', 'FOUR')
    expect(threeWayMerge({ local: both, base: BASE, registry: both })).toEqual({ content: both, hasConflicts: false })
  })
})
