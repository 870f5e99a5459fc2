import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletConnectingScreen } from '@/components/lobby/screens/embedded-wallet-connecting-screen'
import { EmbeddedWalletCreatedScreen } from '@/components/lobby/screens/embedded-wallet-created-screen'
import { EmbeddedWalletKeyExportScreen } from '@/components/lobby/screens/embedded-wallet-key-export-screen'
import { EmbeddedWalletOnAccountCreateScreen } from '@/components/lobby/screens/embedded-wallet-on-account-create-screen'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

describe('EmbeddedWalletOnAccountCreateScreen', () => {
  it('W-2.11 shows the creation under way, then the failure with the flow’s message and a retry', async () => {
    const onRetry = vi.fn()
    const { rerender } = render(<EmbeddedWalletOnAccountCreateScreen status="pending" onRetry={onRetry} />)
    expect(screen.getByRole('status')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    rerender(
      <EmbeddedWalletOnAccountCreateScreen status="failure" error="walletProxy.create timed out." onRetry={onRetry} />,
    )
    expect(screen.getByRole('alert').textContent).toBe('walletProxy.create timed out.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})

describe('EmbeddedWalletCreatedScreen', () => {
  it('W-2.12 W-2.13 shows the new address and closes itself after 2500 ms, not before', () => {
    vi.useFakeTimers()
    const onClose = vi.fn()
    render(<EmbeddedWalletCreatedScreen address={ADDRESS} onClose={onClose} />)
    expect(screen.getByText(ADDRESS)).toBeTruthy()
    act(() => vi.advanceTimersByTime(2499))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('W-2.12 Done closes at once, and the timer does not close a second time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const onClose = vi.fn()
    render(<EmbeddedWalletCreatedScreen address={ADDRESS} onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Done' }))
    act(() => vi.advanceTimersByTime(3000))
    expect(onClose).toHaveBeenCalledOnce()
  })
})

describe('EmbeddedWalletConnectingScreen', () => {
  it('W-2.14 shows the connection under way, and a failure with its message', () => {
    const { rerender } = render(<EmbeddedWalletConnectingScreen status="pending" />)
    expect(screen.getByRole('status')).toBeTruthy()
    rerender(<EmbeddedWalletConnectingScreen status="failure" error="Unable to connect to wallet." />)
    expect(screen.getByRole('alert').textContent).toBe('Unable to connect to wallet.')
  })
})

describe('EmbeddedWalletKeyExportScreen', () => {
  it("W-2.31 W-2.32 is titled 'Transfer wallet' and embeds the export view's URL once MFA passed", () => {
    // about:blank keeps happy-dom from loading it; the query string is what the screen must pass on.
    const url = `about:blank?client_id=c&address=${ADDRESS}`
    const { rerender } = render(<EmbeddedWalletKeyExportScreen exportUrl={null} />)
    expect(screen.getByRole('heading').textContent).toBe('Transfer wallet')
    expect(document.querySelector('iframe')).toBeNull()
    rerender(<EmbeddedWalletKeyExportScreen exportUrl={url} />)
    const frame = screen.getByTitle('Wallet key export') as HTMLIFrameElement
    expect(frame.getAttribute('src')).toBe(url)
    expect(new URL(frame.src).searchParams.get('address')).toBe(ADDRESS)
  })
})
