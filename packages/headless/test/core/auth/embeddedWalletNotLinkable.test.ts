import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithSiwe, unlinkWallet } from '../../../src/core/auth/loginWithSiwe'
import type { Eip1193Provider } from '../../../src/core/eip1193Provider'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from '../wallet/fakeWalletFrame'
import { loggedInWalletClient } from '../wallet/walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const page = { host: 'localhost:3000', origin: 'http://localhost:3000' }
const REFUSAL = 'The embedded wallet cannot be linked, unlinked or used to log in.'

/** A provider that shares `address` and notes each method asked; it never signs. */
function providerOf(address: string) {
  const calls: string[] = []
  const provider: Eip1193Provider = {
    request: async ({ method }) => {
      calls.push(method)
      if (method === 'eth_requestAccounts') return [address]
      if (method === 'eth_chainId') return '0x1'
      throw new Error(`not expected: ${method}`)
    },
  }
  return { provider, calls }
}

const siweCalls = () => h.sent.filter((r) => r.url.includes('/siwe/')).length

describe('the embedded wallet is never linked, unlinked or used to log in (A-5.27, W-5.25)', () => {
  it("A-5.27 W-5.25 linking or unlinking the user's embedded wallet is refused before the network", async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, createFakeWalletBackend()))
    const { address } = await createEmbeddedWallet(getWalletSession(client))
    await client.refreshUser()
    const before = siweCalls()

    const wallet = providerOf(address)
    const link = createLoginWithSiwe(client, { page, mode: 'link', walletClientType: 'metamask' })
    await link.signIn(wallet.provider)
    expect(link.getSnapshot()).toMatchObject({ status: 'error', error: { message: REFUSAL } })
    expect(wallet.calls).toEqual(['eth_requestAccounts'])

    await expect(unlinkWallet(client, address)).rejects.toThrow(REFUSAL)
    expect(siweCalls()).toBe(before)
    expect(client.store.getSnapshot().user?.linkedAccounts.some((a) => a.address === address)).toBe(true)
  })

  it("A-5.27 a login through the embedded wallet's own client type (privy) is refused before the wallet is asked", async () => {
    const client = h.client()
    await client.ready()
    const wallet = providerOf('0x000000000000000000000000000000000000dEaD')
    const login = createLoginWithSiwe(client, { page, walletClientType: 'privy' })
    await login.signIn(wallet.provider)
    expect(login.getSnapshot()).toMatchObject({ status: 'error', error: { message: REFUSAL } })
    expect(wallet.calls).toEqual([])
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })
})
