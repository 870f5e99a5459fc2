import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as React from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletPasswordCreateScreen } from '@/components/lobby/screens/embedded-wallet-password-create-screen'
import { EmbeddedWalletPasswordUpdateSplashScreen } from '@/components/lobby/screens/embedded-wallet-password-update-splash-screen'
import type { PasswordWizardStep } from '@/components/lobby/screens/embedded-wallet-password-wizard'

afterEach(cleanup)

const STEPS: PasswordWizardStep[] = ['creating', 'saving', 'confirming', 'finalizing', 'done']

/** The wizard as a flow hook would drive it: each Continue moves one step on. */
function Wizard({ onSet, onCancel }: { onSet: (password: string) => void; onCancel?: () => void }) {
  const [step, setStep] = React.useState<PasswordWizardStep>('creating')
  const [password, setPassword] = React.useState('')
  const [confirmation, setConfirmation] = React.useState('')
  const [acknowledged, setAcknowledged] = React.useState(false)
  const next = () => {
    if (step === 'finalizing') onSet(password)
    setStep(STEPS[STEPS.indexOf(step) + 1] ?? 'done')
  }
  return (
    <EmbeddedWalletPasswordCreateScreen
      step={step}
      password={password}
      onPasswordChange={setPassword}
      confirmation={confirmation}
      onConfirmationChange={setConfirmation}
      acknowledged={acknowledged}
      onAcknowledgedChange={setAcknowledged}
      onContinue={next}
      onBack={() => setStep(STEPS[Math.max(STEPS.indexOf(step) - 1, 0)]!)}
      onCancel={onCancel}
      result={step === 'done' ? { ok: true } : null}
    />
  )
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('password wizard screens', () => {
  it("W-2.22 W-2.23 W-2.25 W-5.05 W-5.13 W-5.14 set, save, confirm, then 'I understand' gates 'Set Password'", async () => {
    const onSet = vi.fn()
    render(<Wizard onSet={onSet} />)
    expect(screen.getByRole('heading').textContent).toBe('Set a recovery password')
    expect(button('Continue').disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Password'), 'abc')
    expect(screen.getByRole('alert').textContent).toBe('Password must be at least 6 characters')
    expect(button('Continue').disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Password'), 'DEF-123')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(button('Continue'))

    expect(screen.getByRole('heading').textContent).toBe('Save your password')
    expect(screen.getByText('abcDEF-123')).toBeTruthy()
    await userEvent.click(button('Continue'))

    await userEvent.type(screen.getByLabelText('Confirm password'), 'abcDEF-12')
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match')
    expect(button('Continue').disabled).toBe(true)
    await userEvent.type(screen.getByLabelText('Confirm password'), '3')
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(button('Continue'))

    expect(button('Set Password').disabled).toBe(true)
    await userEvent.click(screen.getByRole('checkbox', { name: 'I understand' }))
    expect(button('Set Password').disabled).toBe(false)
    await userEvent.click(button('Set Password'))
    expect(onSet).toHaveBeenCalledExactlyOnceWith('abcDEF-123')
    expect(screen.getByRole('heading').textContent).toBe('Success')
  })

  it('W-4.25 every step before the result has Back, which returns to the step before', async () => {
    render(<Wizard onSet={() => {}} />)
    await userEvent.type(screen.getByLabelText('Password'), 'abcDEF-123')
    expect(button('Back')).toBeTruthy()
    await userEvent.click(button('Continue'))
    await userEvent.click(button('Back'))
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('abcDEF-123')
  })

  it('W-2.26 Cancel shows only when the user started the wizard', async () => {
    const onCancel = vi.fn()
    const { unmount } = render(<Wizard onSet={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    unmount()
    render(<Wizard onSet={() => {}} onCancel={onCancel} />)
    await userEvent.click(button('Cancel'))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it("W-2.24 the result reads 'Something went wrong' with its detail when setting failed", () => {
    render(
      <EmbeddedWalletPasswordCreateScreen
        step="done"
        password="abcDEF-123"
        onPasswordChange={() => {}}
        confirmation="abcDEF-123"
        onConfirmationChange={() => {}}
        acknowledged
        onAcknowledgedChange={() => {}}
        onContinue={() => {}}
        result={{ ok: false, detail: 'An error has occurred, please try again.' }}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong')
    expect(screen.getByRole('alert').textContent).toContain('An error has occurred, please try again.')
  })

  it('W-2.22 W-2.26 the update splash goes on, with Cancel only when the user started it', async () => {
    const onContinue = vi.fn()
    const { rerender } = render(<EmbeddedWalletPasswordUpdateSplashScreen onContinue={onContinue} />)
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull()
    await userEvent.click(button('Continue'))
    expect(onContinue).toHaveBeenCalledOnce()
    rerender(<EmbeddedWalletPasswordUpdateSplashScreen onContinue={onContinue} onCancel={() => {}} />)
    expect(button('Cancel')).toBeTruthy()
  })
})
