import type { Page } from 'playwright-core'
import { createPublicClient, http, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, snap, startLobbyStack } from './harness.ts'

let stack: LobbyStack
const RECIPIENT = '0x00000000000000000000000000000000000000d0'

beforeAll(async () => {
  stack = await startLobbyStack({ chains: true })
  // One warm-up visit: the dev server compiles the screen pages and the viem chunk once.
  for (const path of ['/screens/send-transaction-screen', '/screens/sign-request-screen']) {
    const page = await stack.browser.newPage()
    await page.goto(`${stack.docs.url}${path}`, { timeout: 120_000 })
    await page.getByRole('button', { name: /Send 0.01 ETH|Sign a message/ }).waitFor({ timeout: 120_000 })
    await page.close()
  }
}, 300_000)

afterAll(() => stack?.close())

async function visit(path: string): Promise<Page> {
  const page = await stack.browser.newPage()
  await page.goto(`${stack.docs.url}${path}`, { timeout: 90_000 })
  return page
}

function mainnet() {
  const chain = stack.chains?.chains.find((c) => c.id === 1)
  if (!chain) throw new Error('the sandbox started no chain 1')
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

describe('transactions in Chromium (docs pages on the sandbox chains)', () => {
  it('W-4.28 W-2.27 W-2.28 sends 0.01 ETH on anvil through the approve screen; the receipt shows the hash and viem reads the new balance', async () => {
    const page = await visit('/screens/send-transaction-screen')
    const before = await mainnet().getBalance({ address: RECIPIENT })
    await page.getByRole('button', { name: 'Send 0.01 ETH' }).click({ timeout: 90_000 })
    await page.getByRole('heading', { name: 'Review transaction' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByText('0.01 ETH', { exact: true }).count()).toBeGreaterThan(0)
    await snap(page, 'send-transaction-approve')
    await page.getByRole('button', { name: 'Approve' }).click()
    await page.getByRole('heading', { name: 'Transaction sent' }).waitFor({ timeout: 30_000 })
    const hash = (await page.locator('[data-slot="transaction-hash"]').textContent()) ?? ''
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await snap(page, 'send-transaction-receipt')
    const receipt = await mainnet().getTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await mainnet().getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'))
    await page.close()
  }, 120_000)

  it("W-4.31 a transaction larger than the balance shows 'Add funds'", async () => {
    const page = await visit('/screens/send-transaction-screen')
    await page.getByRole('button', { name: /more than the balance/ }).click({ timeout: 90_000 })
    await page.getByRole('button', { name: 'Add funds' }).waitFor({ timeout: 30_000 })
    await snap(page, 'send-transaction-add-funds')
    await page.close()
  }, 120_000)

  it("W-2.30 W-4.33 typed data signed on the sign screen shows 'Success' and verifies with viem", async () => {
    const page = await visit('/screens/sign-request-screen')
    await page.getByRole('button', { name: 'Sign typed data' }).click({ timeout: 90_000 })
    await page.getByRole('list', { name: 'Message' }).waitFor({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Sign and continue' }).click()
    await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => page.getByText(/verifies with viem/).count(), { timeout: 10_000 }).toBe(1)
    // W-4.33: the success screen closes itself after 1400 ms.
    await page.getByRole('heading', { name: 'Success' }).waitFor({ state: 'detached', timeout: 5000 })
    await page.close()
  }, 120_000)
})
