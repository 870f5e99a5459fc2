import { LobbyError, onRampStatusView } from '@lobby/headless'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CoinbaseOnrampStatusScreen } from '@/components/lobby/screens/coinbase-onramp-status-screen'
import { FundingAwaitingTransferFromExternalWalletScreen } from '@/components/lobby/screens/funding-awaiting-transfer-from-external-wallet-screen'
import { FundingManualTransferScreen } from '@/components/lobby/screens/funding-manual-transfer-screen'
import { FundingMethodSelectionScreen } from '@/components/lobby/screens/funding-method-selection-screen'
import { FundingTransferFromWalletScreen } from '@/components/lobby/screens/funding-transfer-from-wallet-screen'
import { MoonpayPromptScreen } from '@/components/lobby/screens/moonpay-prompt-screen'
import { MoonpayStatusScreen } from '@/components/lobby/screens/moonpay-status-screen'
import { fundingFlow, networkName } from './fundingFlowFixture'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  // The copy test's clipboard stub: the next file of this worker gets happy-dom's own again.
  Reflect.deleteProperty(navigator, 'clipboard')
})

const ADDRESS = '0x00000000000000000000000000000000000a11ce'
const ETH = 1_000_000_000_000_000_000n

describe('FundingMethodSelectionScreen', () => {
  it('W-2.33 W-4.34 offers card on-ramp A, card on-ramp B, transfer from wallet and manual send, and picks one', async () => {
    const flow = fundingFlow()
    render(<FundingMethodSelectionScreen flow={flow} />)
    const list = screen.getByRole('list', { name: 'Funding methods' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.dataset.method),
    ).toEqual(['moonpay', 'coinbase-onramp', 'external', 'manual'])
    await userEvent.click(screen.getByRole('button', { name: 'Transfer from another wallet' }))
    expect(flow.selectMethod).toHaveBeenCalledWith('external')
  })

  it('W-5.35 every option is disabled while the flow says the amount cannot fund', () => {
    render(<FundingMethodSelectionScreen flow={fundingFlow({ canFund: false, amount: '0' })} />)
    for (const button of within(screen.getByRole('list')).getAllByRole('button'))
      expect((button as HTMLButtonElement).disabled).toBe(true)
  })

  it('W-5.34 typing goes to the flow, which cleans the amount', () => {
    const flow = fundingFlow()
    render(<FundingMethodSelectionScreen flow={flow} />)
    fireEvent.change(screen.getByLabelText('Amount (ETH)'), { target: { value: '1.5x' } })
    expect(flow.setAmount).toHaveBeenCalledWith('1.5x')
  })

  it("W-4.41 W-3.19 shows the flow's error and the funding request's errorMessage", () => {
    const error = new LobbyError('api_error', 'onramp_failed', 'Purchase failed')
    render(<FundingMethodSelectionScreen flow={fundingFlow({ error, notice: 'You need ETH for gas.' })} />)
    expect(screen.getByRole('alert').textContent).toBe(error.message)
    expect(screen.getByText('You need ETH for gas.')).toBeTruthy()
  })
})

