import { describe, expect, it } from 'vitest'
import { validateWalletUiOverride } from '../../../src/core/rules/walletUiOverride'

describe('validateWalletUiOverride', () => {
  it('A-5.35 the wallet-UI override requires wallet UIs to be disabled', () => {
    expect(validateWalletUiOverride({ override: true, walletUisEnabled: true })).toMatchObject({
      ok: false,
      issue: 'wallet_ui.override_with_uis',
    })
    expect(validateWalletUiOverride({ override: true, walletUisEnabled: false }).ok).toBe(true)
    expect(validateWalletUiOverride({ override: undefined, walletUisEnabled: true }).ok).toBe(true)
  })
})
