import { webcrypto } from 'node:crypto'
import { verifyMessage, verifyTypedData } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createSignRequest, signButtonText, signScreenHeading } from '../../../src/core/transactions/signRequest'

// anvil's dev mnemonic: the sandbox chains' first account.
const account = mnemonicToAccount('test test test test test test test test test test test junk')

const typedData = {
  domain: { name: 'Lobby', version: '1', chainId: 1, verifyingContract: '0x00000000000000000000000000000000000000cc' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
  },
} as const

async function ed25519Signer() {
  const keys = (await webcrypto.subtle.generateKey({ name: 'Ed25519' }, true, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair
  return {
    keys,
    signer: {
      publicKey: 'test-key',
      signMessage: async (message: string) =>
        Buffer.from(
          await webcrypto.subtle.sign('Ed25519', keys.privateKey, new TextEncoder().encode(message)),
        ).toString('base64'),
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createSignRequest', () => {
  it("W-2.30 W-4.33 personal_sign waits for approval, signs, shows 'Success' and closes after 1400 ms; the signature verifies", async () => {
    vi.useFakeTimers()
    const flow = createSignRequest({ signer: account })
    const signature = flow.sign(
      { method: 'personal_sign', data: 'Hello from Lobby' },
      { uiOptions: { title: 'Sign in' } },
    )
    expect(flow.getSnapshot()).toMatchObject({
      step: 'awaiting_approval',
      message: 'Hello from Lobby',
      uiOptions: { title: 'Sign in' },
    })
    flow.approve()
    const signed = await signature
    expect(
      await verifyMessage({
        address: account.address,
        message: 'Hello from Lobby',
        signature: signed as `0x${string}`,
      }),
    ).toBe(true)
    expect(flow.getSnapshot()).toMatchObject({ step: 'success', signature: signed })
    vi.advanceTimersByTime(1_399)
    expect(flow.getSnapshot().step).toBe('success')
    vi.advanceTimersByTime(1)
    expect(flow.getSnapshot().step).toBe('closed')
  })

  it('W-2.30 eth_signTypedData_v4 shows the typed data as a tree and signs it; viem verifies the signature', async () => {
    const flow = createSignRequest({ signer: account })
    const signature = flow.sign({ method: 'eth_signTypedData_v4', data: JSON.stringify(typedData) })
    const { typedData: tree } = flow.getSnapshot()
    expect(tree?.primaryType).toBe('Mail')
    expect(tree?.domain.map((n) => [n.name, n.value])).toEqual([
      ['name', 'Lobby'],
      ['version', '1'],
      ['chainId', '1'],
      ['verifyingContract', '0x00000000000000000000000000000000000000cc'],
    ])
    expect(tree?.message[0]).toEqual({
      name: 'from',
      type: 'Person',
      children: [
        { name: 'name', type: 'string', value: 'Cow' },
        { name: 'wallet', type: 'address', value: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
      ],
    })
    expect(tree?.message[1]?.children?.[0]?.name).toBe('[0]')
    flow.approve()
    const signed = (await signature) as `0x${string}`
    const { domain, types, primaryType, message } = typedData
    expect(
      await verifyTypedData({
        address: account.address,
        domain,
        types,
        primaryType,
        message,
        signature: signed,
      } as never),
    ).toBe(true)
  })

  it('W-5.27 refuses an empty or missing personal_sign message with the spec text, before any screen', async () => {
    const flow = createSignRequest({ signer: account })
    for (const data of ['', undefined, 42]) {
      await expect(flow.sign({ method: 'personal_sign', data } as never)).rejects.toThrow(
        'Message must be a non-empty string',
      )
    }
    expect(flow.getSnapshot().step).toBe('idle')
  })

  it('W-5.28 solana_signMessage needs a string message, and signs one with the Solana signer (ed25519 verifies)', async () => {
    const { keys, signer } = await ed25519Signer()
    const flow = createSignRequest({ solanaSigner: signer, noPromptOnSignature: true })
    await expect(flow.sign({ method: 'solana_signMessage', data: 7 } as never)).rejects.toThrow(
      'Message must be a string',
    )
    const signature = await flow.sign({ method: 'solana_signMessage', data: 'gm' })
    const ok = await webcrypto.subtle.verify(
      'Ed25519',
      keys.publicKey,
      Buffer.from(signature, 'base64'),
      new TextEncoder().encode('gm'),
    )
    expect(ok).toBe(true)
  })

  it('W-3.13 with noPromptOnSignature it signs at once, with no approval and no success screen', async () => {
    const flow = createSignRequest({ signer: account, noPromptOnSignature: true })
    const steps: string[] = []
    flow.subscribe(() => steps.push(flow.getSnapshot().step))
    const signed = await flow.sign({ method: 'personal_sign', data: 'quiet' })
    expect(
      await verifyMessage({ address: account.address, message: 'quiet', signature: signed as `0x${string}` }),
    ).toBe(true)
    expect(steps).not.toContain('success')
    expect(flow.getSnapshot().step).toBe('closed')
  })

  it('W-8.13 closing before approval rejects with the user refusal; W-8.29 a failing signer gives unable_to_sign', async () => {
    const flow = createSignRequest({ signer: account })
    const refused = flow.sign({ method: 'personal_sign', data: 'no' })
    flow.close()
    await expect(refused).rejects.toMatchObject({
      code: 'user_rejected_request',
      message: 'The user rejected the request',
    })
    const broken = createSignRequest({
      signer: { ...account, signMessage: () => Promise.reject(new Error('frame gone')) },
    })
    const failing = broken.sign({ method: 'personal_sign', data: 'x' })
    broken.approve()
    await vi.waitFor(() => expect(broken.getSnapshot().step).toBe('error'))
    expect(broken.getSnapshot().error).toMatchObject({ code: 'unable_to_sign', message: 'frame gone' })
    broken.close()
    await expect(failing).rejects.toMatchObject({ code: 'unable_to_sign' })
  })

  it('W-3.09 only personal_sign, eth_signTypedData_v4 and solana_signMessage are sign request methods', async () => {
    const flow = createSignRequest({ signer: account })
    await expect(flow.sign({ method: 'eth_sign', data: 'x' } as never)).rejects.toThrow(
      'Sign request method must be one of personal_sign, eth_signTypedData_v4, solana_signMessage',
    )
    expect(flow.getSnapshot().step).toBe('idle')
  })

  it('behavior: typed data without types, primaryType or message is refused with a clear message', async () => {
    const flow = createSignRequest({ signer: account })
    for (const data of ['{not json', { types: {} }, JSON.stringify({ primaryType: 'X', types: { X: [] } })]) {
      await expect(flow.sign({ method: 'eth_signTypedData_v4', data } as never)).rejects.toThrow(
        'Typed data must have types, primaryType and message',
      )
    }
  })
})

describe('signButtonText', () => {
  it("W-3.10 the host's buttonText wins; else 'Try again' after a failure, else 'Sign and continue'", () => {
    expect(signButtonText('awaiting_approval', { buttonText: 'Approve login' })).toBe('Approve login')
    expect(signButtonText('error', { buttonText: 'Approve login' })).toBe('Approve login')
    expect(signButtonText('error', {})).toBe('Try again')
    expect(signButtonText('awaiting_approval', {})).toBe('Sign and continue')
  })
})

describe('signScreenHeading', () => {
  it("W-3.10 the host's title and description win; else 'Sign message' and that signing sends nothing", () => {
    expect(signScreenHeading({ title: 'Approve login', description: 'One signature.' })).toEqual({
      title: 'Approve login',
      description: 'One signature.',
    })
    expect(signScreenHeading({})).toEqual({
      title: 'Sign message',
      description: 'Signing is free and does not send a transaction.',
    })
  })
})
