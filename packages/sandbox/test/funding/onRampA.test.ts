import fc from 'fast-check'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type RunningChains, type Sandbox, startChains } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let chains: RunningChains
let client: ReturnType<typeof sandboxClient>
let token: string

// A wallet no test touches otherwise, so its balance moves only by the purchase.
const freshAddress = () =>
  privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex).address

beforeAll(async () => {
  ;[sandbox, chains] = await Promise.all([createSandbox(), startChains()])
  sandbox.funding.useChains(chains)
  client = sandboxClient(sandbox, 'all-methods')
  token = (await client.loginWithEmail(uniqueEmail('onramp'))).token ?? ''
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
  await chains?.close()
})

const page = (url: string, init?: RequestInit) => sandbox.app.fetch(new Request(url, init))
const pay = (signedUrl: string, form: Record<string, string>) =>
  page(signedUrl, { method: 'POST', body: new URLSearchParams(form) })
const transaction = async (id: string, apiKey = 'pk_test_lobby_sandbox') => {
  const res = await page(`http://sandbox.test/_emulators/onramp-a/v1/transactions/ext/${id}?apiKey=${apiKey}`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}
const chain = (id: number) => {
  const found = chains.chains.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no chain ${id}`)
  return createPublicClient({ transport: http(found.rpcUrl) })
}
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, seen: T[] = []): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    seen.push(value)
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('timed out')
}

describe('card on-ramp A emulator', () => {
  it('W-7.20 sign needs a bearer token and answers a signed pay page URL with an external transaction id', async () => {
    const address = freshAddress()
    const refused = await client.post('/plugins/moonpay_on_ramp/sign', { address, useSandbox: true, config: {} })
    expect(refused.status).toBe(401)

    const res = await client.post(
      '/plugins/moonpay_on_ramp/sign',
      {
        address,
        useSandbox: true,
        config: { quoteCurrencyAmount: 0.25, uiConfig: { accentColor: '#ff0066', theme: 'dark' } },
      },
      token,
    )
    expect(res.status).toBe(200)
    const signed = new URL(String(res.body.signedUrl))
    expect(signed.origin + signed.pathname).toBe('http://sandbox.test/_emulators/onramp-a/buy')
    expect(signed.searchParams.get('externalTransactionId')).toBe(res.body.externalTransactionId)
    expect(signed.searchParams.get('walletAddress')).toBe(address)
    expect(signed.searchParams.get('apiKey')).toBe('pk_test_lobby_sandbox')
    expect(signed.searchParams.get('quoteCurrencyAmount')).toBe('0.25')
    expect(signed.searchParams.get('signature')).toMatch(/^[A-Za-z0-9+/]+=*$/)

    const opened = await page(signed.toString())
    expect(opened.status).toBe(200)
    const text = await opened.text()
    expect(text).toContain(address)
    expect(text).toContain('#ff0066')
    for (const label of ['>Pay<', '>Fail<', '>Close<', 'role="status"', '<label for="amount">'])
      expect(text).toContain(label)
  })

  it('W-3.21 a signing request without a currency code buys ETH on Ethereum', async () => {
    const res = await client.post('/plugins/moonpay_on_ramp/sign', { address: freshAddress(), useSandbox: true }, token)
    expect(new URL(String(res.body.signedUrl)).searchParams.get('currencyCode')).toBe('ETH_ETHEREUM')
    const status = await transaction(String(res.body.externalTransactionId))
    expect((status.body.currency as { code: string }).code).toBe('eth_ethereum')
  })

  it('W-7.20 refuses a bad address or an unknown network with a clear 400', async () => {
    const bad = await client.post('/plugins/moonpay_on_ramp/sign', { address: '0x1234', useSandbox: true }, token)
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/"address"/)
    const network = await client.post(
      '/plugins/moonpay_on_ramp/sign',
      { address: freshAddress(), useSandbox: true, config: { currencyCode: 'ETH_MARS' } },
      token,
    )
    expect(network.status).toBe(400)
    expect(network.body.error).toMatch(/config.currencyCode/)
  })

  it('behavior: a tampered signed URL is refused by the pay page, and paying through it changes nothing', async () => {
    const res = await client.post('/plugins/moonpay_on_ramp/sign', { address: freshAddress(), useSandbox: true }, token)
    const id = String(res.body.externalTransactionId)
    const tampered = new URL(String(res.body.signedUrl))
    tampered.searchParams.set('walletAddress', freshAddress())
    expect((await page(tampered.toString())).status).toBe(401)
    const unsigned = new URL(String(res.body.signedUrl))
    unsigned.searchParams.delete('signature')
    expect((await page(unsigned.toString())).status).toBe(401)
    expect((await pay(tampered.toString(), { action: 'pay', amount: '0.1' })).status).toBe(401)
    expect((await transaction(id)).body.status).toBe('pending')
  })

  it('behavior: property: changing, adding or dropping any query parameter of a signed URL gets a 401', async () => {
    const res = await client.post(
      '/plugins/moonpay_on_ramp/sign',
      { address: freshAddress(), useSandbox: true, config: { quoteCurrencyAmount: 0.1, uiConfig: { theme: 'light' } } },
      token,
    )
    const signed = new URL(String(res.body.signedUrl))
    const names = [...signed.searchParams.keys()]
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.oneof(fc.constant<null>(null), fc.string({ minLength: 1, maxLength: 12 })),
        async (name, value) => {
          const url = new URL(signed)
          if (value === null) url.searchParams.delete(name)
          else if (url.searchParams.get(name) === value) url.searchParams.append('extra', value)
          else url.searchParams.set(name, value)
          expect((await page(url.toString())).status).toBe(401)
        },
      ),
      { numRuns: 60 },
    )
    expect((await page(signed.toString())).status).toBe(200)
  })

  it('W-7.21 W-3.22 W-3.23 Pay moves pending → waitingAuthorization → completed, and the funds arrive on the test key chain', async () => {
    await client.control('POST', '/onramp-a', { authorizationMs: 300 })
    const address = freshAddress()
    const res = await client.post(
      '/plugins/moonpay_on_ramp/sign',
      { address, useSandbox: true, config: { quoteCurrencyAmount: 0.5 } },
      token,
    )
    const id = String(res.body.externalTransactionId)
    const before = await transaction(id)
    expect(before.status).toBe(200)
    expect(before.body.status).toBe('pending')

    const paid = await pay(String(res.body.signedUrl), { action: 'pay', amount: '0.5' })
    expect(paid.status).toBe(303)
    const seen: Array<{ body: Record<string, unknown> }> = []
    const done = await until(
      () => transaction(id),
      (answer) => answer.body.status === 'completed',
      seen,
    )
    expect(seen.map((answer) => answer.body.status)).toContain('waitingAuthorization')

    // W-3.22: every status field, with the purchase's numbers.
    expect(done.body).toMatchObject({
      status: 'completed',
      paymentMethod: 'credit_debit_card',
      cardPaymentType: 'credit',
      currency: { code: 'eth_ethereum' },
      quoteCurrencyAmount: 0.5,
      baseCurrencyAmount: 1500,
      feeAmount: expect.any(Number),
      extraFeeAmount: expect.any(Number),
      networkFeeAmount: expect.any(Number),
      chainId: 11155111,
    })
    // The delivery is a real transfer: its receipt and the wallet's balance say so.
    const sepolia = chain(11155111)
    expect(await sepolia.getBalance({ address })).toBe(parseEther('0.5'))
    const receipt = await sepolia.getTransactionReceipt({ hash: done.body.cryptoTransactionId as Hex })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(address.toLowerCase())
    expect(await chain(1).getBalance({ address })).toBe(0n)
  })

  it('W-7.21 a live-key purchase (useSandbox off) lands on the mainnet chain and is read with the live key only', async () => {
    await client.control('POST', '/onramp-a', { authorizationMs: 0 })
    const address = freshAddress()
    const res = await client.post('/plugins/moonpay_on_ramp/sign', { address, useSandbox: false }, token)
    const id = String(res.body.externalTransactionId)
    expect(new URL(String(res.body.signedUrl)).searchParams.get('apiKey')).toBe('pk_live_lobby_sandbox')
    expect((await transaction(id)).status).toBe(404)
    await pay(String(res.body.signedUrl), { action: 'pay', amount: '0.01' })
    await until(
      () => transaction(id, 'pk_live_lobby_sandbox'),
      (answer) => answer.body.status === 'completed',
    )
    expect(await chain(1).getBalance({ address })).toBe(parseEther('0.01'))
  })

  it('W-3.23 Fail on the pay page makes the transaction failed, and nothing is sent', async () => {
    const address = freshAddress()
    const res = await client.post('/plugins/moonpay_on_ramp/sign', { address, useSandbox: true }, token)
    await pay(String(res.body.signedUrl), { action: 'fail' })
    const answer = await transaction(String(res.body.externalTransactionId))
    expect(answer.body.status).toBe('failed')
    // A second button press cannot revive it.
    await pay(String(res.body.signedUrl), { action: 'pay', amount: '0.1' })
    expect((await transaction(String(res.body.externalTransactionId))).body.status).toBe('failed')
    expect(await chain(11155111).getBalance({ address })).toBe(0n)
  })

  it('W-7.21 the public endpoint needs a known API key, and its switch makes it fail or answer without a status', async () => {
    const res = await client.post('/plugins/moonpay_on_ramp/sign', { address: freshAddress(), useSandbox: true }, token)
    const id = String(res.body.externalTransactionId)
    expect((await transaction(id, 'pk_test_someone_else')).status).toBe(401)
    expect((await transaction('no-such-transaction')).status).toBe(404)
    try {
      await client.control('POST', '/onramp-a', { transactions: 'error' })
      expect((await transaction(id)).status).toBe(503)
      await client.control('POST', '/onramp-a', { transactions: 'malformed' })
      const malformed = await transaction(id)
      expect(malformed.status).toBe(200)
      expect(malformed.body.status).toBeUndefined()
    } finally {
      await client.control('POST', '/onramp-a', { transactions: 'ok' })
    }
    expect((await transaction(id)).body.status).toBe('pending')
    const badSwitch = await client.control('POST', '/onramp-a', { transactions: 'sometimes' })
    expect(badSwitch.status).toBe(400)
  })
})
