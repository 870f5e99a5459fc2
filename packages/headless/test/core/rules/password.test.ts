import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  canAttemptPasswordRecovery,
  generateRecoveryPassword,
  invalidPasswordCharacters,
  isPasswordConfirmed,
  PASSWORD_SYMBOLS,
  passwordEntropyBits,
  passwordStrength,
  passwordStrengthLabel,
  passwordVariety,
  validatePasswordConfirmation,
  validateRecoveryPassword,
} from '../../../src/core/rules/password'
import { PASSWORD_WORDS } from '../../../src/core/rules/passwordWords'

const allowedChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  ...PASSWORD_SYMBOLS,
)

describe('recovery password', () => {
  it('W-5.01 under 6 characters gives "Password must be at least 6 characters"', () => {
    expect(validateRecoveryPassword('')).toBe('Password must be at least 6 characters')
    expect(validateRecoveryPassword('abcde')).toBe('Password must be at least 6 characters')
    expect(validateRecoveryPassword('abcdef')).toBeNull()
    // Characters, not UTF-16 units: three emoji are three characters.
    expect(validateRecoveryPassword('😀😀😀')).toBe('Password must be at least 6 characters')
  })

  it('W-5.02 letters, digits and every symbol of !@#$%^&*()-_+. are allowed, the "." included', () => {
    expect(PASSWORD_SYMBOLS).toBe('!@#$%^&*()-_+.')
    expect(validateRecoveryPassword('Ab1!@#$%^&*()-_+.')).toBeNull()
    expect(validateRecoveryPassword('abc.def')).toBeNull()
  })

  it('W-5.02 W-5.03 other characters give "Invalid characters used ( … )", each offender once, a space as SPACE', () => {
    expect(validateRecoveryPassword('my pass word')).toBe('Invalid characters used ( SPACE )')
    expect(validateRecoveryPassword('abc/def?/ g')).toBe('Invalid characters used ( / ? SPACE )')
    expect(validateRecoveryPassword('passwörd~')).toBe('Invalid characters used ( ö ~ )')
    expect(invalidPasswordCharacters('a😀b😀')).toEqual(['😀'])
  })

  it('W-5.01 W-5.02 W-5.03 property: the verdict is null exactly for 6+ allowed characters, and never throws', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 20 }), (password) => {
        const error = validateRecoveryPassword(password)
        const chars = [...password]
        if (chars.length < 6) expect(error).toBe('Password must be at least 6 characters')
        else if (chars.every((c) => /^[A-Za-z0-9!@#$%^&*()\-_+.]$/.test(c))) expect(error).toBeNull()
        else {
          expect(error).toMatch(/^Invalid characters used \( [\s\S]+ \)$/)
          const named = error!.slice('Invalid characters used ( '.length, -2).split(' ')
          expect(new Set(named).size).toBe(named.length)
        }
      }),
      { numRuns: 1000 },
    )
    fc.assert(
      fc.property(fc.array(allowedChar, { minLength: 6, maxLength: 40 }), (chars) => {
        expect(validateRecoveryPassword(chars.join(''))).toBeNull()
      }),
      { numRuns: 1000 },
    )
  }, 30_000)

  it('W-5.07 under 8 characters scores 0 for variety', () => {
    expect(passwordVariety('aB3!xyz')).toBe(0)
    expect(passwordVariety('aB3!xyzw')).toBe(1)
  })

  it('W-5.08 variety counts the classes present, divided by 3 and capped at 1', () => {
    expect(passwordVariety('abcdefgh')).toBeCloseTo(1 / 3)
    expect(passwordVariety('abcdEFGH')).toBeCloseTo(2 / 3)
    expect(passwordVariety('abcdEF12')).toBe(1)
    expect(passwordVariety('abcE12!.')).toBe(1)
  })

  it('W-5.09 score = (0.3 x variety + entropy/95) / 2 with entropy = length x log2(pool)', () => {
    // 'abcdefgh': variety 1/3, entropy 8 x log2(26).
    expect(passwordEntropyBits('abcdefgh')).toBeCloseTo(8 * Math.log2(26))
    expect(passwordStrength('abcdefgh').score).toBeCloseTo((0.3 / 3 + (8 * Math.log2(26)) / 95) / 2)
    // Short: variety 0, entropy only.
    expect(passwordStrength('abcdef').score).toBeCloseTo((6 * Math.log2(26)) / 95 / 2)
    // Long and varied: clamped at 1.
    expect(passwordStrength('aB3!'.repeat(20)).score).toBe(1)
  })

  it('W-5.10 Strong above 0.9, Medium above 0.5, else Weak', () => {
    expect(passwordStrengthLabel(0.91)).toBe('Strong')
    expect(passwordStrengthLabel(0.9)).toBe('Medium')
    expect(passwordStrengthLabel(0.51)).toBe('Medium')
    expect(passwordStrengthLabel(0.5)).toBe('Weak')
    expect(passwordStrength('abcdef').label).toBe('Weak')
    expect(passwordStrength('aB3!'.repeat(20)).label).toBe('Strong')
    expect(passwordStrength('Ab1.Ab1.Ab1.Ab1.').label).toBe('Medium')
  })

  it('W-5.11 an invalid password is Weak', () => {
    expect(passwordStrength('aB3! '.repeat(20))).toMatchObject({ label: 'Weak', score: 0 })
    expect(passwordStrength('aB3')).toMatchObject({ label: 'Weak' })
  })

  it('W-5.12 the strength bar shows at least 0.01', () => {
    expect(passwordStrength('').bar).toBe(0.01)
    expect(passwordStrength('abcdefgh').bar).toBe(passwordStrength('abcdefgh').score)
  })

  it('W-5.07 W-5.08 W-5.09 W-5.10 W-5.11 W-5.12 property: strength is always in range and consistent, never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.array(allowedChar).map((c) => c.join('')),
        ),
        (pw) => {
          const { score, label, bar } = passwordStrength(pw)
          expect(score).toBeGreaterThanOrEqual(0)
          expect(score).toBeLessThanOrEqual(1)
          expect(bar).toBe(Math.max(score, 0.01))
          expect(label).toBe(score > 0.9 ? 'Strong' : score > 0.5 ? 'Medium' : 'Weak')
          if (validateRecoveryPassword(pw) !== null) expect(label).toBe('Weak')
        },
      ),
      { numRuns: 1000 },
    )
  }, 30_000)

  it('W-5.13 the confirmation must equal the password, else "Passwords do not match"', () => {
    expect(validatePasswordConfirmation('abcdef', 'abcdef')).toBeNull()
    expect(validatePasswordConfirmation('abcdef', 'abcdeF')).toBe('Passwords do not match')
  })

  it('W-5.14 Continue is disabled until the confirmation matches a valid password', () => {
    expect(isPasswordConfirmed('abcdef', '')).toBe(false)
    expect(isPasswordConfirmed('abcdef', 'abcde')).toBe(false)
    expect(isPasswordConfirmed('abcdef', 'abcdef')).toBe(true)
    expect(isPasswordConfirmed('abc', 'abc')).toBe(false)
  })

  it('W-5.16 W-2.20 a password recovery attempt needs a non-empty value', () => {
    expect(canAttemptPasswordRecovery('')).toBe(false)
    expect(canAttemptPasswordRecovery(' ')).toBe(true)
  })

  it('W-5.06 the word list has 2048 distinct lowercase words', () => {
    expect(PASSWORD_WORDS).toHaveLength(2048)
    expect(new Set(PASSWORD_WORDS).size).toBe(2048)
    for (const word of PASSWORD_WORDS) expect(word).toMatch(/^[a-z]{3,8}$/)
  })

  it('W-5.06 property: a generated password is 4 words from the list and always valid', async () => {
    const words = new Set(PASSWORD_WORDS)
    await fc.assert(
      fc.asyncProperty(fc.constant(null), async () => {
        const password = await generateRecoveryPassword()
        const parts = password.split('-')
        expect(parts).toHaveLength(4)
        for (const part of parts) expect(words.has(part.toLowerCase())).toBe(true)
        expect(validateRecoveryPassword(password)).toBeNull()
      }),
      { numRuns: 1000 },
    )
  }, 30_000)

  it('W-5.06 generated passwords come from crypto randomness and differ', async () => {
    const seen = new Set(await Promise.all(Array.from({ length: 50 }, () => generateRecoveryPassword())))
    expect(seen.size).toBe(50)
  })
})
