import { webcrypto } from 'node:crypto'
import { act, renderHook } from '@testing-library/react'
import { verifyMessage, verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSignMessage } from '../../../src/react/useSignMessage'
import { useSignTypedData } from '../../../src/react/useSignTypedData'
import { useSolanaSignMessage } from '../../../src/react/useSolanaSignMessage'

// anvil's dev mnemonic, as the sandbox chains use it.
const account = mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: 3 })

afterEach(() => {
  vi.useRealTimers()
})

describe('sign hooks', () => {
  it("W-2.30 W-4.33 useSignMessage: approve, 'Success', closes after 1400 ms; the signature verifies; functions are stable", async () => {
    vi.useFakeTimers()
    const { result, rerender } = renderHook(() => useSignMessage({ signer: account }))
    const { signMessage, approve } = result.current
    expect(result.current.ready).toBe(true)
    let signed: Promise<string> = Promise.resolve('')
    act(() => {
      signed = result.current.signMessage('gm from the hook', { uiOptions: { buttonText: 'Sign' } })
    })
    expect(result.current).toMatchObject({
      state: 'awaiting_approval',
      message: 'gm from the hook',
      uiOptions: { buttonText: 'Sign' },
    })
    await act(async () => {
      result.current.approve()
      await signed
    })
    expect(
      await verifyMessage({
        address: account.address,
        message: 'gm from the hook',
        signature: (await signed) as `0x${string}`,
      }),
    ).toBe(true)
    expect(result.current.state).toBe('success')
    expect(result.current.successText).toBe('Success')
    act(() => vi.advanceTimersByTime(1399))
    expect(result.current.state).toBe('success')
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.state).toBe('closed')
    rerender()
    expect(result.current.signMessage).toBe(signMessage)
    expect(result.current.approve).toBe(approve)
  })

  it('W-5.27 useSignMessage refuses an empty message', async () => {
    const { result } = renderHook(() => useSignMessage({ signer: account }))
    await expect(result.current.signMessage('')).rejects.toThrow('Message must be a non-empty string')
  })

  it('W-3.13 useSignTypedData with noPromptOnSignature signs at once; viem verifies it', async () => {
    const typedData = {
      domain: { name: 'Hook', chainId: 1 },
      types: { Ping: [{ name: 'count', type: 'uint256' }] },
      primaryType: 'Ping',
      message: { count: '3' },
    }
    const { result } = renderHook(() => useSignTypedData({ signer: account, noPromptOnSignature: true }))
    let signature = ''
    await act(async () => {
      signature = await result.current.signTypedData(typedData)
    })
    expect(
      await verifyTypedData({ address: account.address, ...typedData, message: { count: 3n }, signature } as never),
    ).toBe(true)
    expect(result.current.typedData?.message).toEqual([{ name: 'count', type: 'uint256', value: '3' }])
  })

  it('W-5.28 useSolanaSignMessage signs a string with the Solana signer and refuses a non-string', async () => {
    const keys = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
      'sign',
      'verify',
    ])) as webcrypto.CryptoKeyPair
    const solanaSigner = {
      publicKey: 'key',
      signMessage: async (message: string) =>
        Buffer.from(
          await webcrypto.subtle.sign('Ed25519', keys.privateKey, new TextEncoder().encode(message)),
        ).toString('base64'),
    }
    const { result } = renderHook(() => useSolanaSignMessage({ solanaSigner, noPromptOnSignature: true }))
    await expect(result.current.signMessage(5 as never)).rejects.toThrow('Message must be a string')
    let signature = ''
    await act(async () => {
      signature = await result.current.signMessage('hello solana')
    })
    const message = new TextEncoder().encode('hello solana')
    expect(await webcrypto.subtle.verify('Ed25519', keys.publicKey, Buffer.from(signature, 'base64'), message)).toBe(
      true,
    )
  })

  it('behavior: without a signer the hooks are not ready and refuse with embedded_wallet_not_found', async () => {
    const { result } = renderHook(() => useSignMessage({ signer: null }))
    expect(result.current.ready).toBe(false)
    await expect(result.current.signMessage('x')).rejects.toMatchObject({ code: 'embedded_wallet_not_found' })
  })
})
