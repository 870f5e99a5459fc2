import { describe, expect, it } from 'vitest'
import {
  isUserOwnedRecovery,
  RECOVERY_METHOD_LABELS,
  validateUserOwnedRecoveryOptions,
} from '../../../src/core/rules/recoveryMethods'

describe('recovery methods', () => {
  it('W-2.15 the options are named Google Drive, Apple iCloud and Password', () => {
    expect(RECOVERY_METHOD_LABELS).toEqual({
      'google-drive': 'Google Drive',
      icloud: 'Apple iCloud',
      'user-passcode': 'Password',
    })
  })

  it('W-1.03 W-3.03 provider-managed is not user-owned; user-passcode, google-drive and icloud are', () => {
    expect(isUserOwnedRecovery('provider-managed')).toBe(false)
    expect(['user-passcode', 'google-drive', 'icloud'].filter((m) => isUserOwnedRecovery(m))).toHaveLength(3)
    expect(isUserOwnedRecovery(null)).toBe(false)
    expect(isUserOwnedRecovery('dropbox')).toBe(false)
  })

  it('W-1.03 recovery options are checked and de-duplicated', () => {
    expect(validateUserOwnedRecoveryOptions(['icloud', 'icloud', 'user-passcode'])).toEqual({
      ok: true,
      value: ['icloud', 'user-passcode'],
    })
    expect(validateUserOwnedRecoveryOptions(['provider-managed'])).toMatchObject({
      ok: false,
      issue: 'unknown_recovery_option',
    })
  })
})