describe('FundingTransferFromWalletScreen', () => {
  const flow = (overrides = {}) =>
    fundingFlow({
      state: 'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
      fromChains: [{ chainId: 8453, balance: 2n * ETH, isTestnet: false }],
      ...overrides,
    })

  it("W-2.35 W-2.36 W-2.38 W-2.39 is titled 'Transfer from another network', shows ETH and USD, the To box and 'Confirm with {wallet}'", async () => {
    const f = flow()
    render(<FundingTransferFromWalletScreen flow={f} walletName="Lobby Test Wallet" networkName={networkName} />)
    expect(screen.getByRole('heading').textContent).toBe('Transfer from another network')
    expect(screen.getByText('$300.00')).toBeTruthy()
    expect(screen.getByText('(0.1 ETH)')).toBeTruthy()
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Ethereum')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm with Lobby Test Wallet' }))
    expect(f.confirmTransfer).toHaveBeenCalledOnce()
  })

  it('W-2.37 the From selector lists the other chains with their balances and picks one', async () => {
    const f = flow()
    render(<FundingTransferFromWalletScreen flow={f} walletName="Lobby Test Wallet" networkName={networkName} />)
    const from = screen.getByLabelText('From') as HTMLSelectElement
    expect([...from.options].map((option) => option.textContent)).toEqual(['Lobby Test Wallet', 'Base: 2 ETH'])
    await userEvent.selectOptions(from, '8453')
    expect(f.selectFromChain).toHaveBeenCalledWith(8453)
  })

  it('W-2.40 W-2.41 W-4.36 a bridge route shows the confirm view titled Bridging with Total, To, Network and Estimated fee', () => {
    const bridge = { from: ADDRESS, to: ADDRESS, value: 101_000_000_000_000_000n, chainId: 8453, data: '0x' }
    render(
      <FundingTransferFromWalletScreen
        flow={flow({ bridge, estimatedFee: 1_000_000_000_000_000n, transferTitle: 'Bridging' })}
        walletName="Lobby Test Wallet"
        networkName={networkName}
      />,
    )
    const view = screen.getByRole('heading', { level: 3 })
    expect(view.textContent).toBe('Bridging')
    const rows = [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
    expect(rows).toEqual([
      ['Total', '0.101 ETH'],
      ['To', 'Ethereum'],
      ['Network', 'Base'],
      ['Estimated fee', '0.001 ETH'],
    ])
  })

  it('W-8.48 W-8.51 shows the transfer error and waits while quoting', () => {
    const error = new LobbyError('wallet_error', 'insufficient_funds', 'Wallet 0x0000…11ce does not have enough funds.')
    render(
      <FundingTransferFromWalletScreen
        flow={flow({ error, step: 'quoting' })}
        walletName="Lobby Test Wallet"
        networkName={networkName}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Wallet 0x0000…11ce does not have enough funds.')
    expect((screen.getByRole('button', { name: 'Confirm with Lobby Test Wallet' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
  })
})

describe('FundingAwaitingTransferFromExternalWalletScreen', () => {
  it('W-2.42 W-2.41 W-2.40 a direct send is titled Confirming with the four rows', () => {
    render(
      <FundingAwaitingTransferFromExternalWalletScreen
        flow={fundingFlow({ step: 'sending' })}
        walletName="Lobby Test Wallet"
        networkName={networkName}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Confirming')
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Total',
      'To',
      'Network',
      'Estimated fee',
    ])
  })

  it('W-2.41 W-4.37 bridging is titled Bridging, then success shows and can be closed', async () => {
    const { rerender } = render(
      <FundingAwaitingTransferFromExternalWalletScreen
        flow={fundingFlow({ step: 'bridging', transferTitle: 'Bridging' })}
        walletName="Lobby Test Wallet"
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Bridging')
    const flow = fundingFlow({ step: 'success', transferTitle: 'Bridging' })
    rerender(<FundingAwaitingTransferFromExternalWalletScreen flow={flow} walletName="Lobby Test Wallet" />)
    expect(screen.getByRole('heading').textContent).toBe('Transfer sent')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(flow.close).toHaveBeenCalledOnce()
  })
})

describe('FundingManualTransferScreen', () => {
  it("W-4.54 shows the address and its QR code; copying shows 'Copied Address' for 2.5 s", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<FundingManualTransferScreen flow={fundingFlow({ balance: 0n })} address={ADDRESS} networkName="Sepolia" />)
    expect(screen.getByText(ADDRESS)).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Wallet address QR code' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Copied Address' })).toBeTruthy())
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    vi.advanceTimersByTime(2499)
    expect(screen.queryByRole('button', { name: 'Copied Address' })).toBeTruthy()
    await vi.advanceTimersByTimeAsync(1)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })

  it('W-4.44 shows the balance the flow polls, and funds received', () => {
    const { rerender } = render(
      <FundingManualTransferScreen flow={fundingFlow({ balance: 0n })} address={ADDRESS} networkName="Sepolia" />,
    )
    expect(screen.getByText('Balance: <0.001 ETH')).toBeTruthy()
    rerender(
      <FundingManualTransferScreen
        flow={fundingFlow({ balance: ETH / 2n, step: 'success' })}
        address={ADDRESS}
        networkName="Sepolia"
      />,
    )
    expect(screen.getByText('Balance: 0.5 ETH')).toBeTruthy()
    expect(screen.getByRole('heading').textContent).toBe('Funds received')
  })

  it('W-2.43 W-2.44 the header back button goes back through the flow', async () => {
    const flow = fundingFlow({ balance: 0n })
    render(<FundingManualTransferScreen flow={flow} address={ADDRESS} networkName="Sepolia" />)
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(flow.back).toHaveBeenCalledOnce()
  })
})

describe('MoonpayPromptScreen', () => {
  it('W-2.45 W-2.46 shows three points and a button that continues in a new tab', async () => {
    const flow = fundingFlow()
    render(<MoonpayPromptScreen flow={flow} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    await userEvent.click(screen.getByRole('button', { name: 'Continue in a new tab' }))
    expect(flow.continueOnRamp).toHaveBeenCalledOnce()
  })
})

describe('MoonpayStatusScreen', () => {
  it("W-2.47 W-4.38 W-4.39 W-4.40 shows a spinner, then 'Processing payment', then success", () => {
    const { rerender } = render(
      <MoonpayStatusScreen flow={fundingFlow({ onRampStatus: onRampStatusView('pending') })} />,
    )
    expect(screen.getByRole('status').textContent).toBe('Waiting for your payment')
    rerender(<MoonpayStatusScreen flow={fundingFlow({ onRampStatus: onRampStatusView('waitingAuthorization') })} />)
    expect(screen.getByRole('heading').textContent).toBe('Processing payment')
    rerender(<MoonpayStatusScreen flow={fundingFlow({ onRampStatus: onRampStatusView('completed') })} />)
    expect(screen.getByRole('img', { name: 'Funds added' })).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('W-4.42 serviceFailure shows the failure with its message and a way back', async () => {
    const flow = fundingFlow({
      onRampStatus: onRampStatusView('serviceFailure'),
      error: new LobbyError('api_error', 'onramp_service_failure', 'Purchase failed'),
    })
    render(<MoonpayStatusScreen flow={flow} />)
    expect(screen.getByRole('alert').textContent).toBe('Purchase failed')
    await userEvent.click(screen.getByRole('button', { name: 'Choose another method' }))
    expect(flow.back).toHaveBeenCalledOnce()
  })
})

describe('CoinbaseOnrampStatusScreen', () => {
  it('W-4.43 W-2.47 shows in progress, then success', () => {
    const { rerender } = render(
      <CoinbaseOnrampStatusScreen flow={fundingFlow({ step: 'polling', onRampStatus: onRampStatusView('pending') })} />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Purchase in progress')
    rerender(
      <CoinbaseOnrampStatusScreen
        flow={fundingFlow({ step: 'success', onRampStatus: onRampStatusView('completed') })}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Funds added')
  })

  it('W-2.34 W-7.25 opened directly, it waits for a click before opening the pay popup', async () => {
    const flow = fundingFlow({ step: 'idle' })
    render(<CoinbaseOnrampStatusScreen flow={flow} />)
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(flow.continueOnRamp).toHaveBeenCalledOnce()
  })
})
