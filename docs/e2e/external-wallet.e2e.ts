import { installTestWallet, setTestWalletMode, type TestWalletOptions } from '@lobby/sandbox/testing'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LobbyStack, snap, startLobbyStack } from './harness.ts'

type Chains = { chains: TestWalletOptions['chains']; accounts: Array<{ address: string }> }

describe('external wallets in Chromium: the sandbox test wallet on the docs page', () => {
  let stack: LobbyStack
  let chains: Chains

  beforeAll(async () => {
    stack = await startLobbyStack({ chains: true })
    chains = (await (await fetch(`${stack.sandboxUrl}/_sandbox/chains`)).json()) as Chains
    // The dev server answers modules only once its dependency pre-bundling is done: wait for it
    // here, on a busy machine it takes most of a minute, so the tests' own timeouts stay honest.
    await fetch(`${stack.docs.url}/src/main.tsx`)
  }, 240_000)

  afterAll(() => stack?.close())

  /** A fresh browser profile whose page gets the test wallet before any script of its own runs. */
  async function open(account: number, wallet: Partial<TestWalletOptions> = {}): Promise<Page> {
    const context = await stack.browser.newContext()
    const page = await context.newPage()
    await installTestWallet(page, {
      sandboxUrl: stack.sandboxUrl,
      accounts: [chains.accounts[account]!.address],
      ...wallet,
    })
    await page.goto(`${stack.docs.url}/hooks/useConnectWallet`, { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).waitFor({ timeout: 120_000 })
    return page
  }

  const chainOf = (page: Page) =>
    page.evaluate(() =>
      (
        window as unknown as { lobbyTestWallet: { provider: { request(a: { method: string }): Promise<unknown> } } }
      ).lobbyTestWallet.provider.request({ method: 'eth_chainId' }),
    )

  it('W-1.01 W-4.04 A-1.05 the test wallet connects through EIP-6963 and signs in with Ethereum', async () => {
    const page = await open(0)
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    await page.getByTestId('wallet-connected').waitFor()
    expect(await page.getByTestId('wallet-connected').textContent()).toBe(`${chains.accounts[0]!.address} on chain 1`)
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor()
    expect(await page.locator('[data-slot="awaiting-connection-screen"]').getAttribute('data-step')).toBe('done')
    await snap(page, 'external-wallet-signed-in')
    await page.context().close()
  }, 180_000)

  it("W-8.03 W-4.05 W-2.03 a rejection shows 'You rejected the request', and Retry after approving signs in", async () => {
    const page = await open(1)
    await setTestWalletMode(page, 'reject')
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('You rejected the request')
    await snap(page, 'external-wallet-rejected')
    await setTestWalletMode(page, 'approve')
    await page.getByRole('button', { name: 'Retry' }).click()
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor()
    await page.context().close()
  }, 180_000)

  it("W-2.08 W-8.05 a sign-in the server refuses shows LOGIN_FAILED_SCREEN with 'Could not log in with wallet'; Retry signs in", async () => {
    const fault = { route: '/api/v1/siwe/authenticate', method: 'POST', status: 401, times: 1 }
    await fetch(`${stack.sandboxUrl}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    })
    const page = await open(3)
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    const failed = page.locator('[data-slot="login-failed-screen"]')
    await failed.waitFor()
    expect(await failed.getByRole('alert').textContent()).toContain('Could not log in with wallet')
    await snap(page, 'external-wallet-login-failed')
    await failed.getByRole('button', { name: 'Retry' }).click()
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor()
    await page.context().close()
  }, 180_000)

  it("W-2.08 W-8.05 a wallet that connects but fails to sign (-32603, no refusal) shows LOGIN_FAILED_SCREEN with 'Could not log in with wallet'; Retry signs in", async () => {
    const page = await open(5)
    await setTestWalletMode(page, 'fail-signing')
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    const failed = page.locator('[data-slot="login-failed-screen"]')
    await failed.waitFor()
    expect(await failed.getByRole('alert').textContent()).toContain('Could not log in with wallet')
    expect(await page.locator('[data-testid="session-status"]').getAttribute('data-authenticated')).toBe('false')
    await setTestWalletMode(page, 'approve')
    await failed.getByRole('button', { name: 'Retry' }).click()
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor()
    await page.context().close()
  }, 180_000)

  it("W-2.06 the docs' link example links a key nobody holds: anvil's first account already signed a user in", async () => {
    const context = await stack.browser.newContext()
    const page = await context.newPage()
    await page.goto(`${stack.docs.url}/hooks/useLinkWallet`, { waitUntil: 'domcontentloaded', timeout: 120_000 })
    await page.getByRole('button', { name: 'Continue as guest' }).click({ timeout: 120_000 })
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor()
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    await page.getByTestId('wallet-connected').waitFor()
    const linked = (await page.getByTestId('wallet-connected').textContent())?.split(' ')[0]
    expect(linked).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(chains.accounts.map((account) => account.address.toLowerCase())).not.toContain(linked?.toLowerCase())
    await context.close()
  }, 180_000)

  it('W-4.06 a wallet on a chain the app lacks is switched to the supported chain before signing', async () => {
    const page = await open(2, { chainId: 11155111 })
    expect(await chainOf(page)).toBe('0xaa36a7')
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    await page.getByTestId('wallet-connected').waitFor()
    expect(await chainOf(page)).toBe('0x1')
    expect(await page.getByTestId('wallet-connected').textContent()).toContain('on chain 1')
    await page.context().close()
  }, 180_000)

  it('W-8.16 a wallet that lacks the chain (4902) gets it added, then switches', async () => {
    const page = await open(3, { chainId: 11155111, knownChainIds: [11155111] })
    await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()
    await page.getByTestId('wallet-connected').waitFor()
    expect(await chainOf(page)).toBe('0x1')
    await page.locator('[data-testid="session-status"][data-authenticated="true"]').waitFor()
    await snap(page, 'external-wallet-chain-added')
    await page.context().close()
  }, 180_000)
})
