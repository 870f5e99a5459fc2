import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AwaitingCodeScreen } from '@/components/lobby/screens/awaiting-code-screen'
import { FarcasterScreen } from '@/components/lobby/screens/farcaster-screen'
import { LinkEmailScreen } from '@/components/lobby/screens/link-email-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { OAuthScreen } from '@/components/lobby/screens/oauth-screen'

afterEach(cleanup)

describe('AwaitingCodeScreen', () => {
  it('A-2.21 shows six single-digit boxes', () => {
    render(<AwaitingCodeScreen destination="a@b.test" codeInput={{}} />)
    const boxes = within(screen.getByRole('group', { name: 'Confirmation code' })).getAllByRole('textbox')
    expect(boxes).toHaveLength(6)
    expect(screen.getByText('Please check a@b.test for a code.')).toBeTruthy()
  })

  it('A-4.19 A-5.09 a pasted code fills the boxes and completes once', async () => {
    const onComplete = vi.fn()
    render(<AwaitingCodeScreen destination="a@b.test" codeInput={{ onComplete }} />)
    const [first] = screen.getAllByRole('textbox')
    first!.focus()
    await userEvent.paste('123456')
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
    ])
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
  })

  it("A-5.07 reads out 'Passcode can only be numbers' for a letter", async () => {
    render(<AwaitingCodeScreen destination="a@b.test" codeInput={{}} />)
    screen.getAllByRole('textbox')[0]!.focus()
    await userEvent.keyboard('a')
    expect(screen.getByRole('alert').textContent).toBe('Passcode can only be numbers')
  })

  it('A-8.19 shows the flow error under the boxes', () => {
    render(<AwaitingCodeScreen destination="a@b.test" codeInput={{}} error="Invalid or expired verification code" />)
    expect(screen.getByRole('alert').textContent).toBe('Invalid or expired verification code')
  })
})

describe('FarcasterScreen', () => {
  it('A-2.22 shows a QR code and a link on desktop, an open-app button on mobile', () => {
    const url = 'https://farcaster.test/connect?channel=1'
    const { rerender } = render(<FarcasterScreen url={url} />)
    expect(screen.getByRole('img', { name: 'Farcaster sign-in QR code' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open link' }).getAttribute('href')).toBe(url)
    rerender(<FarcasterScreen url={url} isMobile />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByRole('link', { name: 'Open Farcaster' }).getAttribute('href')).toBe(url)
  })
})

describe('OAuthScreen', () => {
  it('A-2.23 offers a retry only when the flow gives one', () => {
    const { rerender } = render(<OAuthScreen providerName="Google" status="failure" error="User rejected request" />)
    expect(screen.getByRole('alert').textContent).toBe('User rejected request')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
    rerender(<OAuthScreen providerName="Google" status="failure" onRetry={() => {}} />)
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  })
})

describe('link screens', () => {
  it('A-2.40 Enter submits the email field', async () => {
    const onSubmit = vi.fn()
    render(<LinkEmailScreen inputProps={{}} onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Email address'), 'a@b.test{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
  })

  it('behavior: the field error is read out and tied to the field', () => {
    render(<LinkEmailScreen inputProps={{}} onSubmit={() => {}} error="Invalid email address" />)
    const field = screen.getByLabelText('Email address')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Invalid email address')
  })

  it('W-2.06 the link-wallet screen lists the wallets and forwards the choice', async () => {
    const onSelectWallet = vi.fn()
    render(
      <LinkWalletScreen
        wallets={[
          { id: 'metamask', name: 'MetaMask' },
          { id: 'rainbow', name: 'Rainbow' },
        ]}
        onSelectWallet={onSelectWallet}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Rainbow' }))
    expect(onSelectWallet).toHaveBeenCalledWith('rainbow')
  })
})
