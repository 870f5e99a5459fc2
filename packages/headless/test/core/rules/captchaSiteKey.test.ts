import { describe, expect, it } from 'vitest'
import { validateCaptchaSiteKey } from '../../../src/core/rules/captchaSiteKey'

describe('validateCaptchaSiteKey', () => {
  it("A-5.30 accepts a key starting with 't:' and hands back the provider's key", () => {
    expect(validateCaptchaSiteKey('t:0x4AAAAAAA')).toEqual({ ok: true, value: '0x4AAAAAAA' })
  })

  it.each([['0x4AAAAAAA'], ['h:abc'], ['T:abc'], [' t:abc'], ['t:'], [''], [undefined], [42]])(
    "A-5.30 refuses %j with 'Unsupported captcha site key'",
    (key) => {
      expect(validateCaptchaSiteKey(key)).toEqual({
        ok: false,
        issue: 'captcha.unsupported_site_key',
        message: 'Unsupported captcha site key',
      })
    },
  )
})
