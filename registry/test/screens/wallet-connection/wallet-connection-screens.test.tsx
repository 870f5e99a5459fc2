import { WALLET_LIST } from '@lobby/headless'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AwaitingConnectionScreen } from '@/components/lobby/screens/awaiting-connection-screen'
import { ConnectOnlyAuthenticatedScreen } from '@/components/lobby/screens/connect-only-authenticated-screen'
import { ConnectOnlyLandingScreen } from '@/components/lobby/screens/connect-only-landing-screen'
import { InstallPhantomScreen } from '@/components/lobby/screens/install-phantom-screen'
import { LinkWalletScreen } from '@/components/lobby/screens/link-wallet-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { PhantomInterstitialScreen } from '@/components/lobby/screens/phantom-interstitial-screen'
import { WalletListScreen } from '@/components/lobby/screens/wallet-list-screen'
import { WALLETS } from './gallery'

afterEach(cleanup)
const metamask = { walletClientType: 'metamask', name: 'MetaMask', icon: WALLET_LIST.metamask.icon }

describe('WalletListScreen', () => {
  it('W-9.39 A-3.35 lists each wallet with its name and icon, marking recent and installed ones', async () => {
    const onSelect = vi.fn()
    render(<WalletListScreen wallets={WALLETS} onSelectWallet={onSelect} />)
    const list = screen.getByRole('list', { name: 'Wallets' })
    const rows = within(list).getAllByRole('button')
    expect(rows.map((row) => row.textContent)).toEqual([
      'Lobby Test WalletInstalled',
      'MetaMaskRecent',
      'Coinbase Wallet',
      'Rainbow',
      'WalletConnectInstalled',
    ])
    // A wallet found in the page keeps the icon it announces; a named wallet shows its logo.
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe(WALLET_LIST.safe.icon)
    await waitFor(() => expect(rows[1]?.querySelector('svg')?.getAttribute('data-logo')).toBe('metamask'))
    expect(rows[1]?.querySelector('img')).toBeNull()
    await userEvent.click(rows[1]!)
    expect(onSelect).toHaveBeenCalledWith('metamask', { isTrusted: expect.any(Boolean) })
  })

  it('A-9.08 shows a spinner while wallets may still announce themselves', () => {
    render(<WalletListScreen wallets={[]} ready={false} onSelectWallet={() => {}} />)
    expect(screen.getByRole('status')).toBeTruthy()
  })
})

describe('AwaitingConnectionScreen', () => {
  it('W-2.03 W-4.06 shows the state of the connection: waiting, then switching to a supported chain', () => {
    const { rerender } = render(<AwaitingConnectionScreen wallet={metamask} step="connecting" />)
    expect(screen.getByRole('heading').textContent).toBe('Waiting for MetaMask')
    expect(screen.getByRole('status')).toBeTruthy()
    rerender(<AwaitingConnectionScreen wallet={metamask} step="switching_to_supported_chain" />)
    expect(screen.getByRole('heading').textContent).toBe('Switching network')
    expect(document.querySelector('[data-step]')?.getAttribute('data-step')).toBe('switching_to_supported_chain')
  })

  it("W-8.03 W-4.05 shows the flow's error with Retry while retries are left", async () => {
    const onRetry = vi.fn()
    const { rerender } = render(
      <AwaitingConnectionScreen
        wallet={metamask}
        step="error"
        error="You rejected the request"
        canRetry
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('You rejected the request')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
    rerender(
      <AwaitingConnectionScreen
        wallet={metamask}
        step="error"
        error="Unable to connect wallet"
        canRetry={false}
        onRetry={onRetry}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Unable to connect wallet')
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('behavior: a WalletConnect pairing shows its QR code', () => {
    render(
      <AwaitingConnectionScreen wallet={metamask} step="connecting" walletConnectUri="wc:abc@2?relay-protocol=irn" />,
    )
    expect(screen.getByRole('img', { name: 'WalletConnect QR code' })).toBeTruthy()
  })
})

describe('Phantom screens', () => {
  it('W-2.07 the interstitial opens the wallet app or its install page', () => {
    render(
      <PhantomInterstitialScreen appLink="https://phantom.app/ul/browse/x" installUrl="https://phantom.app/download" />,
    )
    expect(screen.getByRole('link', { name: 'Open Phantom' }).getAttribute('href')).toBe(
      'https://phantom.app/ul/browse/x',
    )
    expect(screen.getByRole('link', { name: 'Install Phantom' }).getAttribute('href')).toBe(
      'https://phantom.app/download',
    )
  })

  it('W-2.07 W-2.09 the install screen links the install page and offers a reload button', async () => {
    const onReload = vi.fn()
    render(<InstallPhantomScreen installUrl="https://phantom.app/download" onReload={onReload} />)
    expect(screen.getByRole('link', { name: 'Install Phantom' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onReload).toHaveBeenCalledOnce()
  })
})

describe('connect-only screens', () => {
  it('A-2.16 CONNECT_ONLY_LANDING_SCREEN and CONNECT_ONLY_AUTHENTICATED_SCREEN show the wallet list', async () => {
    const onSelect = vi.fn()
    render(<ConnectOnlyLandingScreen wallets={WALLETS} onSelectWallet={onSelect} />)
    expect(document.querySelector('[data-slot="connect-only-landing-screen"]')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /Rainbow/ }))
    expect(onSelect).toHaveBeenCalledWith('rainbow', expect.anything())
    cleanup()
    render(<ConnectOnlyAuthenticatedScreen wallets={WALLETS} onSelectWallet={onSelect} />)
    expect(document.querySelector('[data-slot="connect-only-authenticated-screen"]')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('Connect a wallet')
  })
})

describe('link and login-failed screens', () => {
  it('W-2.06 W-8.01 the link screen lists wallets and shows the link error', async () => {
    const onSelect = vi.fn()
    render(
      <LinkWalletScreen
        wallets={[{ id: 'metamask', name: 'MetaMask', icon: WALLET_LIST.metamask.icon }]}
        error="User already exists for this address"
        onSelectWallet={onSelect}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('User already exists for this address')
    await userEvent.click(screen.getByRole('button', { name: 'MetaMask' }))
    expect(onSelect).toHaveBeenCalledWith('metamask')
  })

  it('W-2.08 W-8.05 the login-failed screen shows the wallet, the message, Retry and a way back', async () => {
    const onRetry = vi.fn()
    const onBack = vi.fn()
    render(
      <LoginFailedScreen message="Could not log in with wallet" wallet={metamask} onRetry={onRetry} onBack={onBack} />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Could not log in with wallet')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await userEvent.click(screen.getByRole('button', { name: 'Try another method' }))
    expect(onRetry).toHaveBeenCalledOnce()
    expect(onBack).toHaveBeenCalledOnce()
  })
})
