import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isValidEmail, normalizeEmail } from '../../../src/core/rules/email'

describe('email', () => {
  it.each([
    ['ada@example.com', true],
    ['a.b+tag@mail.example.co.uk', true],
    ['  ada@example.com  ', true],
    ['ada@example', false],
    ['ada@@example.com', false],
    ['ada example@example.com', false],
    ['@example.com', false],
    ['ada@.com', false],
    ['ada@example..com', false],
    ['ada@example.c', false],
    ['ada..lovelace@example.com', false],
    ['.ada@example.com', false],
    ['ada.@example.com', false],
    ['ada@-example.com', false],
    ['ada@example-.com', false],
    ['ada@my-example.com', true],
    ['', false],
  ])('A-5.01 %j passes the standard email pattern: %s', (input, valid) => {
    expect(isValidEmail(input)).toBe(valid)
  })

  it('A-5.01 input is trimmed before it is checked and sent', () => {
    expect(normalizeEmail('\t ada@example.com \n')).toBe('ada@example.com')
  })

  it('A-5.01 property: every RFC 5322 dot-atom address with a top-level label of two or more characters passes', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        fc.pre(email.length <= 254 && /\.[^.]{2,}$/.test(email))
        expect(isValidEmail(email)).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })

  it('A-5.01 property: never throws; valid addresses have one at-sign and a dotted domain', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.emailAddress({ size: 'small' })), (input) => {
        if (isValidEmail(input)) {
          const email = normalizeEmail(input)
          expect(email.split('@')).toHaveLength(2)
          expect(email.split('@')[1]).toContain('.')
        }
      }),
      { numRuns: 1000 },
    )
  }, 30_000)
})
