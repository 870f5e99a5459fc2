import { describe, expect, it } from 'vitest'
import { validateLoginMethods } from '../../../src/core/rules/loginMethodsConfig'

describe('validateLoginMethods', () => {
  it('A-5.21 at least one login method must be enabled', () => {
    expect(validateLoginMethods({ methods: [] })).toMatchObject({ ok: false, issue: 'login_methods.none' })
    expect(validateLoginMethods({ order: { primary: [], overflow: [] } })).toMatchObject({ ok: false })
    expect(validateLoginMethods({ methods: ['email'] })).toEqual({ ok: true, value: { warnings: [] } })
  })

  it('A-5.22 more than 4 primary methods is a warning, not an error', () => {
    const five = validateLoginMethods({ order: { primary: ['email', 'google', 'apple', 'github', 'discord'] } })
    expect(five.ok).toBe(true)
    expect(five.ok && five.value.warnings).toHaveLength(1)
    const four = validateLoginMethods({ order: { primary: ['email', 'google', 'apple', 'github'], overflow: ['sms'] } })
    expect(four.ok && four.value.warnings).toEqual([])
  })
})
