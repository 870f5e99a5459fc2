import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  createWalletConnector,
  INITIAL_CONNECTOR,
  reduceConnector,
  waitForConnectors,
} from '../../../src/core/connectors/walletConnector'

const branding = { name: 'Test', icon: 'data:image/svg+xml,x' }

function eventful() {
  const listeners = new Map<string, Array<(value: unknown) => void>>()
  return {
    emit: (event: string, value: unknown) => {
      for (const fn of listeners.get(event) ?? []) fn(value)
    },
    provider: {
      request: async () => null,
      on: (event: string, fn: (value: unknown) => void) => listeners.set(event, [...(listeners.get(event) ?? []), fn]),
      removeListener: (event: string, fn: (value: unknown) => void) =>
        listeners.set(
          event,
          (listeners.get(event) ?? []).filter((f) => f !== fn),
        ),
    },
  }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('wallet connector lifecycle', () => {
  it('W-3.05 uninitialized, initialized, connected, then disconnected', () => {
    let state = INITIAL_CONNECTOR
    expect(state.status).toBe('uninitialized')
    expect(reduceConnector(state, { type: 'connector.disconnected' })).toBe(state)
    state = reduceConnector(state, { type: 'connector.initialized' })
    expect(state.status).toBe('initialized')
    state = reduceConnector(state, { type: 'connector.connected', address: '0xabc', chainId: 1 })
    expect(state).toEqual({ status: 'connected', address: '0xabc', chainId: 1 })
    state = reduceConnector(state, { type: 'connector.chain', chainId: 5 })
    expect(state.chainId).toBe(5)
    state = reduceConnector(state, { type: 'connector.accounts', accounts: [] })
    expect(state).toEqual({ status: 'disconnected', address: null, chainId: null })
  })

  it('W-3.04 W-3.05 a connector carries its type, client, branding and options, and follows the provider events', () => {
    const { provider, emit } = eventful()
    const connector = createWalletConnector({
      connectorType: 'injected',
      walletClientType: 'metamask',
      walletBranding: branding,
      connectionOptions: { rdns: 'io.metamask' },
    })
    expect(connector).toMatchObject({
      connectorType: 'injected',
      walletClientType: 'metamask',
      walletBranding: branding,
      connectionOptions: { rdns: 'io.metamask' },
    })
    expect(connector.getSnapshot().status).toBe('uninitialized')
    connector.attach(provider)
    expect(connector.getSnapshot().status).toBe('initialized')
    connector.send({ type: 'connector.connected', address: '0xabc', chainId: 1 })
    emit('chainChanged', '0xaa36a7')
    expect(connector.getSnapshot().chainId).toBe(11155111)
    emit('accountsChanged', ['0xdef'])
    expect(connector.getSnapshot().address).toBe('0xdef')
    emit('disconnect', { code: 4900 })
    expect(connector.getSnapshot().status).toBe('disconnected')
  })

  it('W-3.05 a lazy connector counts as initialized and loads its provider once, on first use', async () => {
    const { provider } = eventful()
    const load = vi.fn(async () => provider)
    const connector = createWalletConnector({
      connectorType: 'wallet_connect',
      walletClientType: 'wallet_connect',
      walletBranding: branding,
      provider: load,
    })
    expect(connector.getSnapshot().status).toBe('initialized')
    expect(load).not.toHaveBeenCalled()
    await Promise.all([connector.getProvider(), connector.getProvider()])
    expect(load).toHaveBeenCalledOnce()
  })

  it('A-9.08 waits up to 1500 ms for connectors to initialise', async () => {
    vi.useFakeTimers()
    const connector = createWalletConnector({
      connectorType: 'injected',
      walletClientType: 'x',
      walletBranding: branding,
    })
    let done = false
    void waitForConnectors([connector]).then(() => {
      done = true
    })
    await vi.advanceTimersByTimeAsync(1499)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)

    const late = createWalletConnector({ connectorType: 'injected', walletClientType: 'y', walletBranding: branding })
    let early = false
    void waitForConnectors([late]).then(() => {
      early = true
    })
    await vi.advanceTimersByTimeAsync(200)
    late.attach(eventful().provider)
    await vi.advanceTimersByTimeAsync(0)
    expect(early).toBe(true)
  })
})
