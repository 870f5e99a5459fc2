import { createWalletClient, custom, parseEther, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { toLobbyError } from '../../../src/core/errors/toLobbyError'
import { createEmbeddedProvider, savedChainKey } from '../../../src/core/transactions/embeddedProvider'
import { type AnvilChains, startAnvilChains } from './anvilChains'
import { frameRpcOf } from './frameRpcOf'

let anvil: AnvilChains
beforeAll(async () => {
  anvil = await startAnvilChains()
}, 30_000)
afterAll(() => anvil?.close())
afterEach(() => {
  vi.useRealTimers()
})

const RECIPIENT = '0x00000000000000000000000000000000000000c0'

function memoryStorage() {
  const map = new Map<string, string>()
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

describe('createEmbeddedProvider', () => {
  it('W-4.07 follows the default chain, and a chain the wallet switched to is saved and followed next time', async () => {
    const account = anvil.account(1)
    const storage = memoryStorage()
    const options = { address: account.address, frameRpc: frameRpcOf(account), chains: anvil.chains, storage }
    const provider = createEmbeddedProvider({ ...options, defaultChainId: 1 })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    const changes: unknown[] = []
    provider.on('chainChanged', (id) => changes.push(id))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] })
    expect(changes).toEqual(['0xaa36a7'])
    expect(storage.map.get(savedChainKey(account.address))).toBe('11155111')
    // The chain id now comes from the testnet's node itself, through the forwarded read.
    expect(await provider.request({ method: 'net_version' })).toBe('11155111')
    const next = createEmbeddedProvider({ ...options, defaultChainId: 1 })
    expect(next.chainId).toBe(11155111)
    const fresh = createEmbeddedProvider({ ...options, storage: memoryStorage(), defaultChainId: 1 })
    expect(fresh.chainId).toBe(1)
  })

  it("W-8.16 W-5.23 switching to a chain the app does not configure answers 4902 with 'Chain ID 8453 is not supported'", async () => {
    const account = anvil.account(1)
    const provider = createEmbeddedProvider({
      address: account.address,
      frameRpc: frameRpcOf(account),
      chains: anvil.chains,
    })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }),
    ).rejects.toMatchObject({ rpcCode: 4902, message: expect.stringMatching(/^Chain ID 8453 is not supported/) })
    expect(provider.chainId).toBe(1)
  })

  it("W-8.16 W-8.13 it rejects as EIP-1193 says, with the numeric code viem reads: a switch to a missing chain is viem's SwitchChainError (4902), a refusal its UserRejectedRequestError (4001)", async () => {
    const account = anvil.account(1)
    const refused = new LobbyError('provider_error', 'user_rejected_request', 'The user rejected the request', {
      rpcCode: 4001,
    })
    const provider = createEmbeddedProvider({
      address: account.address,
      frameRpc: async () => {
        throw refused
      },
      chains: anvil.chains,
    })
    const wallet = createWalletClient({ account: account.address, transport: custom(provider) })
    const switched = await wallet.switchChain({ id: 8453 }).catch((error: unknown) => error)
    expect(switched).toMatchObject({ name: 'SwitchChainError', code: 4902 })
    const signed = await wallet.signMessage({ message: 'hello' }).catch((error: unknown) => error)
    expect(signed).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    // Under it, the SDK's own error, for hosts that read ours.
    const raw = await provider
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] })
      .catch((error: unknown) => error)
    expect(raw).toMatchObject({ code: 4902, data: { lobbyCode: 'chain_not_added' } })
    expect(toLobbyError(raw)).toMatchObject({ code: 'chain_not_added', rpcCode: 4902 })
    expect(toLobbyError(raw).message).toMatch(/^Chain ID 8453 is not supported/)
  })

  it('behavior: viem uses it as a transport: reads go to the chain, personal_sign to the frame, eth_sendTransaction lands on anvil', async () => {
    const account = anvil.account(2)
    const calls: string[] = []
    const provider = createEmbeddedProvider({
      address: account.address,
      frameRpc: frameRpcOf(account, calls),
      chains: anvil.chains,
    })
    const wallet = createWalletClient({ account: account.address, transport: custom(provider) })
    expect(await wallet.getAddresses()).toEqual([account.address])
    const signature = await wallet.signMessage({ message: 'embedded' })
    expect(await verifyMessage({ address: account.address, message: 'embedded', signature })).toBe(true)
    const client = anvil.publicClient(1)
    const before = await client.getBalance({ address: RECIPIENT })
    const hash = await wallet.sendTransaction({ to: RECIPIENT, value: parseEther('0.01'), chain: null })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
    expect(calls).toEqual(['personal_sign', 'eth_signTransaction'])
  })

  it("W-9.01 W-8.02 a request the frame never answers times out after 120 s with 'Wallet request timed out'", async () => {
    vi.useFakeTimers()
    const account = anvil.account(3)
    const provider = createEmbeddedProvider({
      address: account.address,
      frameRpc: () => new Promise(() => undefined),
      chains: anvil.chains,
    })
    const pending = provider.request({ method: 'personal_sign', params: ['0x01', account.address] })
    const outcome = pending.catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(119_999)
    let settled = false
    void pending.catch(() => {
      settled = true
    })
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toMatchObject({ code: 'client_request_timeout', message: 'Wallet request timed out' })
  })

  it('W-9.01 the time-out is overridable per wallet', async () => {
    vi.useFakeTimers()
    const account = anvil.account(3)
    const provider = createEmbeddedProvider({
      address: account.address,
      frameRpc: () => new Promise(() => undefined),
      chains: anvil.chains,
      timeoutMs: 5000,
    })
    const outcome = provider
      .request({ method: 'eth_signTypedData_v4', params: [account.address, '{}'] })
      .catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(5000)
    expect(await outcome).toMatchObject({ code: 'client_request_timeout' })
  })
})
