import { describe, expect, it } from 'vitest'
import { truncateLoginMessage } from '../../../src/core/rules/loginMessage'

describe('truncateLoginMessage', () => {
  it('A-2.32 cuts the login message to 100 characters', () => {
    expect(truncateLoginMessage('x'.repeat(150))).toBe('x'.repeat(100))
    expect(truncateLoginMessage('x'.repeat(100))).toBe('x'.repeat(100))
    expect(truncateLoginMessage('Welcome back')).toBe('Welcome back')
  })

  it('A-2.32 counts characters, never splitting an emoji', () => {
    const cut = truncateLoginMessage('🙂'.repeat(120))
    expect(Array.from(cut ?? '')).toHaveLength(100)
    expect(cut).toBe('🙂'.repeat(100))
  })

  it('behavior: no message gives null', () => {
    expect(truncateLoginMessage(undefined)).toBeNull()
    expect(truncateLoginMessage('')).toBeNull()
  })
})
