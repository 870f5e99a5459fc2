import { type RunningChains, startChains } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addEthereumChainParameter, switchChain } from '../../../src/core/connectors/switchChain'
import { connectWallet, type WalletConnection } from '../../../src/core/connectors/walletConnection'
import { createWalletConnector } from '../../../src/core/connectors/walletConnector'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { toProviderError } from '../../../src/core/errors/providerErrors'
import { injectTestWallet } from './injectTestWallet'

let chains: RunningChains
beforeAll(async () => {
  chains = await startChains({ accounts: 1, balance: 10 })
}, 60_000)
afterAll(() => chains?.close())

const appChains = () =>
  chains.chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))

function connectorOf(wallet: ReturnType<typeof injectTestWallet>) {
  return createWalletConnector({
    connectorType: 'injected',
    walletClientType: 'dev.lobby.testwallet',
    walletBranding: { name: wallet.info.name, icon: wallet.info.icon },
    provider: wallet.provider,
  })
}

async function failure(promise: Promise<unknown>): Promise<LobbyError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof LobbyError) return error
    throw error
  }
  throw new Error('expected a failure')
}

describe('connectWallet with the sandbox test wallet on anvil', () => {
  it('W-3.06 W-4.06 a wallet on a supported chain goes connecting, then connected', async () => {
    const wallet = injectTestWallet(chains)
    const connector = connectorOf(wallet)
    const steps: WalletConnection['status'][] = []
    const result = await connectWallet(connector, {
      chains: appChains(),
      defaultChainId: 1,
      onStatus: (c) => steps.push(c.status),
    })
    expect(steps).toEqual(['connecting', 'connected'])
    expect(result.address).toBe(chains.accounts[0]?.address)
    expect(result.chainId).toBe(1)
    expect(connector.getSnapshot()).toEqual({ status: 'connected', address: result.address, chainId: 1 })
  })

  it('W-3.06 W-4.06 a wallet on another chain shows switching_to_supported_chain and ends on the default chain', async () => {
    const wallet = injectTestWallet(chains, { chainId: 11155111 })
    const steps: WalletConnection['status'][] = []
    const result = await connectWallet(connectorOf(wallet), {
      chains: appChains().filter((c) => c.id === 1),
      defaultChainId: 1,
      onStatus: (c) => steps.push(c.status),
    })
    expect(steps).toEqual(['connecting', 'switching_to_supported_chain', 'connected'])
    expect(result.chainId).toBe(1)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
    // The switched wallet really talks to the mainnet-like anvil now.
    expect(await wallet.provider.request({ method: 'eth_getBalance', params: [result.address, 'latest'] })).toMatch(
      /^0x/,
    )
  })

  it('W-8.16 a chain the wallet lacks (4902) is added with wallet_addEthereumChain, then switched to', async () => {
    const wallet = injectTestWallet(chains, { chainId: 11155111, knownChainIds: [11155111] })
    const mainnetOnly = appChains().filter((c) => c.id === 1)
    const result = await connectWallet(connectorOf(wallet), { chains: mainnetOnly, defaultChainId: 1 })
    expect(result.chainId).toBe(1)
    expect(await wallet.provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it("W-9.38 W-8.16 a chain naming no block explorer is added to the wallet with Ethereum's, https://etherscan.io", async () => {
    const wallet = injectTestWallet(chains, { chainId: 11155111, knownChainIds: [11155111] })
    const request = wallet.provider.request.bind(wallet.provider)
    const added: unknown[] = []
    wallet.provider.request = (args) => {
      if (args.method === 'wallet_addEthereumChain') added.push(...((args.params as unknown[]) ?? []))
      return request(args)
    }
    const mainnetOnly = appChains().filter((c) => c.id === 1)
    await connectWallet(connectorOf(wallet), { chains: mainnetOnly, defaultChainId: 1 })
    expect(added).toEqual([expect.objectContaining({ chainId: '0x1', blockExplorerUrls: ['https://etherscan.io'] })])
  })

  it('W-8.13 W-8.03 a rejected connection is the provider error 4001', async () => {
    const wallet = injectTestWallet(chains)
    wallet.setMode('reject')
    const error = await failure(connectWallet(connectorOf(wallet), { chains: appChains() }))
    expect(error).toMatchObject({
      kind: 'provider_error',
      rpcCode: 4001,
      shortMessage: 'The user rejected the request',
    })
  })

  it('W-8.14 a disconnected wallet answers 4900', async () => {
    const wallet = injectTestWallet(chains)
    wallet.disconnect()
    const error = await failure(connectWallet(connectorOf(wallet)))
    expect(error).toMatchObject({ rpcCode: 4900, code: 'disconnected' })
  })

  it('W-8.17 a second prompt while one is pending answers -32002', async () => {
    const wallet = injectTestWallet(chains)
    wallet.setMode('pending')
    void wallet.provider.request({ method: 'eth_requestAccounts' })
    const error = await failure(connectWallet(connectorOf(wallet)))
    expect(error).toMatchObject({ rpcCode: -32002, code: 'request_pending' })
  })

  it('W-8.15 W-8.18 a switch to a chain the wallet cannot reach fails with its provider error', async () => {
    const wallet = injectTestWallet(chains)
    await wallet.provider.request({ method: 'eth_requestAccounts' })
    const error = await failure(switchChain(wallet.provider, { id: 424242, name: 'Nowhere' }))
    // 4902, then the add fails inside the wallet: -32603, the internal error.
    expect(error).toMatchObject({ kind: 'provider_error', rpcCode: -32603, code: 'internal_error' })
    wallet.setChainDisconnected(true)
    const chainError = await failure(
      wallet.provider.request({ method: 'eth_blockNumber' }).catch((e) => {
        throw toProviderError(e)
      }),
    )
    expect(chainError).toMatchObject({ rpcCode: 4901, code: 'unsupported_chain' })
  })

  it('W-8.10 a wallet not in the page fails with Unable to connect to wallet.', async () => {
    const connector = createWalletConnector({
      connectorType: 'injected',
      walletClientType: 'metamask',
      walletBranding: { name: 'MetaMask', icon: 'data:image/svg+xml,x' },
    })
    const error = await failure(connectWallet(connector))
    expect(error).toMatchObject({ code: 'wallet.connect_failed', shortMessage: 'Unable to connect to wallet.' })
  })

  it('EIP-3085 behavior: the add-chain parameters carry the hex id, name, currency, RPC and explorer', () => {
    expect(
      addEthereumChainParameter({
        id: 8453,
        name: 'Base',
        rpcUrls: { default: { http: ['https://rpc.test'] } },
        blockExplorers: { default: { url: 'https://scan.test' } },
      }),
    ).toEqual({
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: ['https://rpc.test'],
      blockExplorerUrls: ['https://scan.test'],
    })
  })
})
