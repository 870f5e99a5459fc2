import { type RunningChains, startChains } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { unlinkWallet } from '../../../src/core/auth/loginWithSiwe'
import {
  canRetryConnection,
  createConnectWalletFlow,
  INITIAL_CONNECT_WALLET,
  reduceConnectWallet,
} from '../../../src/core/connectors/connectWalletFlow'
import { getRecentWalletClient } from '../../../src/core/connectors/recentWalletClient'
import { createWalletConnectors } from '../../../src/core/connectors/walletConnectors'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { injectTestWallet } from './injectTestWallet'

let h: SandboxHarness
let chains: RunningChains
beforeAll(async () => {
  ;[h, chains] = await Promise.all([startSandboxHarness(), startChains({ accounts: 2, balance: 10 })])
}, 60_000)
afterAll(async () => {
  await chains?.close()
  await h?.close()
})

function page(wallet: ReturnType<typeof injectTestWallet>) {
  const connectors = createWalletConnectors({ detectionMs: 0 })
  connectors.start()
  // Every test wallet of this window announces the same rdns: pick this one by its connector id.
  const connector = connectors.find(`injected:${wallet.info.uuid}`)
  if (!connector) throw new Error('the test wallet was not discovered')
  return { connectors, walletClientType: connector.id }
}

const rejected = new LobbyError('provider_error', 'user_rejected_request', 'The user rejected the request', {
  rpcCode: 4001,
})

describe('reduceConnectWallet', () => {
  it('W-4.05 W-8.09 a failure may be retried 2 times; the third failure is Unable to connect wallet', () => {
    let state = reduceConnectWallet(INITIAL_CONNECT_WALLET, { type: 'wallet.start', walletClientType: 'metamask' })
    expect(state.step).toBe('connecting')
    for (const retries of [0, 1]) {
      state = reduceConnectWallet(state, { type: 'wallet.failed', error: rejected })
      expect(state).toMatchObject({ step: 'error', retries, error: rejected })
      expect(canRetryConnection(state)).toBe(true)
      state = reduceConnectWallet(state, { type: 'wallet.retry' })
      expect(state).toMatchObject({ step: 'connecting', retries: retries + 1, error: null })
    }
    state = reduceConnectWallet(state, { type: 'wallet.failed', error: rejected })
    expect(state.error).toMatchObject({
      code: 'wallet.connect_retries_exhausted',
      shortMessage: 'Unable to connect wallet',
    })
    expect(canRetryConnection(state)).toBe(false)
    expect(reduceConnectWallet(state, { type: 'wallet.retry' })).toBe(state)
    expect(errorScreenFor(state.error, null, { flow: 'wallet_login' })).toMatchObject({
      title: 'Unable to connect wallet',
      retryable: false,
    })
  })

  it('W-3.06 a click while connecting is ignored', () => {
    const state = reduceConnectWallet(INITIAL_CONNECT_WALLET, { type: 'wallet.start', walletClientType: 'metamask' })
    expect(reduceConnectWallet(state, { type: 'wallet.start', walletClientType: 'rainbow' })).toBe(state)
  })
})

