import { act, renderHook } from '@testing-library/react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useSendTransaction } from '../../../src/react/useSendTransaction'
import { useSignMessage } from '../../../src/react/useSignMessage'
import { type AnvilChains, startAnvilChains } from '../../core/transactions/anvilChains'

let anvil: AnvilChains
beforeAll(async () => {
  anvil = await startAnvilChains()
}, 30_000)
afterAll(() => anvil?.close())

const RECIPIENT = '0x00000000000000000000000000000000000000e1'

describe('W-8.29 wallet hooks call back with the spec’s codes', () => {
  it('W-8.29 a send that fails reaches onError as transaction_failure; a send that lands reaches onSuccess with its hash', async () => {
    const heard: unknown[] = []
    const callbacks = {
      onSuccess: (result: { hash: string }) => heard.push(['success', result.hash]),
      onError: (code: string) => heard.push(['error', code]),
    }
    const poor = privateKeyToAccount(generatePrivateKey())
    const failing = renderHook(() =>
      useSendTransaction({ chains: anvil.chains, signer: poor, noPromptOnSignature: true, ...callbacks }),
    )
    await act(() => failing.result.current.sendTransaction({ to: RECIPIENT, value: 1n }).catch(() => undefined))
    expect(heard).toEqual([['error', 'transaction_failure']])

    const rich = renderHook(() =>
      useSendTransaction({
        chains: anvil.chains,
        signer: anvil.account(4),
        noPromptOnSignature: true,
        waitForTransactionConfirmation: true,
        ...callbacks,
      }),
    )
    const sent = await act(() => rich.result.current.sendTransaction({ to: RECIPIENT, value: 1n }))
    expect(heard).toEqual([
      ['error', 'transaction_failure'],
      ['success', sent.hash],
    ])
  })

  it('W-8.29 a signature the signer refuses is unable_to_sign, an empty message invalid_message, a signature onSuccess', async () => {
    const heard: unknown[] = []
    const account = anvil.account(5)
    let refuse = true
    const signer = {
      address: account.address,
      signMessage: (args: Parameters<typeof account.signMessage>[0]) =>
        refuse ? Promise.reject(new Error('the frame could not sign')) : account.signMessage(args),
      signTypedData: account.signTypedData,
    }
    const { result } = renderHook(() =>
      useSignMessage({
        signer,
        noPromptOnSignature: true,
        onSuccess: (signature) => heard.push(['success', signature]),
        onError: (code) => heard.push(['error', code]),
      }),
    )
    await act(() => result.current.signMessage('gm').catch(() => undefined))
    await act(() => result.current.signMessage('').catch(() => undefined))
    refuse = false
    const signature = await act(() => result.current.signMessage('gm'))
    expect(heard).toEqual([
      ['error', 'unable_to_sign'],
      ['error', 'invalid_message'],
      ['success', signature],
    ])
  })
})
