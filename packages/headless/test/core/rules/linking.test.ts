import { describe, expect, it } from 'vitest'
import {
  canAddPasskey,
  canLinkAccount,
  canLoginWithWallet,
  canUnlinkAccount,
  isEmbeddedWallet,
} from '../../../src/core/rules/linking'

const embedded = { type: 'wallet', walletClientType: 'privy' }
const metamask = { type: 'wallet', walletClientType: 'metamask' }
const passkeys = (n: number) => Array.from({ length: n }, () => ({ type: 'passkey' }))

describe('linking', () => {
  it("A-5.23 linking needs an authenticated user: 'User must be authenticated before linking an account.'", () => {
    expect(canLinkAccount(null, { type: 'email' })).toEqual({
      ok: false,
      issue: 'link.not_authenticated',
      message: 'User must be authenticated before linking an account.',
    })
  })

  it("A-5.24 at most 1 account of each type: 'User already has an account of type {type} linked.'", () => {
    const user = { linkedAccounts: [{ type: 'email' }, { type: 'google_oauth' }] }
    expect(canLinkAccount(user, { type: 'email' })).toEqual({
      ok: false,
      issue: 'link.limit_reached',
      message: 'User already has an account of type email linked.',
    })
    expect(canLinkAccount(user, { type: 'phone' }).ok).toBe(true)
    expect(canLinkAccount({ linkedAccounts: [metamask] }, { type: 'wallet' })).toMatchObject({
      message: 'User already has an account of type wallet linked.',
    })
  })

  it('A-5.24 passkeys may be linked up to 5', () => {
    expect(canLinkAccount({ linkedAccounts: passkeys(4) }, { type: 'passkey' }).ok).toBe(true)
    expect(canLinkAccount({ linkedAccounts: passkeys(5) }, { type: 'passkey' })).toMatchObject({
      ok: false,
      message: 'User already has an account of type passkey linked.',
    })
  })

  it('A-5.25 passkey enrollment may add one only while fewer than 5 exist', () => {
    expect(canAddPasskey({ linkedAccounts: passkeys(4) })).toBe(true)
    expect(canAddPasskey({ linkedAccounts: passkeys(5) })).toBe(false)
    expect(canAddPasskey(null)).toBe(false)
  })

  it("A-5.26 A-8.51 a passkey enrolled in MFA cannot be unlinked: 'Cannot unlink a passkey enrolled in MFA'", () => {
    expect(canUnlinkAccount({ type: 'passkey', enrolledInMfa: true })).toEqual({
      ok: false,
      issue: 'unlink.mfa_passkey',
      message: 'Cannot unlink a passkey enrolled in MFA',
    })
    expect(canUnlinkAccount({ type: 'passkey', enrolledInMfa: false }).ok).toBe(true)
  })

  it('A-5.27 W-3.02 the embedded wallet cannot be linked, unlinked or used to log in', () => {
    expect(isEmbeddedWallet(embedded)).toBe(true)
    expect(isEmbeddedWallet(metamask)).toBe(false)
    expect(canLinkAccount({ linkedAccounts: [] }, embedded)).toMatchObject({ ok: false, issue: 'link.embedded_wallet' })
    expect(canUnlinkAccount(embedded)).toMatchObject({ ok: false, issue: 'unlink.embedded_wallet' })
    expect(canLoginWithWallet({ walletClientType: 'privy' })).toMatchObject({
      ok: false,
      issue: 'login.embedded_wallet',
    })
    expect(canLoginWithWallet({ walletClientType: 'metamask' }).ok).toBe(true)
    expect(canUnlinkAccount(metamask).ok).toBe(true)
  })

  it('A-5.24 the embedded wallet does not count toward the one linked wallet', () => {
    expect(canLinkAccount({ linkedAccounts: [embedded] }, metamask).ok).toBe(true)
  })
})
