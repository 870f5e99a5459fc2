import { afterEach, describe, expect, it, vi } from 'vitest'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import {
  createPasswordWizard,
  initialPasswordWizard,
  type PasswordWizardState,
  passwordWizardView,
  reducePasswordWizard,
} from '../../../src/core/wallet/passwordWizard'

afterEach(() => {
  vi.useRealTimers()
})

const at = (step: PasswordWizardState['step'], patch: Partial<PasswordWizardState> = {}): PasswordWizardState => ({
  ...initialPasswordWizard(false),
  step,
  password: 'Correct-Horse',
  confirmation: 'Correct-Horse',
  hasTyped: true,
  ...patch,
})

/** A wizard taken to the finalizing step with a valid password. */
function wizardAtFinalizing(options: Partial<Parameters<typeof createPasswordWizard>[0]> = {}) {
  const onSubmit = vi.fn<(password: string) => Promise<void>>().mockResolvedValue(undefined)
  const onClose = vi.fn()
  const wizard = createPasswordWizard({ onSubmit, onClose, ...options })
  wizard.setPassword('Correct-Horse')
  wizard.next()
  wizard.next()
  wizard.setConfirmation('Correct-Horse')
  wizard.next()
  return { wizard, onSubmit, onClose }
}

describe('password wizard', () => {
  it('W-4.24 W-2.23 goes creating, saving, confirming, finalizing, then done', async () => {
    const steps: string[] = []
    const { wizard, onSubmit } = wizardAtFinalizing()
    wizard.subscribe(() => steps.push(wizard.getSnapshot().step))
    expect(wizard.getSnapshot().step).toBe('finalizing')
    wizard.setAcknowledged(true)
    await wizard.submit()
    expect(onSubmit).toHaveBeenCalledWith('Correct-Horse')
    expect(wizard.getSnapshot().step).toBe('done')
    expect(steps.at(-1)).toBe('done')
  })

  it('W-4.25 every step can go back one step', () => {
    expect(reducePasswordWizard(at('saving'), { type: 'wizard.back' }).step).toBe('creating')
    expect(reducePasswordWizard(at('confirming'), { type: 'wizard.back' }).step).toBe('saving')
    expect(reducePasswordWizard(at('finalizing'), { type: 'wizard.back' }).step).toBe('confirming')
    const failed = at('done', { status: 'failed', error: new LobbyError('wallet_error', 'error', 'x') })
    expect(reducePasswordWizard(failed, { type: 'wizard.back' })).toMatchObject({ step: 'finalizing', error: null })
    expect(passwordWizardView(at('creating')).canGoBack).toBe(false)
    expect(passwordWizardView(at('confirming')).canGoBack).toBe(true)
  })

  it('W-5.01 W-5.04 W-5.05 the password error shows only after typing, and Continue stays off while invalid', () => {
    const fresh = initialPasswordWizard(false)
    expect(passwordWizardView(fresh)).toMatchObject({ passwordError: null, canContinue: false })
    const short = reducePasswordWizard(fresh, { type: 'password.change', value: 'abc' })
    expect(passwordWizardView(short)).toMatchObject({
      passwordError: 'Password must be at least 6 characters',
      canContinue: false,
    })
    expect(reducePasswordWizard(short, { type: 'wizard.next' }).step).toBe('creating')
    const good = reducePasswordWizard(short, { type: 'password.change', value: 'abcdef' })
    expect(passwordWizardView(good)).toMatchObject({ passwordError: null, canContinue: true })
  })

  it("W-5.13 W-5.14 a different confirmation shows 'Passwords do not match' and blocks Continue", () => {
    const typing = at('confirming', { confirmation: 'Correct-Hors' })
    expect(passwordWizardView(typing)).toMatchObject({
      confirmationError: 'Passwords do not match',
      canContinue: false,
    })
    expect(reducePasswordWizard(typing, { type: 'wizard.next' }).step).toBe('confirming')
    expect(passwordWizardView(at('confirming'))).toMatchObject({ confirmationError: null, canContinue: true })
  })

  it("W-2.25 'Set Password' is enabled only once 'I understand' is ticked", async () => {
    const { wizard, onSubmit } = wizardAtFinalizing()
    expect(passwordWizardView(wizard.getSnapshot()).canContinue).toBe(false)
    await wizard.submit()
    expect(onSubmit).not.toHaveBeenCalled()
    wizard.setAcknowledged(true)
    expect(passwordWizardView(wizard.getSnapshot()).canContinue).toBe(true)
    await wizard.submit()
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('W-4.26 W-2.24 on done it shows Success and closes itself after 1.4 s', async () => {
    vi.useFakeTimers()
    const { wizard, onClose } = wizardAtFinalizing()
    wizard.setAcknowledged(true)
    await wizard.submit()
    expect(passwordWizardView(wizard.getSnapshot()).resultTitle).toBe('Success')
    vi.advanceTimersByTime(1399)
    expect(onClose).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it("W-2.24 a failed submit shows 'Something went wrong' with its detail and does not close", async () => {
    vi.useFakeTimers()
    const onSubmit = vi.fn().mockRejectedValue(new LobbyError('wallet_error', 'error', 'The frame said no.'))
    const { wizard, onClose } = wizardAtFinalizing({ onSubmit })
    wizard.setAcknowledged(true)
    await wizard.submit()
    expect(passwordWizardView(wizard.getSnapshot())).toMatchObject({
      resultTitle: 'Something went wrong',
      resultDetail: 'The frame said no.',
    })
    vi.advanceTimersByTime(5000)
    expect(onClose).not.toHaveBeenCalled()
  })

  it('W-4.27 W-2.26 only a wizard the user started can be closed (and shows Cancel)', () => {
    const forced = wizardAtFinalizing()
    expect(passwordWizardView(forced.wizard.getSnapshot()).canClose).toBe(false)
    expect(forced.wizard.close()).toBe(false)
    expect(forced.onClose).not.toHaveBeenCalled()
    const started = wizardAtFinalizing({ userStarted: true })
    expect(passwordWizardView(started.wizard.getSnapshot()).canClose).toBe(true)
    expect(started.wizard.close()).toBe(true)
    expect(started.onClose).toHaveBeenCalledTimes(1)
  })

  it('W-5.06 the generated password passes the password rules', async () => {
    const wizard = createPasswordWizard({ onSubmit: async () => undefined })
    await wizard.generatePassword()
    const state = wizard.getSnapshot()
    expect(state.password.split('-')).toHaveLength(4)
    expect(passwordWizardView(state)).toMatchObject({ passwordError: null, canContinue: true })
  })
})
