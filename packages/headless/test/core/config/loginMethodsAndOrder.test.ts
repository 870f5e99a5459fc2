import { describe, expect, it } from 'vitest'
import { parseLoginMethodsAndOrder } from '../../../src/core/config/loginMethodsAndOrder'

describe('loginMethodsAndOrder', () => {
  it('A-3.30 A-1.08 accepts methods, wallet list keys and privy:{25-character provider app id}', () => {
    const order = { primary: ['email', 'privy:lobbysandboxcrossprovider'], overflow: ['metamask', 'google'] }
    expect(parseLoginMethodsAndOrder(order)).toEqual({ ok: true, value: order })
    expect(parseLoginMethodsAndOrder({ primary: ['sms'] })).toEqual({
      ok: true,
      value: { primary: ['sms'], overflow: [] },
    })
  })

  it('A-3.30 A-5.29 refuses a cross-app entry without a 25-character app id, naming the entry and what is accepted', () => {
    const parsed = parseLoginMethodsAndOrder({ primary: ['email'], overflow: ['privy:short'] })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.issue).toBe('login_methods.invalid')
    expect(parsed.message).toMatch(
      /^loginMethodsAndOrder\.overflow\.0: "privy:short" is not a login method: use one of /,
    )
    expect(parsed.message).toContain("or 'privy:' followed by the 25-character id of a provider app")
  })

  it('A-3.30 refuses an unknown method and a missing primary list', () => {
    expect(parseLoginMethodsAndOrder({ primary: ['myspace'] })).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^loginMethodsAndOrder\.primary\.0: "myspace" is not a login method/),
    })
    expect(parseLoginMethodsAndOrder({ overflow: ['email'] })).toMatchObject({ ok: false })
  })
})