describe('createConnectWalletFlow with the test wallet, the sandbox and anvil', () => {
  it('W-4.04 W-3.06 A-3.35 the test wallet connects through EIP-6963, then signs in with Ethereum', async () => {
    const wallet = injectTestWallet(chains)
    const { connectors, walletClientType } = page(wallet)
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    const flow = createConnectWalletFlow(client, connectors)
    const steps: string[] = []
    flow.subscribe(() => steps.push(flow.getSnapshot().step))
    await flow.connect(walletClientType)
    expect(flow.getSnapshot()).toMatchObject({ step: 'done', error: null, address: chains.accounts[0]?.address })
    expect(steps).toEqual(['connecting', 'connected', 'signing', 'done'])
    expect(client.store.getSnapshot().user?.wallet).toMatchObject({
      address: chains.accounts[0]?.address,
      walletClientType: 'dev.lobby.testwallet',
      connectorType: 'injected',
    })
    expect(connectors.getSnapshot().connection).toMatchObject({ status: 'connected', chainId: 1 })
    expect(getRecentWalletClient(storage, client.appId)).toBe('dev.lobby.testwallet')
    connectors.stop()
  })

  it('W-8.03 W-4.05 a rejection shows You rejected the request, and a retry after approval signs in', async () => {
    const wallet = injectTestWallet(chains)
    const { connectors, walletClientType } = page(wallet)
    const client = h.client()
    await client.ready()
    const flow = createConnectWalletFlow(client, connectors)
    wallet.setMode('reject')
    await flow.connect(walletClientType)
    const state = flow.getSnapshot()
    expect(state).toMatchObject({ step: 'error', retries: 0 })
    expect(errorScreenFor(state.error, null, { flow: 'wallet_login' })).toMatchObject({
      screen: 'AWAITING_CONNECTION',
      title: 'You rejected the request',
      retryable: true,
    })
    expect(connectors.getSnapshot().connection.status).toBe('disconnected')
    wallet.setMode('approve')
    await flow.retry()
    expect(flow.getSnapshot()).toMatchObject({ step: 'done', retries: 1 })
    expect(client.store.getSnapshot().authenticated).toBe(true)
    connectors.stop()
  })

  it('W-4.06 a wallet on a chain the app lacks is switched before signing', async () => {
    const wallet = injectTestWallet(chains, { chainId: 11155111 })
    const { connectors, walletClientType } = page(wallet)
    const client = h.client()
    await client.ready()
    const mainnet = chains.chains.find((c) => c.id === 1)!
    const flow = createConnectWalletFlow(client, connectors, {
      chains: [{ id: 1, name: mainnet.name, rpcUrls: { default: { http: [mainnet.rpcUrl] } } }],
    })
    const steps: string[] = []
    flow.subscribe(() => steps.push(flow.getSnapshot().step))
    await flow.connect(walletClientType)
    expect(steps).toEqual(['connecting', 'switching_to_supported_chain', 'connected', 'signing', 'done'])
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    connectors.stop()
  })

  it('W-2.06 A-4.65 links the wallet to the signed-in user, then unlinks it and refetches the user', async () => {
    const wallet = injectTestWallet(chains, { account: 1 })
    const { connectors, walletClientType } = page(wallet)
    const client = await loginByEmail(h, h.client(), `connect-link-${Date.now()}@example.com`)
    const flow = createConnectWalletFlow(client, connectors, { mode: 'link' })
    await flow.connect(walletClientType)
    expect(flow.getSnapshot().step).toBe('done')
    const types = () =>
      client.store
        .getSnapshot()
        .user?.linkedAccounts.map((a) => a.type)
        .sort()
    expect(types()).toEqual(['email', 'wallet'])
    await unlinkWallet(client, chains.accounts[1]!.address)
    expect(types()).toEqual(['email'])
    connectors.stop()
  })

  it('W-8.01 linking a wallet that belongs to another user shows User already exists for this address', async () => {
    const wallet = injectTestWallet(chains)
    const { connectors, walletClientType } = page(wallet)
    const owner = h.client()
    await owner.ready()
    await createConnectWalletFlow(owner, connectors).connect(walletClientType)
    const other = await loginByEmail(h, h.client(), `connect-taken-${Date.now()}@example.com`)
    const flow = createConnectWalletFlow(other, connectors, { mode: 'link' })
    await flow.connect(walletClientType)
    const { error } = flow.getSnapshot()
    expect(error?.code).toBe('linked_to_another_user')
    expect(errorScreenFor(error, null, { flow: 'wallet_link' })).toMatchObject({
      screen: 'LINK_WALLET_SCREEN',
      title: 'User already exists for this address',
    })
    connectors.stop()
  })

  it('behavior: connect-only stops once connected, with no sign-in', async () => {
    const wallet = injectTestWallet(chains)
    const { connectors, walletClientType } = page(wallet)
    const client = h.client()
    await client.ready()
    const before = h.sent.length
    const flow = createConnectWalletFlow(client, connectors, { mode: 'connect-only' })
    await flow.connect(walletClientType)
    expect(flow.getSnapshot().step).toBe('done')
    expect(h.sent.slice(before).some((r) => r.url.includes('/siwe/'))).toBe(false)
    expect(client.store.getSnapshot().authenticated).toBe(false)
    connectors.stop()
  })
})
