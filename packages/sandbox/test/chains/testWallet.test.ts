import { createPublicClient, createWalletClient, custom, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningChains, startChains, type TestWalletControls, testWalletScript } from '../../src/index.ts'
import { localTestWalletSigner } from '../../src/testing/index.ts'

let running: RunningChains
beforeAll(async () => {
  running = await startChains({ accounts: 2, balance: 100 })
}, 30_000)
afterAll(() => running?.close())

type Announcement = { info: TestWalletControls['info']; provider: TestWalletControls['provider'] }

// Runs the injected source as a page would, with an EventTarget standing in for `window`.
function inject(options: Partial<Parameters<typeof testWalletScript>[0]> = {}) {
  const page = new EventTarget() as EventTarget & Record<string, unknown>
  const announced: Announcement[] = []
  page.addEventListener('eip6963:announceProvider', (event) => {
    announced.push((event as CustomEvent<Announcement>).detail)
  })
  const source = testWalletScript({
    chains: running.chains,
    accounts: running.accounts.map((account) => account.address),
    ...options,
  })
  new Function('window', source)(page)
  const wallet = page.lobbyTestWallet as TestWalletControls
  return { page, wallet, announced }
}

async function codeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return (error as { code?: unknown }).code
  }
  throw new Error('expected a rejection')
}

/** A sandbox chain as viem's clients take it. */
function viemChainOf(chain: { id: number; name: string; rpcUrl: string }) {
  return {
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  } as const
}

const never = Symbol('pending')
function settlesWithin(promise: Promise<unknown>, ms: number) {
  return Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(never), ms))])
}

