import { describe, expect, it } from 'vitest'
import { canUpdateContact } from '../../../src/core/rules/contactUpdate'

const user = { email: { address: 'ada@example.com' }, phone: { number: '+15555550123' } }

describe('canUpdateContact', () => {
  it('A-5.16 an email or phone update also needs the old value', () => {
    for (const old of [undefined, '', '   ', 42]) {
      expect(canUpdateContact(user, 'email', old)).toEqual({
        ok: false,
        issue: 'update.missing_old_value',
        message: 'An update needs the current email address.',
      })
      expect(canUpdateContact(user, 'phone', old)).toMatchObject({ ok: false, issue: 'update.missing_old_value' })
    }
  })

  it('A-5.17 an email or phone update needs one already linked, the one named', () => {
    expect(canUpdateContact({}, 'email', 'ada@example.com')).toEqual({
      ok: false,
      issue: 'update.not_linked',
      message: 'The email address ada@example.com is not linked to this user.',
    })
    expect(canUpdateContact({ email: user.email }, 'phone', '+15555550123')).toMatchObject({
      ok: false,
      issue: 'update.not_linked',
    })
    expect(canUpdateContact(user, 'email', 'bob@example.com')).toMatchObject({ ok: false, issue: 'update.not_linked' })
    expect(canUpdateContact(user, 'phone', '+15555550999')).toMatchObject({ ok: false, issue: 'update.not_linked' })
    expect(canUpdateContact(null, 'email', 'ada@example.com')).toMatchObject({
      ok: false,
      issue: 'update.not_authenticated',
    })
  })

  it('A-5.16 A-5.17 the linked value passes, however it is cased or formatted', () => {
    expect(canUpdateContact(user, 'email', ' Ada@Example.com ')).toEqual({ ok: true, value: 'Ada@Example.com' })
    expect(canUpdateContact(user, 'phone', '+1 555-555-0123')).toEqual({ ok: true, value: '+1 555-555-0123' })
  })
})
