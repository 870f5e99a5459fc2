import { describe, expect, it } from 'vitest'
import {
  accountPasskeyList,
  enrollmentPasskeyList,
  type PasskeyAccount,
  passkeyDisplayName,
  passkeyLastUsed,
  passkeyLastUsedText,
  sortPasskeysNewestFirst,
} from '../../../src/core/rules/passkeys'

const day = (n: number) => new Date(Date.UTC(2026, 0, n))
const passkey = (id: string, created: number, extra: Partial<PasskeyAccount> = {}): PasskeyAccount => ({
  credentialId: id,
  verifiedAt: day(created),
  firstVerifiedAt: day(created),
  ...extra,
})

describe('passkeys', () => {
  it("A-2.86 display name is 'name on browser', else 'browser on OS', else 'Unknown device'", () => {
    const base = passkey('a', 1)
    expect(passkeyDisplayName({ ...base, authenticatorName: 'iCloud Keychain', createdWithBrowser: 'Safari' })).toBe(
      'iCloud Keychain on Safari',
    )
    expect(passkeyDisplayName({ ...base, createdWithBrowser: 'Chrome', createdWithOs: 'macOS' })).toBe(
      'Chrome on macOS',
    )
    expect(passkeyDisplayName({ ...base, authenticatorName: 'YubiKey', createdWithOs: 'Linux' })).toBe('Unknown device')
    expect(passkeyDisplayName(base)).toBe('Unknown device')
  })

  it("A-2.85 'Last used' is latestVerifiedAt, else verifiedAt", () => {
    expect(passkeyLastUsed(passkey('a', 1, { latestVerifiedAt: day(9) }))).toEqual(day(9))
    expect(passkeyLastUsed(passkey('a', 1, { latestVerifiedAt: null }))).toEqual(day(1))
  })

  it("A-2.85 the 'Last used' line: the label, then latestVerifiedAt's date, else verifiedAt's", () => {
    const noon = (n: number) => new Date(Date.UTC(2026, 0, n, 12))
    const used = passkey('a', 1, { verifiedAt: noon(1), latestVerifiedAt: noon(9) })
    expect(passkeyLastUsedText(used, 'en-US')).toBe('Last used 1/9/2026')
    expect(passkeyLastUsedText({ ...used, latestVerifiedAt: null }, 'en-US')).toBe('Last used 1/1/2026')
  })

  it('A-2.84 passkeys are listed newest first', () => {
    const list = [passkey('old', 1), passkey('new', 5), passkey('mid', 3)]
    expect(sortPasskeysNewestFirst(list).map((p) => p.credentialId)).toEqual(['new', 'mid', 'old'])
    expect(list.map((p) => p.credentialId)).toEqual(['old', 'new', 'mid'])
  })

  it("A-2.82 the account list 'Your passkeys' shows 2 unless expanded", () => {
    const list = [1, 2, 3, 4].map((n) => passkey(`p${n}`, n))
    const collapsed = accountPasskeyList(list)
    expect(collapsed.visible.map((p) => p.credentialId)).toEqual(['p4', 'p3'])
    expect(collapsed).toMatchObject({ hiddenCount: 2, canExpand: true })
    expect(accountPasskeyList(list, { expanded: true })).toMatchObject({ hiddenCount: 0, canExpand: false })
    expect(accountPasskeyList(list.slice(0, 2)).canExpand).toBe(false)
  })

  it("A-2.87 the enrollment list shows 3, or 2 plus 'View All' when more than 3 exist", () => {
    const three = [1, 2, 3].map((n) => passkey(`p${n}`, n))
    expect(enrollmentPasskeyList(three)).toMatchObject({ hiddenCount: 0, showViewAll: false })
    expect(enrollmentPasskeyList(three).visible).toHaveLength(3)
    const four = [...three, passkey('p4', 4)]
    const cut = enrollmentPasskeyList(four)
    expect(cut.visible.map((p) => p.credentialId)).toEqual(['p4', 'p3'])
    expect(cut).toMatchObject({ hiddenCount: 2, showViewAll: true })
    expect(enrollmentPasskeyList(four, { expanded: true }).visible).toHaveLength(4)
  })
})