describe('testWalletScript', () => {
  it('announces itself through EIP-6963 on load and on every request', () => {
    const { page, wallet, announced } = inject()
    expect(announced).toHaveLength(1)
    expect(announced[0]?.info).toMatchObject({ name: 'Lobby Test Wallet', rdns: 'dev.lobby.testwallet' })
    expect(announced[0]?.info.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(announced[0]?.info.icon).toMatch(/^data:image\//)
    page.dispatchEvent(new Event('eip6963:requestProvider'))
    expect(announced).toHaveLength(2)
    expect(announced[1]?.provider).toBe(wallet.provider)
  })

  it('connects when approved, on the first chain, and exposes the anvil accounts', async () => {
    const { wallet } = inject()
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = await wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(accounts).toEqual(running.accounts.map((account) => account.address))
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(`0x${running.chains[0]?.id.toString(16)}`)
  })

  it('rejects a prompt with 4001 in reject mode', async () => {
    const { wallet } = inject()
    wallet.setMode('reject')
    expect(await codeOf(wallet.provider.request({ method: 'eth_requestAccounts' }))).toBe(4001)
    wallet.setMode('approve')
    expect(await wallet.provider.request({ method: 'eth_requestAccounts' })).toHaveLength(2)
  })

  it('connects but fails every signature with -32603 in fail-signing mode', async () => {
    const { wallet } = inject()
    wallet.setMode('fail-signing')
    const [account] = (await wallet.provider.request({ method: 'eth_requestAccounts' })) as string[]
    expect(await codeOf(wallet.provider.request({ method: 'personal_sign', params: ['0x6869', account] }))).toBe(-32603)
    expect(await codeOf(wallet.provider.request({ method: 'eth_signTypedData_v4', params: [account, '{}'] }))).toBe(
      -32603,
    )
  })

  it('keeps a prompt pending in pending mode and answers the next one with -32002', async () => {
    const { wallet } = inject()
    wallet.setMode('pending')
    const first = wallet.provider.request({ method: 'eth_requestAccounts' })
    expect(await settlesWithin(first, 50)).toBe(never)
    expect(await codeOf(wallet.provider.request({ method: 'eth_requestAccounts' }))).toBe(-32002)
  })

  it('emits disconnect and answers 4900 until reconnected', async () => {
    const { wallet } = inject()
    const events: unknown[] = []
    wallet.provider.on('disconnect', (error) => events.push((error as { code: number }).code))
    wallet.disconnect()
    expect(events).toEqual([4900])
    expect(await codeOf(wallet.provider.request({ method: 'eth_blockNumber' }))).toBe(4900)
    wallet.connect()
    expect(typeof (await wallet.provider.request({ method: 'eth_blockNumber' }))).toBe('string')
  })

  it('answers 4901 while disconnected from the chain', async () => {
    const { wallet } = inject()
    wallet.setChainDisconnected(true)
    expect(
      await codeOf(
        wallet.provider.request({ method: 'eth_getBalance', params: [running.accounts[0]?.address, 'latest'] }),
      ),
    ).toBe(4901)
  })

  it('answers 4902 for an unknown chain, which wallet_addEthereumChain then makes switchable', async () => {
    const testnet = running.chains[1]
    if (!testnet) throw new Error('two chains expected')
    const { wallet } = inject({ knownChainIds: [running.chains[0]?.id ?? 0] })
    const changes: unknown[] = []
    wallet.provider.on('chainChanged', (id) => changes.push(id))
    const chainId = `0x${testnet.id.toString(16)}`
    const switchChain = () => wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    expect(await codeOf(switchChain())).toBe(4902)
    await wallet.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId, chainName: testnet.name, rpcUrls: [testnet.rpcUrl] }],
    })
    await switchChain()
    expect(changes).toEqual([chainId])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe(chainId)
  })

  it('refuses to sign for an account the user has not connected (4100)', async () => {
    const { wallet } = inject()
    const address = running.accounts[0]?.address
    expect(await codeOf(wallet.provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', address] }))).toBe(
      4100,
    )
  })

  it('signs a message and typed data that viem verifies, and sends a transfer with a receipt', async () => {
    const chain = running.chains[0]
    const [from, to] = running.accounts
    if (!chain || !from || !to) throw new Error('a chain and two accounts expected')
    const { wallet } = inject()
    const viemChain = viemChainOf(chain)
    const client = createWalletClient({ chain: viemChain, transport: custom(wallet.provider) })
    const [account] = await client.requestAddresses()
    if (!account) throw new Error('an account expected')

    const signature = await client.signMessage({ account, message: 'hello lobby' })
    expect(await verifyMessage({ address: from.address, message: 'hello lobby', signature })).toBe(true)

    const typed = {
      domain: { name: 'Lobby', version: '1', chainId: chain.id },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'gm' },
    } as const
    const typedSignature = await client.signTypedData({ account, ...typed })
    expect(await verifyTypedData({ address: from.address, ...typed, signature: typedSignature })).toBe(true)

    const reader = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
    const before = await reader.getBalance({ address: to.address })
    const hash = await client.sendTransaction({ account, to: to.address, value: parseEther('0.01') })
    const receipt = await reader.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await reader.getBalance({ address: to.address })).toBe(before + parseEther('0.01'))
  })

  it('hands its one account to a fresh key of the page, which signs, sends once funded, and goes back on null', async () => {
    const chain = running.chains[0]
    const [anvil, to] = running.accounts
    if (!chain || !anvil || !to) throw new Error('a chain and two accounts expected')
    const { wallet } = inject()
    const changes: unknown[] = []
    wallet.provider.on('accountsChanged', (value) => changes.push(value))
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const signer = await localTestWalletSigner()
    wallet.setSigner(signer)
    expect(signer.address).not.toBe(anvil.address)
    expect(changes.at(-1)).toEqual([signer.address])
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual([signer.address])

    const viemChain = viemChainOf(chain)
    const client = createWalletClient({ chain: viemChain, transport: custom(wallet.provider) })
    const signature = await client.signMessage({ account: signer.address as `0x${string}`, message: 'fresh' })
    expect(await verifyMessage({ address: signer.address as `0x${string}`, message: 'fresh', signature })).toBe(true)
    // anvil's accounts are no longer the wallet's: it refuses to sign for them (4100).
    expect(await codeOf(wallet.provider.request({ method: 'personal_sign', params: ['0x6869', anvil.address] }))).toBe(
      4100,
    )

    const reader = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
    await reader.request({
      method: 'anvil_setBalance' as never,
      params: [signer.address, `0x${parseEther('1').toString(16)}`] as never,
    })
    const before = await reader.getBalance({ address: to.address })
    const hash = await client.sendTransaction({
      account: signer.address as `0x${string}`,
      to: to.address,
      value: parseEther('0.01'),
    })
    expect((await reader.waitForTransactionReceipt({ hash })).from).toBe(signer.address.toLowerCase())
    expect(await reader.getBalance({ address: to.address })).toBe(before + parseEther('0.01'))

    wallet.setSigner(null)
    expect(await wallet.provider.request({ method: 'eth_accounts' })).toEqual(running.accounts.map((a) => a.address))
  })

  it('refuses a start chain it cannot reach', () => {
    expect(() => testWalletScript({ chains: running.chains, accounts: [], chainId: 999 })).toThrow(
      "The test wallet's chainId 999 is not among its chains.",
    )
  })
})
