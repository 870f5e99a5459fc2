import { describe, expect, it } from 'vitest'
import { APP_ID_LENGTH, INVALID_APP_ID_MESSAGE, validateAppId } from '../../../src/core/rules/appId'

describe('validateAppId', () => {
  it('A-5.29 accepts a string of exactly 25 characters', () => {
    const id = 'c'.repeat(APP_ID_LENGTH)
    expect(validateAppId(id)).toEqual({ ok: true, value: id })
  })

  it.each([
    ['24 characters', 'c'.repeat(24)],
    ['26 characters', 'c'.repeat(26)],
    ['an empty string', ''],
    ['a number', 12345],
    ['undefined', undefined],
    ['null', null],
  ])('A-5.29 refuses %s with the contract text', (_, id) => {
    expect(validateAppId(id)).toEqual({
      ok: false,
      issue: 'app_id.invalid',
      message: 'Cannot initialize the Privy provider with an invalid Privy app ID',
    })
    expect(INVALID_APP_ID_MESSAGE).toBe('Cannot initialize the Privy provider with an invalid Privy app ID')
  })
})
