// @vitest-environment node
import type { RunningChains } from '@lobby/sandbox'
import { sandboxFundingEndpoints } from '@lobby/sandbox'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyClient } from '../../../src/core/client'
import { parseBridgeQuote } from '../../../src/core/funding/bridgeQuote'
import { createFundingTransport } from '../../../src/core/funding/createFundingTransport'
import type { FundingTransport } from '../../../src/core/funding/fundingTransport'
import { onRampBPayUrl } from '../../../src/core/funding/onRampBPayUrl'
import { OnRampTransaction } from '../../../src/core/funding/onRampTransaction'
import { API_URL, loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { anvilRpc, fundingChainsOf, startFundingChains, testWallet } from './fundingWorld'

let h: SandboxHarness
let running: RunningChains
let client: LobbyClient
let transport: FundingTransport

const randomAddress = () =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`
const rpcOf = (chainId: number) => running.chains.find((chain) => chain.id === chainId)!.rpcUrl
const balanceOn = async (chainId: number, address: string) =>
  BigInt((await anvilRpc(rpcOf(chainId), 'eth_getBalance', [address, 'latest'])) as string)

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('timed out')
}

beforeAll(async () => {
  ;[h, running] = await Promise.all([startSandboxHarness(), startFundingChains()])
  h.sandbox.funding.useChains(running)
  client = await loginByEmail(h, h.client(), `funding-${Date.now()}@example.com`)
  transport = createFundingTransport({
    http: client.http,
    chains: fundingChainsOf(running),
    endpoints: sandboxFundingEndpoints(API_URL),
    externalWallet: testWallet(running).provider,
    fetch: h.fetch,
    window: null,
  })
}, 90_000)
afterAll(async () => {
  await h?.close()
  await running?.close()
})

describe('createFundingTransport against the sandbox', () => {
  it('W-7.20 W-7.21 W-3.22 W-3.23 signs card on-ramp A, and its public endpoint answers the transaction with the test key', async () => {
    const address = randomAddress()
    const signed = await transport.signOnRamp({ address, useSandbox: true, config: { currencyCode: 'ETH_ETHEREUM' } })
    expect(new URL(signed.signedUrl).pathname).toBe('/_emulators/onramp-a/buy')
    expect(signed.externalTransactionId).not.toBe('')
    const answer = await transport.getOnRampTransaction({
      externalTransactionId: signed.externalTransactionId,
      useSandbox: true,
    })
    expect(OnRampTransaction.parse(answer).status).toBe('pending')
  })

  it('W-7.21 W-4.40 paying on the on-ramp page completes the transaction and the funds arrive on the chain', async () => {
    const address = randomAddress()
    const signed = await transport.signOnRamp({ address, useSandbox: false, config: { currencyCode: 'ETH_ETHEREUM' } })
    const paid = await h.fetch(
      new Request(signed.signedUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay', amount: '0.2' }) }),
    )
    expect(paid.status).toBeLessThan(400)
    const read = () =>
      transport
        .getOnRampTransaction({ externalTransactionId: signed.externalTransactionId, useSandbox: false })
        .then((answer) => OnRampTransaction.parse(answer).status)
    await until(read, (status) => status === 'completed')
    expect(await transport.getBalance({ address, chainId: 1 })).toBe(parseEther('0.2'))
  }, 30_000)

  it('W-4.42 an endpoint that fails makes the transport throw, which the flow counts as a failed poll', async () => {
    await expect(
      transport.getOnRampTransaction({ externalTransactionId: 'no-such-transaction', useSandbox: true }),
    ).rejects.toMatchObject({ code: 'onramp_status_unavailable', status: 404 })
  })

  it('W-7.22 W-3.24 W-7.23 card on-ramp B init answers a session, and its status starts in progress', async () => {
    const session = await transport.initOnRampB({
      addresses: [{ address: randomAddress(), blockchains: ['ethereum'] }],
    })
    expect(session.appId).not.toBe('')
    expect(session.sessionToken).not.toBe('')
    expect(await transport.getOnRampBStatus(session.partnerUserId)).toBe('in_progress')
    expect(new URL(transport.onRampBPayBaseUrl).pathname).toBe('/_emulators/onramp-b/pay')
  })

  it('W-8.49 W-7.23 leaving the card on-ramp B pay page reads as user_exited, not as a purchase still running', async () => {
    const session = await transport.initOnRampB({
      addresses: [{ address: randomAddress(), blockchains: ['ethereum'] }],
    })
    const payPage = onRampBPayUrl({
      baseUrl: transport.onRampBPayBaseUrl,
      appId: session.appId,
      sessionToken: session.sessionToken,
      amount: '0.1',
      network: 'ethereum',
      partnerUserId: session.partnerUserId,
    })
    const left = await h.fetch(new Request(payPage, { method: 'POST', body: new URLSearchParams({ action: 'exit' }) }))
    expect(left.status).toBeLessThan(400)
    expect(await transport.getOnRampBStatus(session.partnerUserId)).toBe('user_exited')
  })

  it('W-7.26 token_price answers the USD price of the native token', async () => {
    const answer = (await transport.getTokenPrice({ chainId: 1, tokenSymbol: 'ETH' })) as { usd: number }
    expect(answer.usd).toBeGreaterThan(0)
  })

  it('W-3.26 W-3.27 W-7.27 W-4.36 the relay quotes an EXACT_OUTPUT route whose deposit, once sent, credits the recipient', async () => {
    const recipient = randomAddress()
    const wallet = await transport.getExternalWallet()
    const answer = await transport.quoteBridge({
      tradeType: 'EXACT_OUTPUT',
      originCurrency: '0x0000000000000000000000000000000000000000',
      destinationCurrency: '0x0000000000000000000000000000000000000000',
      amount: '0.3',
      user: wallet.address,
      recipient,
      originChainId: 8453,
      destinationChainId: 1,
    })
    const quote = parseBridgeQuote(answer)
    if (!('transaction' in quote)) throw quote.error
    expect(quote.transaction.chainId).toBe(8453)
    expect(quote.transaction.value >= parseEther('0.3')).toBe(true)
    await transport.sendBridgeTransaction(quote.transaction)
    await until(
      () => balanceOn(1, recipient),
      (balance) => balance === parseEther('0.3'),
    )
  }, 30_000)

  it("W-3.28 W-8.51 a refused quote comes back with the relay's message for the flow to show", async () => {
    const answer = await transport.quoteBridge({
      tradeType: 'EXACT_OUTPUT',
      originCurrency: '0x0000000000000000000000000000000000000000',
      destinationCurrency: '0x0000000000000000000000000000000000000000',
      amount: '0.1',
      user: randomAddress(),
      recipient: randomAddress(),
      originChainId: 424242,
      destinationChainId: 1,
    })
    const quote = parseBridgeQuote(answer)
    expect('error' in quote && quote.error.message).toMatch(/\S/)
    expect('error' in quote && quote.error.code).toBe('relay_quote_error')
  })
})
