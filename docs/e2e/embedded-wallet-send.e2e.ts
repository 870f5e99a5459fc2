import { Connection, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import type { BrowserContext, Page } from 'playwright-core'
import { createPublicClient, http, parseEther, verifyTypedData } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, signInByEmail, snap, startLobbyStack } from './harness.ts'

let stack: LobbyStack
const contexts: BrowserContext[] = []
const RECIPIENT = '0x00000000000000000000000000000000000000d0'

beforeAll(async () => {
  stack = await startLobbyStack({ chains: true })
  // One warm-up visit: the dev server compiles the guide, the modal and the wallet chunk once.
  const page = await stack.browser.newPage()
  await page.goto(`${stack.docs.url}/guides/embedded-wallets`, { timeout: 120_000 })
  await page.getByLabel('Email address').waitFor({ timeout: 120_000 })
  await page.close()
}, 300_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

let addresses = 0
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${addresses++}@example.com`

function mainnet() {
  const chain = stack.chains?.chains.find((c) => c.id === 1)
  if (!chain) throw new Error('the sandbox started no chain 1')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/**
 * A new user on the Embedded wallets guide, in a fresh browser profile: logs in by email, the
 * modal creates the wallet, Done closes it. Returns the page and the wallet's address.
 */
async function signUpWithWallet(tag: string): Promise<{ page: Page; address: `0x${string}` }> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(`${stack.docs.url}/guides/embedded-wallets`, { timeout: 90_000 })
  await expect.poll(() => page.getByTestId('session-status').textContent(), { timeout: 30_000 }).toBe('Signed out')
  await signInByEmail(page, stack, freshEmail(tag))
  await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
  await expect.poll(() => page.getByTestId('wallet-status').textContent(), { timeout: 30_000 }).toBe('Ready')
  const address = ((await page.getByTestId('wallet-address').textContent()) ?? '') as `0x${string}`
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const done = page.getByRole('button', { name: 'Done' })
  if (await done.isVisible()) await done.click()
  await expect.poll(() => page.getByRole('heading', { name: 'Your wallet is ready' }).count()).toBe(0)
  return { page, address }
}

const typedData = {
  domain: { name: 'Lobby docs', version: '1', chainId: 1 },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: { name: 'Ada', wallet: '0x00000000000000000000000000000000000000a1' }, contents: 'Hello' },
} as const

describe('the embedded wallet sends and signs in the modal, in Chromium on the sandbox chains', () => {
  it("W-4.28 W-2.27 W-2.28 the embedded wallet, funded by the guide's 'Fund with 1 ETH', sends 0.01 ETH through the approve screen; the receipt shows the hash and viem reads both new balances", async () => {
    const { page, address } = await signUpWithWallet('wallet-send')
    // The reader's way to a balance: the guide's own button (a dev account of anvil pays).
    await page.getByRole('button', { name: 'Fund with 1 ETH' }).click()
    await expect
      .poll(() => page.getByTestId('transaction-outcome').textContent(), { timeout: 30_000 })
      .toMatch(/^Funded with 1 ETH: 0x[0-9a-f]{64}$/)
    const recipientBefore = await mainnet().getBalance({ address: RECIPIENT })
    expect(await mainnet().getBalance({ address })).toBe(parseEther('1'))

    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
    await page.getByRole('heading', { name: 'Review transaction' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByText('0.01 ETH', { exact: true }).count()).toBeGreaterThan(0)
    await snap(page, 'embedded-send-approve')
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('heading', { name: 'Transaction sent' }).waitFor({ timeout: 60_000 })
    const hash = ((await page.locator('[data-slot="transaction-hash"]').textContent()) ?? '') as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await snap(page, 'embedded-send-receipt')

    const receipt = await mainnet().getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    // Signed in the frame by the embedded wallet: the chain saw it come from the wallet's address.
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(RECIPIENT)
    expect(await mainnet().getBalance({ address: RECIPIENT })).toBe(recipientBefore + parseEther('0.01'))
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await mainnet().getBalance({ address })).toBe(parseEther('1') - parseEther('0.01') - fee)
  }, 180_000)

  it('W-2.30 W-4.33 typed data signed by the embedded wallet on the sign screen verifies with viem against its address', async () => {
    const { page, address } = await signUpWithWallet('wallet-typed')
    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await page.getByRole('list', { name: 'Message' }).waitFor({ timeout: 30_000 })
    await snap(page, 'embedded-sign-typed-data')
    await page.getByRole('button', { name: 'Sign and continue' }).click()
    await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 30_000 })
    const signature = ((await page.getByTestId('typed-data-signature').textContent({ timeout: 20_000 })) ??
      '') as `0x${string}`
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(verifyTypedData({ address, ...typedData, signature })).resolves.toBe(true)
    // W-4.33: the success screen closes itself after 1400 ms.
    await page.getByRole('heading', { name: 'Success' }).waitFor({ state: 'detached', timeout: 5000 })
  }, 180_000)

  it("W-4.31 a send larger than the embedded wallet's balance shows 'Add funds' when funding is configured", async () => {
    const { page } = await signUpWithWallet('wallet-short')
    await page.getByRole('button', { name: /more than the balance/ }).click()
    const addFunds = page.getByRole('button', { name: 'Add funds' })
    await addFunds.waitFor({ timeout: 30_000 })
    await snap(page, 'embedded-send-add-funds')
    await addFunds.click()
    await expect
      .poll(() => page.getByTestId('transaction-outcome').textContent(), { timeout: 10_000 })
      .toMatch(/^Add funds: \d+ wei short$/)
  }, 180_000)

  it("W-1.04 W-7.08 the embedded Solana wallet, funded by the guide's 'Airdrop 1 SOL', sends 0.1 SOL with web3.js on the local facade; web3.js Connection reads both balances", async () => {
    const { page } = await signUpWithWallet('wallet-solana')
    await page.getByRole('button', { name: 'Create a Solana wallet' }).click()
    await expect
      .poll(() => page.getByTestId('solana-address').textContent(), { timeout: 30_000 })
      .toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    const wallet = new PublicKey((await page.getByTestId('solana-address').textContent()) ?? '')
    const recipient = new PublicKey('AFooJyNqGYViZnjyKWSwRFmYu9wfJBVtQFDyTA3wh8zH')

    const rpcUrl = `${stack.sandboxUrl}/_chains/solana`
    const connection = new Connection(rpcUrl, { commitment: 'confirmed', wsEndpoint: rpcUrl.replace(/^http/, 'ws') })
    await page.getByRole('button', { name: 'Airdrop 1 SOL' }).click()
    await expect
      .poll(() => page.getByTestId('solana-outcome').textContent(), { timeout: 30_000 })
      .toMatch(/^Airdropped 1 SOL: [1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await connection.getBalance(wallet)).toBe(LAMPORTS_PER_SOL)
    const recipientBefore = await connection.getBalance(recipient)

    await page.getByRole('button', { name: 'Send 0.1 SOL' }).click()
    await expect
      .poll(() => page.getByTestId('solana-outcome').textContent(), { timeout: 60_000 })
      .toMatch(/^Sent: [1-9A-HJ-NP-Za-km-z]{64,88}$/)
    await snap(page, 'embedded-solana-sent')
    const signature = ((await page.getByTestId('solana-outcome').textContent()) ?? '').slice('Sent: '.length)
    const { value } = await connection.getSignatureStatus(signature)
    expect(value?.err).toBeNull()
    // One signature, 5000 lamports of fee, paid by the embedded wallet.
    expect(await connection.getBalance(wallet)).toBe(LAMPORTS_PER_SOL - 0.1 * LAMPORTS_PER_SOL - 5000)
    expect(await connection.getBalance(recipient)).toBe(recipientBefore + 0.1 * LAMPORTS_PER_SOL)
  }, 180_000)
})
