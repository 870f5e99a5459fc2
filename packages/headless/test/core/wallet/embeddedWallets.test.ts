import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getEmbeddedWallets } from '../../../src/core/wallet/embeddedWallets'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { loggedInWalletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()

describe('getEmbeddedWallets', () => {
  it('W-3.01 W-3.02 W-3.03 the wallet the sandbox returns on the user lists address, chainType, chainId, walletClient, walletClientType, connectorType, imported and recoveryMethod', async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    const { address } = await createEmbeddedWallet(getWalletSession(client), { recoveryPassword: 'Maple-River-42' })
    await client.refreshUser()
    const [wallet] = getEmbeddedWallets(client.store.getSnapshot().user)
    expect(wallet).toMatchObject({
      address,
      chainType: 'ethereum',
      chainId: 'eip155:1',
      walletClient: 'privy',
      walletClientType: 'privy',
      connectorType: 'embedded',
      imported: false,
      recoveryMethod: 'user-passcode',
    })
  })

  it("W-3.02 an account whose wallet client is not 'privy' is not an embedded wallet", async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    await createEmbeddedWallet(getWalletSession(client))
    const user = client.store.getSnapshot().user
    if (!user) throw new Error('no user')
    const external = {
      ...user,
      linkedAccounts: user.linkedAccounts.map((account) =>
        account.type === 'wallet' ? { ...account, walletClientType: 'metamask', connectorType: 'injected' } : account,
      ),
    }
    expect(getEmbeddedWallets(user)).toHaveLength(1)
    expect(getEmbeddedWallets(external)).toEqual([])
  })
})
