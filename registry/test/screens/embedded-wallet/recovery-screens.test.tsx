import { recoverySelectionOptions } from '@lobby/headless'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletPasswordRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-password-recovery-screen'
import { EmbeddedWalletRecoveryOAuthScreen } from '@/components/lobby/screens/embedded-wallet-recovery-oauth-screen'
import { EmbeddedWalletRecoverySelectionScreen } from '@/components/lobby/screens/embedded-wallet-recovery-selection-screen'
import { EmbeddedWalletSetAutomaticRecoveryScreen } from '@/components/lobby/screens/embedded-wallet-set-automatic-recovery-screen'

afterEach(cleanup)

describe('EmbeddedWalletRecoverySelectionScreen', () => {
  it('W-2.15 offers Google Drive, Apple iCloud and a password, and reports the pick', async () => {
    const onSelect = vi.fn()
    render(
      <EmbeddedWalletRecoverySelectionScreen
        methods={['google-drive', 'icloud', 'user-passcode']}
        onSelect={onSelect}
      />,
    )
    const rows = within(screen.getByRole('list', { name: 'Recovery methods' })).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual(['Google Drive', 'Apple iCloud', 'Password'])
    await userEvent.click(rows[1]!)
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('icloud')
  })

  it('W-2.16 a wallet backed up to Google Drive is offered Apple iCloud and a password, not Google Drive again', () => {
    const methods = recoverySelectionOptions(['google-drive', 'icloud', 'user-passcode'], 'google-drive')
    render(<EmbeddedWalletRecoverySelectionScreen methods={methods} onSelect={() => {}} />)
    const rows = within(screen.getByRole('list', { name: 'Recovery methods' })).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual(['Apple iCloud', 'Password'])
  })
})

describe('EmbeddedWalletSetAutomaticRecoveryScreen', () => {
  it("W-2.17 W-2.18 confirms in one step and has a 'More recovery options' link", async () => {
    const onConfirm = vi.fn()
    const onMoreOptions = vi.fn()
    render(<EmbeddedWalletSetAutomaticRecoveryScreen onConfirm={onConfirm} onMoreOptions={onMoreOptions} />)
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'More recovery options' }))
    expect(onMoreOptions).toHaveBeenCalledOnce()
  })
})

describe('EmbeddedWalletPasswordRecoveryScreen', () => {
  it('W-2.19 shows the frame password view with a Back button, and no password field in this page', async () => {
    const onBack = vi.fn()
    const url = 'http://127.0.0.1:8788/apps/app/embedded-wallets/password?mode=recover'
    render(<EmbeddedWalletPasswordRecoveryScreen viewUrl={url} onBack={onBack} />)
    expect((screen.getByTitle('Enter your recovery password') as HTMLIFrameElement).src).toBe(url)
    expect(document.querySelector('input')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('EmbeddedWalletRecoveryOAuthScreen', () => {
  it('W-2.21 names the cloud drive, starts its sign-in, and shows a failure with a retry', async () => {
    const onContinue = vi.fn()
    const { rerender } = render(
      <EmbeddedWalletRecoveryOAuthScreen provider="icloud" status="pending" onContinue={onContinue} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Apple iCloud' }))
    expect(onContinue).toHaveBeenCalledOnce()
    rerender(
      <EmbeddedWalletRecoveryOAuthScreen
        provider="google-drive"
        status="failure"
        error="Unexpected auth flow. This may be a phishing attempt."
        onContinue={onContinue}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Could not recover with Google Drive')
    expect(screen.getByRole('alert').textContent).toBe('Unexpected auth flow. This may be a phishing attempt.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onContinue).toHaveBeenCalledTimes(2)
  })
})
