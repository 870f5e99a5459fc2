import { describe, expect, it } from 'vitest'
import {
  recoversAutomatically,
  recoveryScreenFor,
  recoverySelectionOptions,
  setRecoveryScreen,
} from '../../../src/core/wallet/recoveryScreens'

describe('recovery screen choice', () => {
  it('W-4.21 user-passcode recovers on the password recovery screen', () => {
    expect(recoveryScreenFor('user-passcode')).toBe('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN')
  })

  it.each(['google-drive', 'icloud'])('W-4.22 %s recovers on the recovery OAuth screen', (method) => {
    expect(recoveryScreenFor(method)).toBe('EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN')
  })

  it.each(['provider-managed', 'dropbox', ''])('W-4.23 %j has no recovery screen: an error', (method) => {
    expect(() => recoveryScreenFor(method)).toThrow(
      expect.objectContaining({ code: 'embedded_wallet.unknown_recovery_method' }),
    )
  })

  it('W-4.15 only provider-managed recovers by itself', () => {
    expect(recoversAutomatically('provider-managed')).toBe(true)
    expect(recoversAutomatically('user-passcode')).toBe(false)
  })

  it('W-4.17 automatic recovery goes to the set-automatic-recovery screen', () => {
    expect(
      setRecoveryScreen({
        automatic: true,
        userOwnedRecoveryOptions: ['user-passcode', 'google-drive'],
        currentMethod: 'user-passcode',
      }),
    ).toBe('EMBEDDED_WALLET_SET_AUTOMATIC_RECOVERY_SCREEN')
  })

  it('W-4.18 a single recovery option or a legacy flow goes to the password create screen for a wallet without a password', () => {
    expect(setRecoveryScreen({ userOwnedRecoveryOptions: ['user-passcode'], currentMethod: 'provider-managed' })).toBe(
      'EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN',
    )
    expect(
      setRecoveryScreen({
        legacy: true,
        userOwnedRecoveryOptions: ['user-passcode', 'icloud'],
        currentMethod: 'provider-managed',
      }),
    ).toBe('EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN')
  })

  it('W-4.18 W-4.19 a wallet with a password goes to the update splash, or straight to the update screen when resetting', () => {
    const input = { userOwnedRecoveryOptions: ['user-passcode'], currentMethod: 'user-passcode' }
    expect(setRecoveryScreen(input)).toBe('EMBEDDED_WALLET_PASSWORD_UPDATE_SPLASH_SCREEN')
    expect(setRecoveryScreen({ ...input, resetting: true })).toBe('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN')
  })

  it('W-4.20 otherwise recovery starts on the selection screen', () => {
    expect(
      setRecoveryScreen({
        userOwnedRecoveryOptions: ['user-passcode', 'google-drive'],
        currentMethod: 'user-passcode',
      }),
    ).toBe('EMBEDDED_WALLET_RECOVERY_SELECTION_SCREEN')
  })

  it('W-2.15 W-2.16 the selection offers Google Drive, iCloud and a password, without the current cloud method', () => {
    const all = ['google-drive', 'icloud', 'user-passcode']
    expect(recoverySelectionOptions(all, 'provider-managed')).toEqual(['google-drive', 'icloud', 'user-passcode'])
    expect(recoverySelectionOptions(all, 'google-drive')).toEqual(['icloud', 'user-passcode'])
    expect(recoverySelectionOptions(all, 'icloud')).toEqual(['google-drive', 'user-passcode'])
    expect(recoverySelectionOptions(all, 'user-passcode')).toEqual(all)
  })
})
