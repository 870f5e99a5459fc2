// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundingTarget } from '../../../src/core/funding/fundingTarget'
import { fundingClosedText } from '../../../src/core/funding/fundingText'
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

const base = { id: 8453, name: 'Base', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } }
const sepolia = {
  id: 11155111,
  name: 'Sepolia',
  testnet: true,
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
}

describe('fundingTarget', () => {
  it("W-3.19 a request naming nothing funds the user's embedded wallet on the app's default chain, the host's entry for it first", async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, createFakeWalletBackend()), {
      config: { defaultChain: base, supportedChains: [base, sepolia] },
    })
    const { address } = await createEmbeddedWallet(getWalletSession(client))
    const lobby = client.store.getSnapshot()
    const target = fundingTarget(lobby, { chains: [sepolia, base] })
    expect(target.address).toBe(address)
    expect(target.chain).toBe(base)
    // W-2.39: 'Confirm with {wallet}' without a wallet name reads 'Confirm with your wallet'.
    expect(target.walletName).toBe('your wallet')
    expect(target.networkName(11155111)).toBe('Sepolia')
    expect(target.networkName(10)).toBe('Chain 10')
  })

  it('W-3.19 what the request names wins: the address, the chain, the wallet name and the chain names', () => {
    const networkName = (id: number) => `network ${id}`
    const target = fundingTarget(
      { user: null, config: null },
      { address: '0x00000000000000000000000000000000000000aa', chain: sepolia, walletName: 'Rabby', networkName },
    )
    expect(target).toEqual({
      address: '0x00000000000000000000000000000000000000aa',
      chain: sepolia,
      walletName: 'Rabby',
      networkName,
    })
  })

  it('W-8.46 signed out with no address there is nothing to fund (the flow says the wallet is not enabled), on chain 1 by default', () => {
    const target = fundingTarget({ user: null, config: null }, {})
    expect(target.address).toBe(null)
    expect(target.chain).toEqual({ id: 1 })
  })

  it('behavior: once funding ended the screens show its error, else that funding closed', () => {
    expect(fundingClosedText(null)).toBe('Funding closed.')
    expect(fundingClosedText({ message: 'Wallet is not enabled' })).toBe('Wallet is not enabled')
  })
})
