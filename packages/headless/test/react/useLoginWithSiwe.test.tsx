import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useLobby } from '../../src/react/useLobby'
import { useLoginWithSiwe } from '../../src/react/useLoginWithSiwe'
import { localWallet } from '../integration/localWallet'
import { type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('useLoginWithSiwe', () => {
  it('A-1.05 A-5.36 signs in with a wallet under StrictMode, showing the no-fees message it signed', async () => {
    const { result } = renderHook(
      () => ({
        siwe: useLoginWithSiwe({ page: { host: 'localhost:3000', origin: 'http://localhost:3000' } }),
        lobby: useLobby(),
      }),
      { wrapper: lobbyWrapper(h) },
    )
    await waitFor(() => expect(result.current.lobby.ready).toBe(true))
    expect(result.current.siwe).toMatchObject({ state: 'initial', isPending: false, error: null })
    const wallet = localWallet()
    await act(() => result.current.siwe.signIn(wallet.provider))
    expect(result.current.siwe).toMatchObject({ state: 'done', address: wallet.account.address, isPending: false })
    expect(result.current.siwe.message).toContain('cost any fees')
    expect(result.current.lobby.authenticated).toBe(true)
    expect(result.current.lobby.user?.wallet?.address).toBe(wallet.account.address)
  })
})
