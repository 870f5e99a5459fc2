import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CrossAppSignScreen } from '@/components/lobby/screens/cross-app-sign-screen'

afterEach(cleanup)

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

describe('CrossAppSignScreen', () => {
  it('W-1.07 W-2.49 names the provider app and its wallet, and opens its window on Continue', async () => {
    const onSign = vi.fn()
    render(
      <CrossAppSignScreen
        providerAppName="Provider app"
        address={ADDRESS}
        action="message"
        status="idle"
        onSign={onSign}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Sign with Provider app')
    expect(screen.getByText(ADDRESS)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Provider app' }))
    expect(onSign).toHaveBeenCalledOnce()
  })

  it('W-4.47 W-4.48 while reconnecting or waiting for the window it shows a status and nothing to press twice', () => {
    const { rerender } = render(
      <CrossAppSignScreen
        providerAppName="P"
        address={ADDRESS}
        action="message"
        status="reconnecting"
        onSign={vi.fn()}
      />,
    )
    expect(screen.getByText('Reconnect to P in the window that opened.')).toBeTruthy()
    expect(screen.getByRole('status')).toBeTruthy()
    rerender(
      <CrossAppSignScreen
        providerAppName="P"
        address={ADDRESS}
        action="transaction"
        status="awaiting-popup"
        onSign={vi.fn()}
      />,
    )
    expect(screen.getByText('Approve the transaction in the P window.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Continue with P' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("W-4.49 W-8.55 a failure shows the flow's text and offers a retry", async () => {
    const onSign = vi.fn()
    render(
      <CrossAppSignScreen
        providerAppName="P"
        address={ADDRESS}
        action="transaction"
        status="error"
        error="Cannot transact against a read-only provider app"
        onSign={onSign}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Cannot transact against a read-only provider app')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onSign).toHaveBeenCalledOnce()
  })
})
