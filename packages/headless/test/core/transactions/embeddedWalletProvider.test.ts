// @vitest-environment node
import { type Hex, toHex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getEmbeddedWalletProvider } from '../../../src/core/transactions/embeddedWalletProvider'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from '../wallet/fakeWalletFrame'
import { loggedInWalletClient, newEmail } from '../wallet/walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()

const typedData = {
  domain: { name: 'Lobby', version: '1', chainId: 1 },
  types: { Greeting: [{ name: 'text', type: 'string' }] },
  primaryType: 'Greeting',
  message: { text: 'hello' },
} as const

describe('getEmbeddedWalletProvider', () => {
  it('W-3.09 W-7.10 personal_sign and eth_signTypedData_v4 are signed in the frame and verify against the address', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const { address } = await createEmbeddedWallet(getWalletSession(client))
    const provider = getEmbeddedWalletProvider(client)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    const message = toHex('Sign in to Lobby')
    const signature = (await provider.request({ method: 'personal_sign', params: [message, address] })) as Hex
    expect(await verifyMessage({ address: address as Hex, message: { raw: message }, signature })).toBe(true)
    const typed = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as Hex
    expect(await verifyTypedData({ address: address as Hex, ...typedData, signature: typed })).toBe(true)
    const rpc = frame.requests.find((r) => r.kind === 'lobby:wallet:rpc')?.input
    expect(rpc).toMatchObject({ address, requesterAppId: client.appId, accessToken: await client.getAccessToken() })
  })

  it('W-6.04 a wallet not yet unlocked on this page is connected first, then signs', async () => {
    const email = newEmail('provider')
    const first = createFakeWalletFrame(h, backend)
    const creator = await loggedInWalletClient(h, first, { email })
    const { address } = await createEmbeddedWallet(getWalletSession(creator))
    const frame = createFakeWalletFrame(h, backend, first.device)
    const client = await loggedInWalletClient(h, frame, { email })
    const message = toHex('again')
    const signature = (await getEmbeddedWalletProvider(client).request({
      method: 'personal_sign',
      params: [message, address],
    })) as Hex
    expect(await verifyMessage({ address: address as Hex, message: { raw: message }, signature })).toBe(true)
    expect(frame.requests.filter((r) => r.kind !== 'lobby:frame:ready').map((r) => r.kind)).toEqual([
      'lobby:wallet:connect',
      'lobby:wallet:rpc',
    ])
  })

  it("W-5.23 W-8.16 without chains of its own, the provider takes the app config's supportedChains that carry an RPC URL", async () => {
    // A viem-shaped chain (name, native currency, RPC URL) and one given by id alone.
    const base = {
      id: 8453,
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1/base'] } },
    }
    const config = { supportedChains: [{ id: 1 }, base], defaultChain: { id: 1 } }
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend), { config })
    await createEmbeddedWallet(getWalletSession(client))
    const provider = getEmbeddedWalletProvider(client)
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })).toBe(null)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x2105')
    // Chain 1 is configured by id alone: no RPC URL to send through, so the provider cannot go there.
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({
      rpcCode: 4902,
      message: expect.stringContaining('Chain ID 1 is not supported'),
    })
  })

  it('W-6.04 without an embedded wallet there is no provider (4100)', async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    expect(() => getEmbeddedWalletProvider(client)).toThrow(expect.objectContaining({ rpcCode: 4100 }))
  })
})
