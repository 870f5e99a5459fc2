import { createPublicClient, createWalletClient, defineChain, type Hex, http, parseEther, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RELAY_FEE_WEI } from '../../src/emulators/relay.ts'
import { createSandbox, type RunningChains, type Sandbox, startChains } from '../../src/index.ts'

let sandbox: Sandbox
let chains: RunningChains

// Two testnets, so a bridge between chains of the same kind (W-4.36) has somewhere to go.
const CHAINS = [
  { id: 1, name: 'Ethereum (sandbox)', testnet: false },
  { id: 11155111, name: 'Sepolia (sandbox)', testnet: true },
  { id: 84532, name: 'Base Sepolia (sandbox)', testnet: true },
]

beforeAll(async () => {
  ;[sandbox, chains] = await Promise.all([createSandbox(), startChains({ chains: CHAINS })])
  sandbox.funding.useChains(chains)
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
  await chains?.close()
})

const freshAddress = () =>
  privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex).address
const rpc = (id: number) => {
  const chain = chains.chains.find((candidate) => candidate.id === id)
  if (!chain) throw new Error(`no chain ${id}`)
  return defineChain({
    id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  })
}
const reader = (id: number) => createPublicClient({ chain: rpc(id), transport: http() })
const user = () => {
  const account = chains.accounts[0]
  if (!account) throw new Error('no account')
  return account
}
const quote = async (body: Record<string, unknown>, host = 'relay-testnets') => {
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test/_emulators/${host}/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
  return { status: res.status, body: (await res.json()) as QuoteAnswer }
}
const status = async (requestId: string, host = 'relay-testnets') =>
  (await (
    await sandbox.app.fetch(new Request(`http://sandbox.test/_emulators/${host}/intents/status?requestId=${requestId}`))
  ).json()) as Record<string, unknown>
async function until(read: () => Promise<Record<string, unknown>>, done: (value: Record<string, unknown>) => boolean) {
  for (let i = 0; i < 200; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('timed out')
}
type QuoteAnswer = {
  steps: Array<{
    requestId: string
    items: Array<{ data: { from: Hex; to: Hex; value: string; chainId: number; data: Hex } }>
  }>
  message?: string
}
/** W-3.26's request, as the client sends it (amount in wei). */
const request = (overrides: Record<string, unknown> = {}) => ({
  tradeType: 'EXACT_OUTPUT',
  originCurrency: zeroAddress,
  destinationCurrency: zeroAddress,
  amount: parseEther('0.3').toString(),
  user: user().address,
  recipient: freshAddress(),
  originChainId: 84532,
  destinationChainId: 11155111,
  ...overrides,
})

describe('bridge relay emulator', () => {
  it('W-7.27 W-3.26 W-3.27 quotes a deposit on the origin chain; once it lands, the relay credits the recipient on the destination chain', async () => {
    const recipient = freshAddress()
    const res = await quote(request({ recipient }))
    expect(res.status).toBe(200)
    const data = res.body.steps[0]?.items[0]?.data
    expect(data).toEqual({
      from: user().address,
      to: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
      value: (parseEther('0.3') + RELAY_FEE_WEI).toString(),
      chainId: 84532,
      data: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    if (!data) throw new Error('no deposit step')
    const requestId = res.body.steps[0]?.requestId ?? ''
    expect(await status(requestId)).toMatchObject({ status: 'waiting' })

    // The user's wallet sends exactly what the quote says, on the origin chain.
    const wallet = createWalletClient({
      account: privateKeyToAccount(user().privateKey),
      chain: rpc(84532),
      transport: http(),
    })
    const relayBefore = await reader(84532).getBalance({ address: data.to })
    const hash = await wallet.sendTransaction({ to: data.to, value: BigInt(data.value), data: data.data })
    await reader(84532).waitForTransactionReceipt({ hash })
    expect(await reader(84532).getBalance({ address: data.to })).toBe(relayBefore + BigInt(data.value))

    const done = await until(
      () => status(requestId),
      (answer) => answer.status === 'success',
    )
    expect(done.inTxHashes).toEqual([hash])
    expect(await reader(11155111).getBalance({ address: recipient })).toBe(parseEther('0.3'))
    const fill = await reader(11155111).getTransactionReceipt({ hash: (done.txHashes as Hex[])[0] as Hex })
    expect(fill.to?.toLowerCase()).toBe(recipient.toLowerCase())
    expect(await reader(84532).getBalance({ address: recipient })).toBe(0n)
  })

  it('behavior: a deposit smaller than the quote is not credited', async () => {
    const recipient = freshAddress()
    const res = await quote(request({ recipient }))
    const data = res.body.steps[0]?.items[0]?.data
    if (!data) throw new Error('no deposit step')
    const wallet = createWalletClient({
      account: privateKeyToAccount(user().privateKey),
      chain: rpc(84532),
      transport: http(),
    })
    await reader(84532).waitForTransactionReceipt({
      hash: await wallet.sendTransaction({ to: data.to, value: BigInt(data.value) - 1n, data: data.data }),
    })
    const done = await until(
      () => status(res.body.steps[0]?.requestId ?? ''),
      (answer) => answer.status !== 'waiting',
    )
    expect(done).toMatchObject({ status: 'failure', details: expect.stringMatching(/quote asked for/) })
    expect(await reader(11155111).getBalance({ address: recipient })).toBe(0n)
  })

  it.each([
    ['a trade type other than EXACT_OUTPUT', { tradeType: 'EXACT_INPUT' }, /EXACT_OUTPUT/],
    [
      'a token instead of the native currency',
      { originCurrency: '0x1c7d4b196cb0c7b01d743fbc6116a902379c7238' },
      /native currency/,
    ],
    ['a mainnet chain on the testnet host', { originChainId: 1 }, /use the relay's mainnet host/],
    ['a chain the sandbox does not run', { originChainId: 10 }, /Chain 10 is not supported/],
    ['the same chain on both sides', { originChainId: 11155111 }, /must differ/],
    ['an amount that is not an integer in wei', { amount: '0.3' }, /"amount"/],
    ['a recipient that is not an address', { recipient: 'alice.eth' }, /"recipient"/],
  ])('W-3.28 refuses %s with { message }', async (_, overrides, message) => {
    const res = await quote(request(overrides))
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(message)
  })

  it('W-3.28 the mainnet host refuses testnet chains, and a body that is not JSON, with { message }', async () => {
    const res = await quote(request(), 'relay')
    expect(res.status).toBe(400)
    expect(res.body.message).toMatch(/use the relay's testnet host/)
    const garbage = await sandbox.app.fetch(
      new Request('http://sandbox.test/_emulators/relay/quote', { method: 'POST', body: '{not json' }),
    )
    expect(garbage.status).toBe(400)
    expect(((await garbage.json()) as { message: string }).message).toMatch(/not valid JSON/)
  })
})
