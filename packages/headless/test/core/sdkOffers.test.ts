import { sandboxFundingEndpoints } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The public core entry: what a host gets from `@lobby/headless/core`.
import {
  createEmbeddedWallet,
  createFundingFlow,
  createFundingTransport,
  fundingSettingsOptions,
  getEmbeddedWallets,
  getWalletSession,
} from '../../src/core/index'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './wallet/fakeWalletFrame'
import { loggedInWalletClient } from './wallet/walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('A-1.16 beside login, the SDK offers embedded Ethereum and Solana wallets and funding', () => {
  it('A-1.16 a user of the funding app gets an Ethereum and a Solana wallet, then funds the Ethereum one by card', async () => {
    const frame = createFakeWalletFrame(h, createFakeWalletBackend())
    const client = await loggedInWalletClient(h, frame, { appId: h.appId('funding') })
    const session = getWalletSession(client)

    const ethereum = await createEmbeddedWallet(session)
    const solana = await createEmbeddedWallet(session, { chainType: 'solana' })
    // What the sandbox keeps, read back: both wallets are the user's, one per chain type.
    const user = await client.refreshUser()
    expect(getEmbeddedWallets(user, 'ethereum').map((w) => w.address)).toEqual([ethereum.address])
    expect(getEmbeddedWallets(user, 'solana').map((w) => w.address)).toEqual([solana.address])

    const config = client.store.getSnapshot().config
    if (!config) throw new Error('no app config')
    const opened: string[] = []
    const flow = createFundingFlow({
      ...fundingSettingsOptions(config),
      transport: createFundingTransport({
        http: client.http,
        chains: [],
        endpoints: sandboxFundingEndpoints(API_URL),
        fetch: h.fetch,
        window: {
          open: (url?: string | URL) => {
            opened.push(String(url))
            return {} as Window
          },
        },
      }),
      address: ethereum.address,
      chain: { id: 11155111, testnet: true },
    })
    flow.start()
    try {
      // The funding app's methods and recommended amount (its funding_config), plus manual send.
      expect(flow.getSnapshot()).toMatchObject({
        screen: 'FUNDING_METHOD_SELECTION_SCREEN',
        options: ['moonpay', 'coinbase-onramp', 'external', 'manual'],
        amount: '0.05',
      })
      flow.selectMethod('moonpay')
      flow.continueOnRamp()
      const deadline = Date.now() + 10_000
      while (flow.getSnapshot().screen !== 'MOONPAY_STATUS_SCREEN' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      expect(flow.getSnapshot().screen).toBe('MOONPAY_STATUS_SCREEN')
      // The sandbox signed the card on-ramp's page for this wallet.
      expect(opened).toHaveLength(1)
      expect(opened[0]).toContain(ethereum.address)
    } finally {
      flow.stop()
    }
  }, 20_000)
})
