import { type RunningChains, startChains } from '@lobby/sandbox'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useConnectWallet } from '../../../src/react/useConnectWallet'
import { useLinkWallet } from '../../../src/react/useLinkWallet'
import { useLobby } from '../../../src/react/useLobby'
import { useLoginWithEmail } from '../../../src/react/useLoginWithEmail'
import { useWalletConnection } from '../../../src/react/useWalletConnection'
import { injectTestWallet } from '../../core/connectors/injectTestWallet'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { lobbyWrapper } from '../lobbyWrapper'

let h: SandboxHarness
let chains: RunningChains
beforeAll(async () => {
  ;[h, chains] = await Promise.all([startSandboxHarness(), startChains({ accounts: 3, balance: 10 })])
}, 60_000)
afterAll(async () => {
  await chains?.close()
  await h?.close()
})

function useWallets(options: Parameters<typeof useWalletConnection>[0] = {}) {
  return { connection: useWalletConnection(options), flow: useConnectWallet(), lobby: useLobby() }
}

describe('useWalletConnection', () => {
  it('W-9.39 A-2.45 A-9.08 lists the page wallet and the app keys with branding, ready after the connector wait', async () => {
    const wallet = injectTestWallet(chains, { account: 0 })
    const { result } = renderHook(
      () => useWalletConnection({ walletList: ['metamask', 'wallet_connect', 'rainbow'], walletConnectEnabled: false }),
      { wrapper: lobbyWrapper(h) },
    )
    expect(result.current.ready).toBe(false)
    expect(result.current.status).toBe('disconnected')
    await waitFor(() => expect(result.current.ready).toBe(true), { timeout: 3000 })
    const names = result.current.wallets.map((w) => w.name)
    expect(names).toContain(wallet.info.name)
    expect(names.slice(-2)).toEqual(['MetaMask', 'Rainbow'])
    expect(result.current.wallets.find((w) => w.name === 'MetaMask')).toMatchObject({ installed: false })
  })
})

describe('useConnectWallet', () => {
  it('W-4.04 W-3.06 the test wallet connects through EIP-6963 and signs in; commands keep their identity', async () => {
    const wallet = injectTestWallet(chains, { account: 0 })
    const { result } = renderHook(() => useWallets(), { wrapper: lobbyWrapper(h) })
    // The file's first sign-in meets the sandbox cold: on a busy machine that takes more than 1 s.
    await waitFor(() => expect(result.current.lobby.ready).toBe(true), { timeout: 10_000 })
    const connect = result.current.flow.connect
    let target: ReturnType<typeof connect> | undefined
    act(() => {
      target = connect(`injected:${wallet.info.uuid}`)
    })
    expect(target).toEqual({ action: 'screen', screen: 'AWAITING_CONNECTION' })
    await waitFor(() => expect(result.current.flow.step).toBe('done'), { timeout: 5000 })
    expect(result.current.flow.connect).toBe(connect)
    expect(result.current.flow.wallet).toMatchObject({ walletClientType: wallet.info.rdns, name: 'Lobby Test Wallet' })
    expect(result.current.lobby.authenticated).toBe(true)
    expect(result.current.connection).toMatchObject({ status: 'connected', address: chains.accounts[0]?.address })
  })

  it("W-8.03 W-4.05 a rejection shows 'You rejected the request' with a retry", async () => {
    const wallet = injectTestWallet(chains, { account: 0 })
    wallet.setMode('reject')
    const { result } = renderHook(() => useWallets(), { wrapper: lobbyWrapper(h) })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    act(() => void result.current.flow.connect(`injected:${wallet.info.uuid}`))
    await waitFor(() => expect(result.current.flow.step).toBe('error'))
    expect(result.current.flow.errorScreen).toMatchObject({ title: 'You rejected the request', retryable: true })
    expect(result.current.flow).toMatchObject({ canRetry: true, retriesLeft: 2 })
    wallet.setMode('approve')
    act(() => result.current.flow.retry())
    await waitFor(() => expect(result.current.flow.step).toBe('done'), { timeout: 5000 })
    expect(result.current.flow.retriesLeft).toBe(1)
  })

  it("W-2.08 W-8.05 a wallet that connects but fails to sign (-32603, no refusal) ends on LOGIN_FAILED_SCREEN with 'Could not log in with wallet'; Retry signs in", async () => {
    const wallet = injectTestWallet(chains, { account: 1 })
    wallet.setMode('fail-signing')
    const { result } = renderHook(() => useWallets(), { wrapper: lobbyWrapper(h) })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    act(() => void result.current.flow.connect(`injected:${wallet.info.uuid}`))
    await waitFor(() => expect(result.current.flow.step).toBe('error'), { timeout: 5000 })
    expect(result.current.flow.errorScreen).toMatchObject({
      screen: 'LOGIN_FAILED_SCREEN',
      title: 'Could not log in with wallet',
      retryable: true,
    })
    expect(result.current.lobby.authenticated).toBe(false)
    wallet.setMode('approve')
    act(() => result.current.flow.retry())
    await waitFor(() => expect(result.current.flow.step).toBe('done'), { timeout: 5000 })
    expect(result.current.lobby.authenticated).toBe(true)
  })
})

describe('useLinkWallet', () => {
  it('W-2.06 A-7.42 A-4.65 links the test wallet to the signed-in user, then unlinks it', async () => {
    const wallet = injectTestWallet(chains, { account: 2 })
    const email = `hook-link-${Date.now()}@example.com`
    const { result } = renderHook(() => ({ link: useLinkWallet(), lobby: useLobby(), email: useLoginWithEmail() }), {
      wrapper: lobbyWrapper(h),
    })
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    await act(() => result.current.email.sendCode({ email }))
    const code = await h.latestCode(email)
    await act(() => result.current.email.loginWithCode({ code }))
    await waitFor(() => expect(result.current.lobby.authenticated).toBe(true))
    act(() => void result.current.link.connect(`injected:${wallet.info.uuid}`))
    await waitFor(() => expect(result.current.link.step).toBe('done'), { timeout: 5000 })
    const types = () => result.current.lobby.user?.linkedAccounts.map((a) => a.type).sort()
    await waitFor(() => expect(types()).toEqual(['email', 'wallet']))
    await act(async () => void (await result.current.link.unlink(chains.accounts[2]!.address)))
    await waitFor(() => expect(types()).toEqual(['email']))
  })
})
