// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cancelMfaPrompt, isMfaPromptOpen } from '../../../../src/core/wallet/flow/mfaPrompt'
import { passwordStepView, passwordUpdateSplash } from '../../../../src/core/wallet/flow/passwordSteps'
import type { WalletStepNavigation } from '../../../../src/core/wallet/flow/walletStep'

/** The navigator commands a step uses, recorded in the order the step called them. */
function recorder() {
  const calls: string[] = []
  const nav = {
    replace: (name: string) => void calls.push(`replace ${name}`),
    navigate: (name: string) => void calls.push(`navigate ${name}`),
    close: () => void calls.push('close'),
    setCloseable: (closeable: boolean) => void calls.push(`closeable ${closeable}`),
  } as unknown as WalletStepNavigation
  return { nav, calls }
}

describe('the password screens', () => {
  it('W-2.19 W-2.20 the recovery screen embeds the recovery field, and the modal closes once the wallet is recovered', () => {
    const { nav, calls } = recorder()
    const view = passwordStepView('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN', nav)
    expect(view).toMatchObject({ mode: 'recover' })
    expect(view.onClose).toBeUndefined()
    view.onDone?.({ address: '0xabc' })
    expect(calls).toEqual(['close'])
  })

  it('W-2.22 W-2.26 W-4.27 the wizard the user opened may be cancelled, replaces a password on the update screen, and closes with the view', () => {
    const { nav, calls } = recorder()
    expect(passwordStepView('EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN', nav)).toMatchObject({
      mode: 'update',
      userStarted: true,
      replacing: false,
    })
    const update = passwordStepView('EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN', nav)
    expect(update).toMatchObject({ mode: 'update', userStarted: true, replacing: true })
    // W-4.26: a success closes 1.4 s later, when the view closes itself, not at once.
    expect(update.onDone).toBeUndefined()
    update.onClose?.()
    expect(calls).toEqual(['close'])
  })

  it('W-4.19 the update splash goes on to EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN, or Cancel closes', () => {
    const { nav, calls } = recorder()
    passwordUpdateSplash(nav).continue()
    passwordUpdateSplash(nav).cancel()
    expect(calls).toEqual(['replace EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN', 'close'])
  })
})

describe('the MFA prompt over a wallet step', () => {
  it('W-4.55 shows while a verification waits for the user, not before it starts nor once it ends', () => {
    expect(isMfaPromptOpen({ status: 'idle', method: null })).toBe(false)
    expect(isMfaPromptOpen({ status: 'starting', method: null })).toBe(false)
    expect(isMfaPromptOpen({ status: 'starting', method: 'sms' })).toBe(true)
    expect(isMfaPromptOpen({ status: 'awaiting-code', method: 'totp' })).toBe(true)
    expect(isMfaPromptOpen({ status: 'submitting', method: 'totp' })).toBe(true)
    // after max attempts the dialog stays, its input blocked.
    expect(isMfaPromptOpen({ status: 'failed', method: 'totp' })).toBe(true)
    expect(isMfaPromptOpen({ status: 'verified', method: 'totp' })).toBe(false)
    expect(isMfaPromptOpen({ status: 'canceled', method: 'totp' })).toBe(false)
  })

  it('A-7.47 W-4.55 Cancel ends the verification and closes the modal', () => {
    const { nav, calls } = recorder()
    cancelMfaPrompt({ cancel: () => void calls.push('mfa canceled') }, nav)
    expect(calls).toEqual(['mfa canceled', 'close'])
  })
})
