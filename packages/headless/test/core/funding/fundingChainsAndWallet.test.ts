// @vitest-environment node
import type { RunningChains } from '@lobby/sandbox'
import { sandboxFundingEndpoints } from '@lobby/sandbox'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createFundingTransport } from '../../../src/core/funding/createFundingTransport'
import { createHttpClient } from '../../../src/core/http/createHttpClient'
import { anvilRpc, fundingChainsOf, startFundingChains, testWallet } from './fundingWorld'

const RECIPIENT = '0x00000000000000000000000000000000000f00d1'

let running: RunningChains
beforeAll(async () => {
  running = await startFundingChains()
}, 30_000)
afterAll(() => running?.close())

function transport(options: Partial<Parameters<typeof createFundingTransport>[0]> = {}) {
  const http = createHttpClient({
    apiUrl: 'http://sandbox.test',
    appId: 'lobbysandboxallmethods001',
    fetch: async () => new Response(null, { status: 404 }),
  })
  return createFundingTransport({
    http,
    chains: fundingChainsOf(running),
    endpoints: sandboxFundingEndpoints('http://sandbox.test'),
    window: null,
    ...options,
  })
}

const rpcOf = (chainId: number) => running.chains.find((chain) => chain.id === chainId)!.rpcUrl
const balanceOn = async (chainId: number, address: string) =>
  BigInt((await anvilRpc(rpcOf(chainId), 'eth_getBalance', [address, 'latest'])) as string)

