import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, createWalletClient, defineChain, type Hex, http, parseEther, zeroAddress } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type RunningChains, startChains } from '../../src/index.ts'

let chains: RunningChains
let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-relay-restart-'))
  chains = await startChains({
    accounts: 4,
    chains: [
      { id: 11155111, name: 'Sepolia (sandbox)', testnet: true },
      { id: 84532, name: 'Base Sepolia (sandbox)', testnet: true },
    ],
  })
}, 60_000)

afterAll(async () => {
  await chains?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const chain = (id: number) => {
  const found = chains.chains.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`no chain ${id}`)
  return defineChain({
    id,
    name: found.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [found.rpcUrl] } },
  })
}

describe('bridge relay across a sandbox restart', () => {
  it('behavior: a deposit sent while the sandbox was down is credited once it is back with the same store', async () => {
    const user = chains.accounts[0]
    if (!user) throw new Error('no account')
    const recipient = privateKeyToAccount(`0x${'ab'.repeat(32)}` as Hex).address
    const first = await createSandbox({ dataDir })
    first.funding.useChains(chains)
    const res = await first.app.fetch(
      new Request('http://sandbox.test/_emulators/relay-testnets/quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          tradeType: 'EXACT_OUTPUT',
          originCurrency: zeroAddress,
          destinationCurrency: zeroAddress,
          amount: parseEther('0.05').toString(),
          user: user.address,
          recipient,
          originChainId: 11155111,
          destinationChainId: 84532,
        }),
      }),
    )
    const quote = (await res.json()) as {
      steps: Array<{ requestId: string; items: Array<{ data: { to: Hex; value: string; data: Hex } }> }>
    }
    const deposit = quote.steps[0]?.items[0]?.data
    if (!deposit) throw new Error('no deposit step')
    await first.close()

    const wallet = createWalletClient({
      account: privateKeyToAccount(user.privateKey),
      chain: chain(11155111),
      transport: http(),
    })
    const hash = await wallet.sendTransaction({ to: deposit.to, value: BigInt(deposit.value), data: deposit.data })
    const destination = createPublicClient({ chain: chain(84532), transport: http() })
    await createPublicClient({ chain: chain(11155111), transport: http() }).waitForTransactionReceipt({ hash })
    expect(await destination.getBalance({ address: recipient })).toBe(0n)

    const second = await createSandbox({ dataDir })
    try {
      second.funding.useChains(chains)
      // The relay credits the destination, then records the intent as done: a caller polls the status.
      const status = async () =>
        (await (
          await second.app.fetch(
            new Request(
              `http://sandbox.test/_emulators/relay-testnets/intents/status?requestId=${quote.steps[0]?.requestId}`,
            ),
          )
        ).json()) as { status: string }
      for (let i = 0; i < 400 && (await status()).status !== 'success'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(await status()).toMatchObject({ status: 'success', inTxHashes: [hash] })
      expect(await destination.getBalance({ address: recipient })).toBe(parseEther('0.05'))
    } finally {
      await second.close()
    }
  }, 60_000)
})
