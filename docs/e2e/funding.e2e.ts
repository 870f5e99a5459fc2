import { installTestWallet } from '@lobby/sandbox/testing'
import type { Page } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, signInByEmail, snap, startLobbyStack } from './harness.ts'

// Two mainnet-like chains, so a bridge has somewhere to come from (W-4.36 keeps to one kind), and a testnet.
const CHAINS = [
  { id: 1, name: 'Ethereum (sandbox)', testnet: false },
  { id: 8453, name: 'Base (sandbox)', testnet: false },
  { id: 11155111, name: 'Sepolia (sandbox)', testnet: true },
]

describe('funding in Chromium, on the docs pages, against the sandbox and anvil', () => {
  let stack: LobbyStack

  beforeAll(async () => {
    // Its own sandbox: a chain set of its own, a dev account's balance cut down and the on-ramp's
    // authorization held longer, which the run's other files must not meet.
    stack = await startLobbyStack({ ownSandbox: true, chains: { chains: CHAINS, accounts: 10 } })
    // The dev server bundles the docs' dependencies on the first visit: pay that once, here.
    const warm = await stack.browser.newPage()
    await warm.goto(`${stack.docs.url}/screens/moonpay-prompt-screen`, { timeout: 150_000 })
    await warm.getByTestId('funding-address').waitFor({ timeout: 60_000 })
    await warm.close()
  }, 240_000)

  afterAll(() => stack?.close())

  const chain = (id: number) => stack.chains!.chains.find((entry) => entry.id === id)!
  async function rpc(chainId: number, method: string, params: unknown[]): Promise<unknown> {
    const response = await fetch(chain(chainId).rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message: string } }
    if (body.error) throw new Error(body.error.message)
    return body.result
  }
  const balance = async (chainId: number, address: string) =>
    BigInt((await rpc(chainId, 'eth_getBalance', [address, 'latest'])) as string)
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 30_000): Promise<T> {
    const deadline = Date.now() + ms
    for (;;) {
      const value = await read()
      if (done(value) || Date.now() > deadline) return value
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  /** Opens a funding page of the docs with the sandbox's test wallet in the page (EIP-6963); returns the address it funds. */
  async function openFunding(path: string): Promise<{ page: Page; address: string }> {
    const context = await stack.browser.newContext()
    await installTestWallet(context, { sandboxUrl: stack.sandboxUrl })
    const page = await context.newPage()
    await page.goto(`${stack.docs.url}${path}`)
    const field = page.getByTestId('funding-address')
    await field.waitFor({ timeout: 30_000 })
    return { page, address: await field.inputValue() }
  }

  it("W-2.34 W-2.45 W-2.46 W-7.20 W-7.21 W-4.39 W-4.40 card on-ramp A: continue in a new tab, pay there, 'Processing payment', success, and the balance rises on anvil", async () => {
    const { page } = await openFunding('/screens/moonpay-prompt-screen')
    // Card on-ramp A signs for a signed-in user (W-7.20); the wallet the modal creates on login is the one funded.
    await page.locator('summary', { hasText: 'Log in' }).click()
    await signInByEmail(page, stack, `funding-${Date.now()}@example.com`)
    await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
    const address = (await page.locator('[data-slot="wallet-address"]').textContent()) ?? ''
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await expect.poll(() => page.getByTestId('funding-address').inputValue()).toBe(address)
    expect(await balance(1, address)).toBe(0n)
    await page.getByRole('heading', { name: 'Buy with card' }).waitFor()
    expect(await page.locator('[data-slot="moonpay-prompt-screen"] li').count()).toBe(3)
    const [payPage] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Continue in a new tab' }).click(),
    ])
    await payPage.waitForLoadState()
    // The emulator holds the payment in authorization long enough for a 3 s poll to see it (W-4.39).
    await fetch(`${stack.sandboxUrl}/_sandbox/onramp-a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ authorizationMs: 8000 }),
    })
    await payPage.getByLabel(/Amount of/).fill('0.05')
    await payPage.getByRole('button', { name: 'Pay' }).click()
    await page.getByRole('heading', { name: 'Processing payment' }).waitFor({ timeout: 20_000 })
    await snap(page, 'funding-onramp-a-processing')
    await page.getByRole('heading', { name: 'Funds added' }).waitFor({ timeout: 30_000 })
    expect(
      await eventually(
        () => balance(1, address),
        (value) => value > 0n,
      ),
    ).toBe(parseEther('0.05'))
    await snap(page, 'funding-onramp-a-success')
    // W-4.37 success closes itself.
    await page.locator('[data-slot="funding-closed"]').waitFor({ timeout: 10_000 })
    await page.context().close()
  })

  it("W-4.35 W-4.36 W-2.39 W-2.41 W-7.27 transfer: the direct send fails, a bridge from the second chain is found, 'Bridging', and the relay credits the wallet", async () => {
    const { page, address } = await openFunding('/screens/funding-transfer-from-wallet-screen')
    const sender = stack.chains!.accounts[0]!.address
    // The test wallet cannot pay on the chain to fund, so the transfer must bridge (W-4.36).
    await rpc(1, 'anvil_setBalance', [sender, '0x38d7ea4c68000'])
    const before = await balance(8453, sender)
    await page.getByRole('heading', { name: 'Transfer from another network' }).waitFor()
    const confirm = page.getByRole('button', { name: 'Confirm with Lobby Test Wallet' })
    await confirm.click()
    await page.getByRole('heading', { name: 'Bridging', level: 3 }).waitFor({ timeout: 30_000 })
    expect(await page.locator('dt').allTextContents()).toEqual(['Total', 'To', 'Network', 'Estimated fee'])
    await snap(page, 'funding-bridge-confirm')
    await confirm.click()
    await page.getByRole('heading', { name: 'Transfer sent' }).waitFor({ timeout: 30_000 })
    expect(
      await eventually(
        () => balance(1, address),
        (value) => value > 0n,
      ),
    ).toBe(parseEther('0.05'))
    expect(await balance(8453, sender)).toBeLessThan(before - parseEther('0.05'))
    await page.context().close()
  })

  it('W-4.44 manual transfer: the address and QR code, and the 2 s balance poll notices the deposit', async () => {
    // The page starts as after choosing 'Send to your address' on the method selection.
    const { page, address } = await openFunding('/screens/funding-manual-transfer-screen')
    await page.getByRole('img', { name: 'Wallet address QR code' }).waitFor()
    expect(await page.locator('[data-slot="funding-address"]').textContent()).toBe(address)
    await page.getByText('Balance: <0.001 ETH').waitFor({ timeout: 20_000 })
    const from = stack.chains!.accounts[1]!.address
    await rpc(1, 'eth_sendTransaction', [{ from, to: address, value: `0x${parseEther('0.25').toString(16)}` }])
    await page.getByRole('heading', { name: 'Funds received' }).waitFor({ timeout: 10_000 })
    expect(await page.locator('[data-slot="funding-balance"]').textContent()).toBe('Balance: 0.25 ETH')
    await snap(page, 'funding-manual-received')
    await page.context().close()
  })
})
