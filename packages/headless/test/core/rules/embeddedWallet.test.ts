import { describe, expect, it } from 'vitest'
import {
  canCreateEmbeddedWallet,
  canCreateWithRecovery,
  canSetUserOwnedRecovery,
} from '../../../src/core/rules/embeddedWallet'

const ethEmbedded = (recoveryMethod: string) => ({
  type: 'wallet',
  walletClientType: 'privy',
  chainType: 'ethereum' as const,
  recoveryMethod,
})
const solEmbedded = { type: 'wallet', walletClientType: 'privy', chainType: 'solana' as const }
const metamask = { type: 'wallet', walletClientType: 'metamask', chainType: 'ethereum' as const }

describe('embedded wallet rules', () => {
  it("W-5.24 only one embedded wallet per user: 'Only one Privy wallet per user is currently allowed'", () => {
    expect(canCreateEmbeddedWallet({ linkedAccounts: [ethEmbedded('provider-managed')] }, 'ethereum')).toEqual({
      ok: false,
      issue: 'wallet.already_exists',
      message: 'Only one Privy wallet per user is currently allowed',
    })
    expect(canCreateEmbeddedWallet({ linkedAccounts: [metamask] }, 'ethereum').ok).toBe(true)
    expect(canCreateEmbeddedWallet({ linkedAccounts: [] }, 'solana').ok).toBe(true)
  })

  it("W-5.29 no Solana wallet while the Ethereum wallet uses user-owned recovery, in the sandbox refusal's words", () => {
    for (const method of ['user-passcode', 'google-drive', 'icloud']) {
      expect(canCreateEmbeddedWallet({ linkedAccounts: [ethEmbedded(method)] }, 'solana')).toEqual({
        ok: false,
        issue: 'wallet.solana_with_user_recovery',
        message:
          'A Solana wallet cannot be created while the Ethereum wallet has user-owned recovery: set automatic recovery first.',
      })
    }
    expect(canCreateEmbeddedWallet({ linkedAccounts: [ethEmbedded('provider-managed')] }, 'solana').ok).toBe(true)
  })

  it("W-5.30 user-owned recovery is refused for a user with a Solana wallet: 'User-controlled recovery cannot be set for a user with a Solana wallet.'", () => {
    expect(canSetUserOwnedRecovery({ linkedAccounts: [solEmbedded] })).toEqual({
      ok: false,
      issue: 'wallet.user_recovery_with_solana',
      message: 'User-controlled recovery cannot be set for a user with a Solana wallet.',
    })
    expect(canSetUserOwnedRecovery({ linkedAccounts: [ethEmbedded('provider-managed')] }).ok).toBe(true)
  })

  it('W-6.07 an app that requires user-owned recovery at creation refuses automatic recovery', () => {
    expect(canCreateWithRecovery({ userOwnedRequired: true, userOwned: false })).toEqual({
      ok: false,
      issue: 'wallet.user_owned_recovery_required',
      message: 'This app requires a recovery password or a cloud backup when a wallet is created.',
    })
    expect(canCreateWithRecovery({ userOwnedRequired: true, userOwned: true }).ok).toBe(true)
    expect(canCreateWithRecovery({ userOwnedRequired: false, userOwned: false }).ok).toBe(true)
  })
})
