import { describe, expect, it } from 'vitest'
import { main } from '../src/main.ts'

describe('lobby', () => {
  it('prints its version', async () => {
    const lines: string[] = []
    expect(await main(['--version'], (l) => lines.push(l))).toBe(0)
    expect(lines[0]).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('fails with a next step on an unknown command', async () => {
    expect(await main(['frobnicate'], () => {})).toBe(1)
  })
})
