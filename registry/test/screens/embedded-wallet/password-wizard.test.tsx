import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletPasswordCreateScreen } from '@/components/lobby/screens/embedded-wallet-password-create-screen'
import { EmbeddedWalletPasswordUpdateScreen } from '@/components/lobby/screens/embedded-wallet-password-update-screen'
import { EmbeddedWalletPasswordUpdateSplashScreen } from '@/components/lobby/screens/embedded-wallet-password-update-splash-screen'

afterEach(cleanup)

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement
const VIEW = 'http://127.0.0.1:8788/apps/app/embedded-wallets/password?mode=update&origin=http%3A%2F%2Flocalhost'

// The wizard's steps run inside the wallet frame's password view (packages/sandbox/test/wallet/passwordViewBrowser.test.ts).
describe('password wizard screens embed the frame password view', () => {
  it('W-2.22 the create and update screens show the view, so no password field is in this page', () => {
    const onFrameLoad = vi.fn()
    render(<EmbeddedWalletPasswordCreateScreen viewUrl={VIEW} onFrameLoad={onFrameLoad} frameHeight={412} />)
    const frame = screen.getByTitle('Set a recovery password') as HTMLIFrameElement
    expect(frame.src).toBe(VIEW)
    expect(frame.getAttribute('allow')).toBe('clipboard-write')
    expect(frame.style.height).toBe('412px')
    expect(document.querySelector('input')).toBeNull()
    fireEvent.load(frame)
    expect(onFrameLoad).toHaveBeenCalledExactlyOnceWith(frame)
    cleanup()
    render(<EmbeddedWalletPasswordUpdateScreen viewUrl={VIEW} />)
    expect(screen.getByTitle('Set a new recovery password')).toBeTruthy()
  })

  it('W-2.22 without a view (no wallet frame) the screen says why instead', () => {
    render(<EmbeddedWalletPasswordCreateScreen viewUrl={null} error="An error has occured, please login again." />)
    expect(screen.queryByTitle('Set a recovery password')).toBeNull()
    expect(screen.getByRole('alert').textContent).toBe('An error has occured, please login again.')
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
