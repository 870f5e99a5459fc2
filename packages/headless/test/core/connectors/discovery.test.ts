import { afterEach, describe, expect, it, vi } from 'vitest'
import { discoverEip6963Providers, parseEip6963Detail } from '../../../src/core/connectors/eip6963'
import { detectInjectedProvider, ETHEREUM_INITIALIZED_EVENT } from '../../../src/core/connectors/injectedProvider'
import { createWalletConnectors, walletOptions } from '../../../src/core/connectors/walletConnectors'

const ICON = 'data:image/svg+xml,%3Csvg%3E%3C/svg%3E'
const provider = { request: async () => null }
const info = (uuid: string, rdns: string, name = 'Wallet') => ({ uuid, name, icon: ICON, rdns })
const UUID_A = '11111111-1111-4111-8111-111111111111'
const UUID_B = '22222222-2222-4222-8222-222222222222'

function announce(target: EventTarget, detail: unknown) {
  target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('EIP-6963 discovery', () => {
  it('W-1.01 asks wallets to announce and keeps one entry per uuid, in announcement order', () => {
    const target = new EventTarget()
    const requests = vi.fn()
    target.addEventListener('eip6963:requestProvider', requests)
    const discovery = discoverEip6963Providers(target)
    expect(requests).toHaveBeenCalledOnce()
    announce(target, { info: info(UUID_A, 'io.metamask', 'MetaMask'), provider })
    announce(target, { info: info(UUID_B, 'me.rainbow', 'Rainbow'), provider })
    announce(target, { info: info(UUID_A, 'io.metamask', 'MetaMask'), provider })
    expect(discovery.getSnapshot().map((d) => d.info.name)).toEqual(['MetaMask', 'Rainbow'])
    discovery.stop()
    announce(target, { info: info('33333333-3333-4333-8333-333333333333', 'x.y'), provider })
    expect(discovery.getSnapshot()).toHaveLength(2)
  })

  it('W-1.01 drops announcements that are not EIP-6963: bad uuid, non-image icon, no request()', () => {
    expect(parseEip6963Detail({ info: info('nope', 'io.metamask'), provider })).toBeNull()
    expect(parseEip6963Detail({ info: { ...info(UUID_A, 'a.b'), icon: 'javascript:alert(1)' }, provider })).toBeNull()
    expect(parseEip6963Detail({ info: info(UUID_A, 'a.b'), provider: {} })).toBeNull()
    expect(parseEip6963Detail(null)).toBeNull()
    expect(parseEip6963Detail({ info: info(UUID_A, 'a.b'), provider })?.info.rdns).toBe('a.b')
  })
})

describe('injected provider', () => {
  it('A-9.07 waits 3000 ms for window.ethereum, then gives up with null', async () => {
    vi.useFakeTimers()
    const host = new EventTarget() as EventTarget & { ethereum?: unknown }
    let result: unknown = 'pending'
    void detectInjectedProvider(host).then((found) => {
      result = found
    })
    await vi.advanceTimersByTimeAsync(2999)
    expect(result).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(result).toBeNull()
  })

  it('A-9.07 finds a provider injected late through ethereum#initialized, or at once when present', async () => {
    vi.useFakeTimers()
    const host = new EventTarget() as EventTarget & { ethereum?: unknown }
    const found = detectInjectedProvider(host)
    await vi.advanceTimersByTimeAsync(1000)
    host.ethereum = provider
    host.dispatchEvent(new Event(ETHEREUM_INITIALIZED_EVENT))
    expect(await found).toBe(provider)
    expect(await detectInjectedProvider(host, { timeoutMs: 10_000 })).toBe(provider)
  })
})

describe('createWalletConnectors', () => {
  it('A-9.08 W-3.05 lists announced wallets at once and is ready after the 1500 ms connector wait', async () => {
    vi.useFakeTimers()
    const target = new EventTarget()
    target.addEventListener('eip6963:requestProvider', () =>
      announce(target, { info: info(UUID_A, 'io.metamask', 'MetaMask'), provider }),
    )
    const connectors = createWalletConnectors({ target })
    connectors.start()
    const [metamask] = connectors.getSnapshot().connectors
    expect(metamask?.walletClientType).toBe('metamask')
    expect(metamask?.getSnapshot().status).toBe('initialized')
    expect(connectors.getSnapshot().ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1499)
    expect(connectors.getSnapshot().ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(connectors.getSnapshot().ready).toBe(true)
    expect(connectors.find('metamask')).toBe(metamask)
    connectors.stop()
  })

  it('A-9.07 adds the legacy injected provider named by its flag, unless it was announced already', async () => {
    vi.useFakeTimers()
    const target = new EventTarget() as EventTarget & { ethereum?: unknown }
    const connectors = createWalletConnectors({ target })
    connectors.start()
    await vi.advanceTimersByTimeAsync(500)
    target.ethereum = { ...provider, isRabby: true, isMetaMask: true }
    target.dispatchEvent(new Event('ethereum#initialized'))
    await vi.advanceTimersByTimeAsync(0)
    expect(connectors.getSnapshot().connectors.map((c) => c.walletClientType)).toEqual(['rabby_wallet'])

    const shared = { ...provider, isMetaMask: true }
    const other = new EventTarget() as EventTarget & { ethereum?: unknown }
    other.ethereum = shared
    other.addEventListener('eip6963:requestProvider', () =>
      announce(other, { info: info(UUID_B, 'io.metamask', 'MetaMask'), provider: shared }),
    )
    const second = createWalletConnectors({ target: other })
    second.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(second.getSnapshot().connectors.map((c) => c.id)).toEqual([`injected:${UUID_B}`])
    connectors.stop()
    second.stop()
  })

  it('W-9.39 A-3.35 the wallet list: page wallets outside the list first, then the app keys with installed and recent', () => {
    const target = new EventTarget()
    target.addEventListener('eip6963:requestProvider', () => {
      announce(target, { info: info(UUID_A, 'io.metamask', 'MetaMask'), provider })
      announce(target, { info: info(UUID_B, 'dev.lobby.testwallet', 'Lobby Test Wallet'), provider })
    })
    const connectors = createWalletConnectors({ target, detectionMs: 0 })
    connectors.start()
    const options = walletOptions({
      keys: ['metamask', 'rainbow', 'wallet_connect'],
      connectors: connectors.getSnapshot().connectors,
      recent: 'metamask',
    })
    expect(options.map((o) => [o.walletClientType, o.name, o.installed, o.recent])).toEqual([
      ['dev.lobby.testwallet', 'Lobby Test Wallet', true, false],
      ['metamask', 'MetaMask', true, true],
      ['rainbow', 'Rainbow', false, false],
      ['wallet_connect', 'WalletConnect', true, false],
    ])
    connectors.stop()
  })

  it('behavior: without a window (SSR) the list is ready and empty', () => {
    const connectors = createWalletConnectors({ target: null })
    connectors.start()
    expect(connectors.getSnapshot()).toMatchObject({ ready: true, connectors: [] })
  })
})