describe('createFundingTransport: chains and the external wallet', () => {
  it('W-7.29 W-4.44 getBalance reads the native balance on the chain RPC in base units', async () => {
    const address = '0x00000000000000000000000000000000000b0b01'
    await anvilRpc(rpcOf(11155111), 'anvil_setBalance', [address, '0x1bc16d674ec80000'])
    expect(await transport().getBalance({ address, chainId: 11155111 })).toBe(2_000_000_000_000_000_000n)
    expect(await transport().getBalance({ address, chainId: 1 })).toBe(0n)
  })

  it('W-5.23 getBalance on a chain the app did not configure fails with the unsupported-chain text', async () => {
    await expect(transport().getBalance({ address: RECIPIENT, chainId: 137 })).rejects.toThrow(
      'Chain ID 137 is not supported',
    )
  })

  it('W-4.35 sendFromExternalWallet sends the decimal amount from the external wallet on the chain and waits for it', async () => {
    const wallet = testWallet(running)
    const before = await balanceOn(1, RECIPIENT)
    const hash = await transport({ externalWallet: wallet.provider }).sendFromExternalWallet({
      chainId: 1,
      to: RECIPIENT,
      amount: '0.25',
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect((await balanceOn(1, RECIPIENT)) - before).toBe(parseEther('0.25'))
  })

  it('W-4.35 the send moves the wallet to the chain to fund first', async () => {
    const wallet = testWallet(running, { chainId: 1 })
    const before = await balanceOn(11155111, RECIPIENT)
    await transport({ externalWallet: wallet.provider }).sendFromExternalWallet({
      chainId: 11155111,
      to: RECIPIENT,
      amount: '0.5',
    })
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0xaa36a7')
    expect((await balanceOn(11155111, RECIPIENT)) - before).toBe(parseEther('0.5'))
  })

  it('W-4.35 a send on a chain the app gave no RPC URL for resolves with its hash once the wallet sent it', async () => {
    const wallet = testWallet(running)
    const chains = fundingChainsOf(running).filter((chain) => chain.id !== 1)
    const before = await balanceOn(1, RECIPIENT)
    const hash = await transport({ externalWallet: wallet.provider, chains }).sendFromExternalWallet({
      chainId: 1,
      to: RECIPIENT,
      amount: '0.125',
    })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // Resolved once sent, not once mined: the transfer lands right after.
    await vi.waitFor(async () => expect((await balanceOn(1, RECIPIENT)) - before).toBe(parseEther('0.125')), {
      timeout: 10_000,
    })
  })

  it('W-8.13 a refusal in the wallet reaches the flow as the provider error 4001', async () => {
    const wallet = testWallet(running)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    wallet.setMode('reject')
    const send = transport({ externalWallet: wallet.provider }).sendFromExternalWallet({
      chainId: 1,
      to: RECIPIENT,
      amount: '1',
    })
    await expect(send).rejects.toMatchObject({ code: 4001 })
  })

  it('W-4.35 W-4.36 a send beyond the wallet balance fails, so the flow goes on to look for a bridge', async () => {
    const wallet = testWallet(running)
    const send = transport({ externalWallet: wallet.provider }).sendFromExternalWallet({
      chainId: 1,
      to: RECIPIENT,
      amount: '1000000',
    })
    await expect(send).rejects.toBeTruthy()
  })

  it('W-2.37 W-3.29 getExternalWallet lists the wallet address and its balance on every chain, with its kind', async () => {
    const wallet = testWallet(running)
    const read = await transport({ externalWallet: wallet.provider }).getExternalWallet()
    expect(read.address.toLowerCase()).toBe(running.accounts[0]!.address.toLowerCase())
    expect(read.balances.map((entry) => [entry.chainId, entry.isTestnet])).toEqual([
      [1, false],
      [8453, false],
      [11155111, true],
    ])
    expect(read.balances[2]!.balance).toBe(await balanceOn(11155111, read.address))
  })

  it('W-8.52 a chain whose balance cannot be read counts as zero', async () => {
    const wallet = testWallet(running)
    const chains = [
      ...fundingChainsOf(running),
      { id: 10, testnet: false, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } },
    ]
    const read = await transport({ externalWallet: wallet.provider, chains }).getExternalWallet()
    expect(read.balances.find((entry) => entry.chainId === 10)?.balance).toBe(0n)
    expect(read.balances.find((entry) => entry.chainId === 1)!.balance > 0n).toBe(true)
  })

  it('behavior: without an external wallet a transfer fails with a coded error saying what to do', async () => {
    await expect(transport({ externalWallet: null }).getExternalWallet()).rejects.toMatchObject({
      code: 'no_external_wallet',
      nextStep: 'Connect a wallet, then try again.',
    })
  })

  it('W-4.36 W-3.27 sendBridgeTransaction sends the quote transaction, with its data, on the origin chain', async () => {
    const wallet = testWallet(running, { chainId: 1 })
    const from = running.accounts[0]!.address
    const to = '0x00000000000000000000000000000000000be1a7'
    const before = await balanceOn(11155111, to)
    const hash = await transport({ externalWallet: wallet.provider }).sendBridgeTransaction({
      from,
      to,
      value: 1234n,
      chainId: 11155111,
      data: '0xdeadbeef',
    })
    const sent = (await anvilRpc(rpcOf(11155111), 'eth_getTransactionByHash', [hash])) as { input: string; to: string }
    expect(sent.input).toBe('0xdeadbeef')
    expect((await balanceOn(11155111, to)) - before).toBe(1234n)
  })
})

describe('createFundingTransport: tabs and popups', () => {
  it('W-2.46 openTab opens the pay page in a new tab, cut from the app, and reports a blocked one', () => {
    const tab = { opener: {} as unknown }
    const open = vi.fn(() => tab as unknown as Window)
    expect(transport({ window: { open } }).openTab('https://pay.test/a')).toBe(true)
    expect(open).toHaveBeenCalledWith('https://pay.test/a', '_blank')
    expect(tab.opener).toBeNull()
    expect(transport({ window: { open: () => null } }).openTab('https://pay.test/a')).toBe(false)
  })

  it('W-7.25 openPopup opens a popup of the given size (440 x 680 for card on-ramp B)', () => {
    const open = vi.fn(() => ({}) as Window)
    expect(transport({ window: { open } }).openPopup('https://pay.test/b', { width: 440, height: 680 })).toBe(true)
    expect(open).toHaveBeenCalledWith('https://pay.test/b', 'lobby-onramp', 'popup=yes,width=440,height=680')
    expect(transport({ window: null }).openPopup('https://pay.test/b', { width: 440, height: 680 })).toBe(false)
  })
})
