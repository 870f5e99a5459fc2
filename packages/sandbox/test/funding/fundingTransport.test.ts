import {
  createFundingTransport,
  createHttpClient,
  type FundingTransport,
  OnRampTransaction,
  onRampBPayUrl,
  onRampStatusView,
  parseBridgeQuote,
  parseTokenPrice,
} from '@lobby/headless/core'
import { type Hex, parseEther, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sandboxFundingEndpoints } from '../../src/emulators/fundingEndpoints.ts'
import { createSandbox, type RunningChains, type Sandbox, startChains } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// The headless client's own transport against the sandbox: the two sides must agree on every path and shape.
const API = 'http://sandbox.test'
const CHAINS = [
  { id: 1, name: 'Ethereum (sandbox)', testnet: false },
  { id: 11155111, name: 'Sepolia (sandbox)', testnet: true },
  { id: 84532, name: 'Base Sepolia (sandbox)', testnet: true },
]

let sandbox: Sandbox
let chains: RunningChains
let transport: FundingTransport
let walletAddress: Hex

const freshAddress = () =>
  privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex).address

/** A bare EIP-1193 wallet over anvil's unlocked first dev account, following wallet_switchEthereumChain. */
function anvilWallet(running: RunningChains) {
  let chainId = running.chains[0]?.id ?? 1
  let id = 0
  const rpc = async (method: string, params: unknown) => {
    const url = running.chains.find((chain) => chain.id === chainId)?.rpcUrl ?? ''
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  return {
    async request({ method, params }: { method: string; params?: readonly unknown[] | object }) {
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [walletAddress]
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (method === 'wallet_switchEthereumChain') {
        chainId = Number((params as [{ chainId: string }])[0].chainId)
        return null
      }
      return rpc(method, params ?? [])
    },
  }
}

beforeAll(async () => {
  ;[sandbox, chains] = await Promise.all([createSandbox(), startChains({ chains: CHAINS })])
  sandbox.funding.useChains(chains)
  walletAddress = chains.accounts[0]?.address ?? zeroAddress
  const client = sandboxClient(sandbox, 'all-methods')
  const token = (await client.loginWithEmail(uniqueEmail('transport'))).token ?? null
  const inProcess = async (request: Request) => sandbox.app.fetch(request)
  transport = createFundingTransport({
    http: createHttpClient({ apiUrl: API, appId: client.appId, getStoredToken: () => token, fetch: inProcess }),
    chains: chains.chains.map((chain) => ({
      id: chain.id,
      testnet: chain.testnet,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })),
    endpoints: sandboxFundingEndpoints(API),
    externalWallet: anvilWallet(chains),
    fetch: inProcess,
    window: null,
  })
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
  await chains?.close()
})

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('timed out')
}

describe('the headless funding transport against the sandbox', () => {
  it('W-7.20 W-7.21 W-3.22 W-3.23 signs, reads the transaction through the public endpoint with the test key, and sees it completed once paid', async () => {
    await sandbox.app.fetch(
      new Request(`${API}/_sandbox/onramp-a`, { method: 'POST', body: JSON.stringify({ authorizationMs: 0 }) }),
    )
    const address = freshAddress()
    const signed = await transport.signOnRamp({
      address,
      useSandbox: true,
      config: { currencyCode: 'ETH_ETHEREUM', quoteCurrencyAmount: 0.4 },
    })
    const read = async () =>
      OnRampTransaction.parse(
        await transport.getOnRampTransaction({ externalTransactionId: signed.externalTransactionId, useSandbox: true }),
      )
    expect((await read()).status).toBe('pending')
    expect(onRampStatusView((await read()).status)).toEqual({ kind: 'spinner' })

    await sandbox.app.fetch(
      new Request(signed.signedUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay', amount: '0.4' }) }),
    )
    const done = await until(read, (transaction) => transaction.status === 'completed')
    expect(onRampStatusView(done.status)).toEqual({ kind: 'success' })
    expect(done.quoteCurrencyAmount).toBe(0.4)
    expect(await transport.getBalance({ address, chainId: 11155111 })).toBe(parseEther('0.4'))
  })

  it('W-7.21 a public endpoint switched to fail makes the transport throw, which the flow counts as a failed poll', async () => {
    const signed = await transport.signOnRamp({
      address: freshAddress(),
      useSandbox: true,
      config: { currencyCode: 'ETH_ETHEREUM' },
    })
    await sandbox.app.fetch(
      new Request(`${API}/_sandbox/onramp-a`, { method: 'POST', body: JSON.stringify({ transactions: 'error' }) }),
    )
    try {
      await expect(
        transport.getOnRampTransaction({ externalTransactionId: signed.externalTransactionId, useSandbox: true }),
      ).rejects.toThrow(/503/)
    } finally {
      await sandbox.app.fetch(
        new Request(`${API}/_sandbox/onramp-a`, { method: 'POST', body: JSON.stringify({ transactions: 'ok' }) }),
      )
    }
  })

  it('W-7.22 W-7.23 W-7.24 W-3.24 opens a card on-ramp B session, whose pay page URL (built by the client) buys, and reads success', async () => {
    const address = freshAddress()
    const session = await transport.initOnRampB({ addresses: [{ address, blockchains: ['ethereum'] }] })
    expect(await transport.getOnRampBStatus(session.partnerUserId)).toBe('in_progress')
    const url = onRampBPayUrl({ baseUrl: transport.onRampBPayBaseUrl, ...session, amount: '0.25', network: 'ethereum' })
    const bought = await sandbox.app.fetch(
      new Request(url, { method: 'POST', body: new URLSearchParams({ action: 'buy' }) }),
    )
    expect(bought.status).toBe(303)
    expect(await transport.getOnRampBStatus(session.partnerUserId)).toBe('success')
    expect(await transport.getBalance({ address, chainId: 1 })).toBe(parseEther('0.25'))
  })

  it('W-7.26 reads the token price the core parses', async () => {
    expect(parseTokenPrice(await transport.getTokenPrice({ chainId: 1, tokenSymbol: 'ETH' }))).toBe(3000)
  })

  it('W-7.27 W-3.26 W-3.27 a quote from the testnet relay, sent by the external wallet on the origin chain, is credited on the destination chain', async () => {
    const recipient = freshAddress()
    const answer = await transport.quoteBridge({
      tradeType: 'EXACT_OUTPUT',
      originCurrency: zeroAddress,
      destinationCurrency: zeroAddress,
      amount: '0.2',
      user: walletAddress,
      recipient,
      originChainId: 84532,
      destinationChainId: 11155111,
    })
    const quote = parseBridgeQuote(answer)
    if (!('transaction' in quote)) throw quote.error
    expect(quote.transaction).toMatchObject({ from: walletAddress, chainId: 84532 })
    await transport.sendBridgeTransaction(quote.transaction)
    await until(
      () => transport.getBalance({ address: recipient, chainId: 11155111 }),
      (balance) => balance === parseEther('0.2'),
    )
  })

  it('W-3.28 a quote the relay refuses reaches the core as the relay message', async () => {
    const answer = await transport.quoteBridge({
      tradeType: 'EXACT_OUTPUT',
      originCurrency: zeroAddress,
      destinationCurrency: zeroAddress,
      amount: '0.2',
      user: walletAddress,
      recipient: freshAddress(),
      originChainId: 1,
      destinationChainId: 11155111,
    })
    const quote = parseBridgeQuote(answer)
    expect('error' in quote && quote.error.shortMessage).toMatch(/Chain 1 is a mainnet/)
  })
})
