import { describe, expect, it } from 'vitest'
import {
  type CoinbaseSmartWalletProvider,
  type CoinbaseWalletSdkOptions,
  createCoinbaseSmartWalletConnector,
} from '../../../src/core/connectors/coinbaseSmartWalletConnector'
import { connectWallet } from '../../../src/core/connectors/walletConnection'
import { walletOptions } from '../../../src/core/connectors/walletConnectors'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { isLobbyError, type LobbyError } from '../../../src/core/errors/lobbyError'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** A stand-in for the SDK module: records what it was created with; its provider answers like the popup after approval. */
function fakeSdk() {
  const created: CoinbaseWalletSdkOptions[] = []
  let disconnected = 0
  const provider: CoinbaseSmartWalletProvider = {
    async request({ method }) {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
      if (method === 'eth_chainId') return '0x1'
      throw Object.assign(new Error(`unexpected ${method}`), { code: 4200 })
    },
    async disconnect() {
      disconnected += 1
    },
  }
  const load = async () => ({
    createCoinbaseWalletSDK(options: CoinbaseWalletSdkOptions) {
      created.push(options)
      return { getProvider: () => provider }
    },
  })
  return { load, created, disconnected: () => disconnected }
}

async function failure(promise: Promise<unknown>): Promise<LobbyError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  if (!isLobbyError(error)) throw new Error(`expected a LobbyError, got ${String(error)}`)
  return error
}

describe('Coinbase Smart Wallet: the smart-wallet provider on @coinbase/wallet-sdk (W-1.01)', () => {
  it('W-1.01 picking it loads the SDK then, smartWalletOnly on the given keys popup, and connects its account', async () => {
    const sdk = fakeSdk()
    const connector = createCoinbaseSmartWalletConnector({
      app: () => ({ name: 'Lobby docs', chainIds: [1, 84532] }),
      keysUrl: 'http://127.0.0.1:8787/_sandbox/coinbase-smart-wallet',
      load: sdk.load,
    })
    expect(sdk.created).toEqual([])
    expect(connector).toMatchObject({ walletClientType: 'coinbase_smart_wallet', connectorType: 'coinbase_wallet' })
    expect(connector.walletBranding.name).toBe('Coinbase Smart Wallet')

    const connected = await connectWallet(connector)
    expect(sdk.created).toEqual([
      {
        appName: 'Lobby docs',
        appChainIds: [1, 84532],
        preference: { options: 'smartWalletOnly', keysUrl: 'http://127.0.0.1:8787/_sandbox/coinbase-smart-wallet' },
      },
    ])
    expect(connected).toMatchObject({ address: ADDRESS, chainId: 1 })

    await connector.disconnect()
    expect(sdk.disconnected()).toBe(1)
    expect(connector.getSnapshot().status).toBe('disconnected')
  })

  it("W-1.01 W-8.10 a host that passed no loader: picking it names the package to install and LobbyProvider's prop", async () => {
    const connector = createCoinbaseSmartWalletConnector({ app: () => ({ name: 'Lobby docs' }) })
    const error = await failure(connectWallet(connector))
    expect(error).toMatchObject({
      kind: 'connector_error',
      code: 'wallet.connect_failed',
      shortMessage: 'Coinbase Smart Wallet is not installed in this app: install @coinbase/wallet-sdk.',
    })
    expect(error.nextStep).toContain("loadCoinbaseWalletSdk={() => import('@coinbase/wallet-sdk')}")
    // The wallet screens show the error's own text for wallet.* codes.
    expect(errorScreenFor(error, null, { flow: 'wallet_login' }).title).toBe(
      'Coinbase Smart Wallet is not installed in this app: install @coinbase/wallet-sdk.',
    )
  })

  it('W-1.01 W-8.10 the package missing where the loader runs reads the same; another failure is Unable to connect to wallet.', async () => {
    const missing = () =>
      Promise.reject(
        new TypeError(
          'Failed to resolve module specifier "@coinbase/wallet-sdk". Relative references must start with "/".',
        ),
      )
    expect(
      (await failure(connectWallet(createCoinbaseSmartWalletConnector({ app: () => ({ name: 'a' }), load: missing }))))
        .shortMessage,
    ).toBe('Coinbase Smart Wallet is not installed in this app: install @coinbase/wallet-sdk.')
    const broken = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/sdk.js'))
    expect(
      (await failure(connectWallet(createCoinbaseSmartWalletConnector({ app: () => ({ name: 'a' }), load: broken }))))
        .shortMessage,
    ).toBe('Unable to connect to wallet.')
  })

  it('W-1.01 the wallet list offers it as installed, though nothing of it is in the page until picked', () => {
    const [option] = walletOptions({ keys: ['coinbase_smart_wallet'], connectors: [] })
    expect(option).toMatchObject({
      walletClientType: 'coinbase_smart_wallet',
      name: 'Coinbase Smart Wallet',
      installed: true,
    })
  })
})
