import { errorScreenFor, LobbyError } from '@lobby/headless'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SendTransactionScreen } from '@/components/lobby/screens/send-transaction-screen'
import { HASH, RECIPIENT, sendTransactionFlow } from './sendTransactionFixture'

afterEach(cleanup)

const spies = () => ({ approve: vi.fn(), retry: vi.fn(), addFunds: vi.fn(), close: vi.fn() })

describe('SendTransactionScreen', () => {
  it('W-2.27 W-3.11 W-4.28 shows the transaction with the host texts, amount, fee and total, and approves', async () => {
    const commands = spies()
    const flow = sendTransactionFlow({
      ...commands,
      uiOptions: {
        transactionInfo: {
          title: 'Pay Acme',
          action: 'Checkout',
          contractInfo: { imgUrl: '/acme.png', imgAltText: 'Acme' },
        },
        description: 'One coffee',
      },
      buttonText: 'Pay now',
    })
    render(<SendTransactionScreen flow={flow} />)
    expect(screen.getByRole('heading', { name: 'Pay Acme' })).toBeTruthy()
    expect(screen.getByText('One coffee')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Acme' })).toBeTruthy()
    const details = document.querySelector('[data-slot="transaction-details"]') as HTMLElement
    expect(within(details).getByText(RECIPIENT)).toBeTruthy()
    expect(within(details).getByText('0.01 ETH')).toBeTruthy()
    expect(within(details).getByText('0.000042 ETH')).toBeTruthy()
    expect(within(details).getByText('0.010042 ETH')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }))
    expect(commands.approve).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(commands.close).toHaveBeenCalledOnce()
  })

  it('W-2.27 the decoded call shows beside the amount (ERC-20 transfer and a host-ABI call)', () => {
    const { rerender } = render(
      <SendTransactionScreen
        flow={sendTransactionFlow()}
        preview={{ kind: 'erc20_transfer', token: RECIPIENT, recipient: RECIPIENT, amount: 42n, value: 0n }}
      />,
    )
    expect(screen.getByText('Token transfer')).toBeTruthy()
    expect(screen.getByText('42')).toBeTruthy()
    rerender(
      <SendTransactionScreen
        flow={sendTransactionFlow()}
        preview={{
          kind: 'contract_call',
          to: RECIPIENT,
          functionName: 'safeMint',
          args: [{ name: 'tokenId', type: 'uint256', value: '7' }],
          value: 0n,
        }}
      />,
    )
    expect(screen.getByText('safeMint')).toBeTruthy()
    expect(screen.getByText('tokenId')).toBeTruthy()
  })

  it('W-7.29 W-9.36 an ERC-20 amount whose token was read on the chain shows scaled with its symbol', () => {
    render(
      <SendTransactionScreen
        flow={sendTransactionFlow()}
        preview={{
          kind: 'erc20_transfer',
          token: RECIPIENT,
          recipient: RECIPIENT,
          amount: 1_500_000n,
          value: 0n,
          symbol: 'USDC',
          decimals: 6,
        }}
      />,
    )
    expect(screen.getByText('1.5 USDC')).toBeTruthy()
    expect(screen.queryByText('1500000')).toBeNull()
  })

  it("W-4.31 with short funds and funding configured, the button reads 'Add funds' and opens funding", async () => {
    const commands = spies()
    const base = sendTransactionFlow()
    render(
      <SendTransactionScreen
        flow={sendTransactionFlow({
          ...commands,
          canAddFunds: true,
          buttonText: 'Add funds',
          prepared: base.prepared && { ...base.prepared, balance: 0n, insufficientFunds: true },
        })}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
    expect(commands.addFunds).toHaveBeenCalledOnce()
    expect(commands.approve).not.toHaveBeenCalled()
  })

  it('W-8.42 without funding, short funds disable approval and say why', () => {
    const base = sendTransactionFlow()
    render(
      <SendTransactionScreen
        flow={sendTransactionFlow({
          prepared: base.prepared && { ...base.prepared, balance: 0n, insufficientFunds: true },
          error: new LobbyError(
            'wallet_error',
            'insufficient_funds',
            'Wallet has insufficient funds for this transaction.',
          ),
        })}
      />,
    )
    expect(screen.getByRole('alert').textContent).toBe('Wallet has insufficient funds for this transaction.')
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('W-2.28 W-3.11 the receipt screen shows the host success texts and the hash', () => {
    render(
      <SendTransactionScreen
        flow={sendTransactionFlow({
          state: 'success',
          hash: HASH,
          uiOptions: { successHeader: 'Paid!', successDescription: 'Enjoy your coffee' },
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Paid!' })).toBeTruthy()
    expect(screen.getByText('Enjoy your coffee')).toBeTruthy()
    expect(screen.getByText(HASH)).toBeTruthy()
  })

  it('W-2.28 W-2.29 W-8.44 the error screen shows the code, the message and the hash, and retries', async () => {
    const commands = spies()
    const error = new LobbyError(
      'wallet_error',
      'insufficient_funds',
      'Wallet has insufficient funds for this transaction.',
    )
    render(
      <SendTransactionScreen
        flow={sendTransactionFlow({
          ...commands,
          state: 'error',
          hash: HASH,
          error,
          errorScreen: errorScreenFor(error, null, { flow: 'transaction' }),
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Insufficient balance' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Wallet has insufficient funds for this transaction.')
    expect(screen.getByText('insufficient_funds')).toBeTruthy()
    expect(screen.getByText(HASH)).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(commands.retry).toHaveBeenCalledOnce()
  })

  it("W-8.45 a request time-out reads 'Timed out' with its message and 'Try again'", () => {
    const error = new LobbyError('wallet_error', 'client_request_timeout', 'Wallet request timed out')
    render(
      <SendTransactionScreen
        flow={sendTransactionFlow({
          state: 'error',
          error,
          errorScreen: errorScreenFor(error, null, { flow: 'transaction' }),
        })}
      />,
    )
    expect(screen.getByRole('heading', { name: 'Timed out' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Wallet request timed out')
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
