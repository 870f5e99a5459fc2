import { act, renderHook, waitFor } from '@testing-library/react'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSendTransaction } from '../../../src/react/useSendTransaction'
import { type AnvilChains, startAnvilChains } from '../../core/transactions/anvilChains'

let anvil: AnvilChains
beforeAll(async () => {
  anvil = await startAnvilChains()
}, 30_000)
afterAll(() => anvil?.close())

const RECIPIENT = '0x00000000000000000000000000000000000000e0'

describe('useSendTransaction', () => {
  it('W-4.28 W-2.27 W-2.28 sends through approve and returns the receipt; commands keep their identity across renders', async () => {
    const signer = anvil.account(1)
    const { result, rerender } = renderHook(() => useSendTransaction({ chains: anvil.chains, signer }))
    expect(result.current.ready).toBe(true)
    const { sendTransaction, approve } = result.current
    let sent: Promise<unknown> = Promise.resolve()
    act(() => {
      sent = result.current.sendTransaction(
        { to: RECIPIENT, value: parseEther('0.01') },
        { uiOptions: { buttonText: 'Send 0.01 ETH' } },
      )
    })
    await waitFor(() => expect(result.current.state).toBe('awaiting_approval'))
    expect(result.current.buttonText).toBe('Send 0.01 ETH')
    rerender()
    expect(result.current.sendTransaction).toBe(sendTransaction)
    expect(result.current.approve).toBe(approve)
    act(() => result.current.approve())
    const outcome = (await sent) as { hash: string; receipt: { transactionHash: string } }
    await waitFor(() => expect(result.current.state).toBe('success'))
    expect(result.current.receipt?.transactionHash).toBe(outcome.hash)
    expect(result.current.hash).toBe(outcome.hash)
  })

  it("W-4.31 the button reads 'Add funds' when funds are short and funding is configured, and asks for the shortfall", async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    const asked: bigint[] = []
    const { result } = renderHook(() =>
      useSendTransaction({
        chains: anvil.chains,
        signer: poor,
        fundingEnabled: true,
        onAddFunds: ({ amount }) => asked.push(amount),
      }),
    )
    act(() => {
      result.current.sendTransaction({ to: RECIPIENT, value: 1000n }).catch(() => undefined)
    })
    await waitFor(() => expect(result.current.state).toBe('awaiting_approval'))
    expect(result.current.canAddFunds).toBe(true)
    expect(result.current.buttonText).toBe('Add funds')
    act(() => result.current.addFunds())
    expect(asked).toEqual([result.current.prepared?.total])
    act(() => result.current.close())
  })

  it('W-4.32 W-8.42 with prompts off, short funds reject at once with the spec text and the insufficient-balance screen', async () => {
    const poor = privateKeyToAccount(generatePrivateKey())
    const { result } = renderHook(() =>
      useSendTransaction({ chains: anvil.chains, signer: poor, noPromptOnSignature: true, fundingEnabled: true }),
    )
    let error: unknown
    await act(async () => {
      error = await result.current.sendTransaction({ to: RECIPIENT, value: 1n }).catch((e: unknown) => e)
    })
    expect(error).toMatchObject({
      code: 'insufficient_funds',
      message: 'Wallet has insufficient funds for this transaction.',
    })
    expect(result.current.errorScreen).toMatchObject({
      title: 'Insufficient balance',
      detail: 'Wallet has insufficient funds for this transaction.',
      cta: 'Try again',
    })
  })

  it('W-2.29 W-8.13 the error screen data carries the code and message of a refused signature, with retry', async () => {
    const account = anvil.account(2)
    let refuse = true
    const signer = {
      address: account.address,
      signTransaction: (tx: Parameters<typeof account.signTransaction>[0]) =>
        refuse ? Promise.reject(Object.assign(new Error('no'), { code: 4001 })) : account.signTransaction(tx),
    }
    const { result } = renderHook(() => useSendTransaction({ chains: anvil.chains, signer }))
    let sent: Promise<unknown> = Promise.resolve()
    act(() => {
      sent = result.current.sendTransaction({ to: RECIPIENT, value: 3n })
    })
    await waitFor(() => expect(result.current.state).toBe('awaiting_approval'))
    act(() => result.current.approve())
    await waitFor(() => expect(result.current.state).toBe('error'))
    expect(result.current.error).toMatchObject({
      code: 'user_rejected_request',
      message: 'The user rejected the request',
    })
    expect(result.current.errorScreen).toMatchObject({ cta: 'Try again', retryable: true })
    refuse = false
    act(() => result.current.retry())
    await expect(sent).resolves.toMatchObject({ receipt: { status: 1 } })
  })

  it('behavior: without a signer it is not ready and a send says there is no embedded wallet', async () => {
    const { result } = renderHook(() => useSendTransaction({ chains: anvil.chains, signer: null }))
    expect(result.current.ready).toBe(false)
    await expect(result.current.sendTransaction({ to: RECIPIENT })).rejects.toMatchObject({
      code: 'embedded_wallet_not_found',
    })
  })
})
