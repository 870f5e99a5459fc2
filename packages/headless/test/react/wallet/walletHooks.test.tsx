import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LobbyProvider } from '../../../src/react/LobbyProvider'
import { useCreateWallet } from '../../../src/react/useCreateWallet'
import { useExportWallet } from '../../../src/react/useExportWallet'
import { useLoginWithEmail } from '../../../src/react/useLoginWithEmail'
import { usePasswordView } from '../../../src/react/usePasswordView'
import { useRecoverWallet } from '../../../src/react/useRecoverWallet'
import { useSetRecovery } from '../../../src/react/useSetRecovery'
import { useSignMessage } from '../../../src/react/useSignMessage'
import { useSolanaWallets } from '../../../src/react/useSolanaWallets'
import { useWallets } from '../../../src/react/useWallets'
import {
  createFakeWalletBackend,
  createFakeWalletFrame,
  type FakeFrameControl,
  FRAME_BASE,
  HOST_ORIGIN,
} from '../../core/wallet/fakeWalletFrame'
import { newEmail } from '../../core/wallet/walletTestClient'
import { API_URL, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { lobbyWrapper } from '../lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(cleanup)

const backend = createFakeWalletBackend()

const walletWrapper = (frame: FakeFrameControl, storage: MemoryStorage) =>
  lobbyWrapper(h, { storage, walletFrameUrl: FRAME_BASE, mountWalletFrame: frame.mount, pageOrigin: HOST_ORIGIN })

/** Renders `hook` next to the email login, logs in through the inbox, and returns the render. */
async function renderLoggedIn<T>(
  hook: () => T,
  options: { frame?: FakeFrameControl; storage?: MemoryStorage; email?: string } = {},
) {
  const frame = options.frame ?? createFakeWalletFrame(h, backend)
  const storage = options.storage ?? new MemoryStorage()
  const email = options.email ?? newEmail('hooks')
  const rendered = renderHook(() => ({ hook: hook(), login: useLoginWithEmail() }), {
    wrapper: walletWrapper(frame, storage),
  })
  await act(() => rendered.result.current.login.sendCode({ email }))
  await act(async () => rendered.result.current.login.loginWithCode({ code: await h.latestCode(email) }))
  return { ...rendered, frame, storage, email }
}

describe('useCreateWallet', () => {
  it('W-4.08 W-4.11 a failed creation keeps its W-8 error, and retry() runs it again', async () => {
    const { result, frame } = await renderLoggedIn(() => useCreateWallet())
    frame.skipRegistration = true
    await act(() => result.current.hook.createWallet().catch(() => undefined))
    expect(result.current.hook).toMatchObject({ state: 'failed', address: null })
    expect(result.current.hook.error?.shortMessage).toBe('Something went wrong')
    frame.skipRegistration = false
    await act(() => result.current.hook.retry())
    expect(result.current.hook.state).toBe('created')
    expect(result.current.hook.address).toMatch(/^0x/)
  })

  it('W-8.29 onSuccess hears the new wallet; a second creation reaches onError as embedded_wallet_already_exists', async () => {
    const heard: unknown[] = []
    const { result } = await renderLoggedIn(() =>
      useCreateWallet({
        onSuccess: (wallet) => heard.push(['success', wallet.address]),
        onError: (code) => heard.push(['error', code]),
      }),
    )
    const { address } = await act(() => result.current.hook.createWallet())
    await act(() => result.current.hook.createWallet().catch(() => undefined))
    expect(heard).toEqual([
      ['success', address],
      ['error', 'embedded_wallet_already_exists'],
    ])
  })

  it('W-2.11 createOnMount creates the wallet once after login, even under StrictMode', async () => {
    const { result, frame } = await renderLoggedIn(() => useCreateWallet({ createOnMount: true }))
    await waitFor(() => expect(result.current.hook.state).toBe('created'))
    expect(frame.requests.filter((r) => r.kind === 'lobby:wallet:create')).toHaveLength(1)
  })
})

describe('useWallets', () => {
  it('W-2.14 W-4.14 on a new page the wallet is unlocked by itself; ready means usable now', async () => {
    const first = await renderLoggedIn(() => useCreateWallet())
    const { address } = await act(() => first.result.current.hook.createWallet())
    first.unmount()
    // A reload of the same browser: the stored session, the frame's stored shares.
    const frame = createFakeWalletFrame(h, backend, first.frame.device)
    const { result } = renderHook(() => useWallets(), { wrapper: walletWrapper(frame, first.storage) })
    expect(result.current.ready).toBe(false)
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.wallets).toMatchObject([{ address, isConnected: true, recoveryMethod: 'provider-managed' }])
  })

  it('W-4.16 a password wallet on a new device is not ready and names its recovery screen', async () => {
    const email = newEmail('hooks-new-device')
    const first = await renderLoggedIn(() => useCreateWallet(), { email })
    await act(() => first.result.current.hook.createWallet({ recoveryPassword: 'correct-horse' }))
    first.unmount()
    const { result } = await renderLoggedIn(() => ({ wallets: useWallets(), recover: useRecoverWallet() }), { email })
    await waitFor(() => expect(result.current.hook.wallets.pendingRecovery).not.toBeNull())
    expect(result.current.hook.wallets.ready).toBe(false)
    expect(result.current.hook.recover.pendingRecovery?.screen).toBe('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN')
  })
})

describe('useRecoverWallet', () => {
  it("W-2.20 W-8.25 W-2.19 recover is off while empty; a wrong password shows the spec's text; the right one makes the wallet ready", async () => {
    const email = newEmail('hooks-recover')
    const first = await renderLoggedIn(() => useCreateWallet(), { email })
    await act(() => first.result.current.hook.createWallet({ recoveryPassword: 'correct-horse' }))
    first.unmount()
    const { result } = await renderLoggedIn(() => ({ wallets: useWallets(), recover: useRecoverWallet() }), { email })
    await waitFor(() => expect(result.current.hook.recover.pendingRecovery).not.toBeNull())
    expect(result.current.hook.recover.canRecover).toBe(false)
    act(() => result.current.hook.recover.setPassword('wrong-horse'))
    expect(result.current.hook.recover.canRecover).toBe(true)
    await act(() => result.current.hook.recover.recoverWithPassword())
    expect(result.current.hook.recover.error?.shortMessage).toBe('Invalid recovery password, please try again.')
    act(() => result.current.hook.recover.setPassword('correct-horse'))
    await act(() => result.current.hook.recover.recoverWithPassword())
    expect(result.current.hook.recover.error).toBeNull()
    await waitFor(() => expect(result.current.hook.wallets.ready).toBe(true))
  })
})

describe('LobbyProvider', () => {
  it('parameters: walletFrameUrl on the provider reaches the client and the frame URL it mounts', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const storage = new MemoryStorage()
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LobbyProvider
        appId={h.appId()}
        apiUrl={API_URL}
        walletFrameUrl={FRAME_BASE}
        clientOptions={{
          fetch: h.fetch,
          storage,
          cookies: { cookie: '' },
          pageUrl: null,
          analytics: false,
          mountWalletFrame: frame.mount,
          pageOrigin: HOST_ORIGIN,
        }}
      >
        {children}
      </LobbyProvider>
    )
    const email = newEmail('hooks-provider')
    const { result } = renderHook(() => ({ create: useCreateWallet(), login: useLoginWithEmail() }), { wrapper })
    await act(() => result.current.login.sendCode({ email }))
    await act(async () => result.current.login.loginWithCode({ code: await h.latestCode(email) }))
    await act(() => result.current.create.createWallet())
    expect(result.current.create.state).toBe('created')
    expect(frame.mountedUrls[0]?.startsWith(`${FRAME_BASE}/apps/${h.appId()}/embedded-wallets?`)).toBe(true)
  })
})

describe('behavior: stable commands', () => {
  it('every function the wallet hooks return keeps its identity across renders', async () => {
    const { result, rerender } = await renderLoggedIn(() => ({
      wallets: useWallets({ autoConnect: false }),
      solana: useSolanaWallets({ autoConnect: false }),
      create: useCreateWallet(),
      recover: useRecoverWallet(),
      recovery: useSetRecovery(),
      password: usePasswordView({ mode: 'update' }),
      exporter: useExportWallet(),
    }))
    const functions = () =>
      Object.entries(result.current.hook).flatMap(([hook, value]) =>
        Object.entries(value)
          .filter(([, v]) => typeof v === 'function')
          .map(([name, fn]) => [`${hook}.${name}`, fn] as const),
      )
    const before = new Map(functions())
    expect(before.size).toBeGreaterThan(15)
    act(() => result.current.hook.recover.setPassword('typing'))
    rerender()
    for (const [name, fn] of functions()) expect([name, fn]).toEqual([name, before.get(name)])
  })
})

describe('W-8.29 the embedded-wallet hooks call back with the spec’s codes', () => {
  const record = (heard: unknown[]) => ({
    onSuccess: (result: unknown) => heard.push(['success', result]),
    onError: (code: string) => heard.push(['error', code]),
  })

  it('W-8.29 unknown_embedded_wallet_error: a creation the frame answers but that never reaches the user calls onError with it', async () => {
    const heard: unknown[] = []
    const { result, frame } = await renderLoggedIn(() => useCreateWallet(record(heard)))
    frame.skipRegistration = true
    await act(() => result.current.hook.createWallet().catch(() => undefined))
    expect(heard).toEqual([['error', 'unknown_embedded_wallet_error']])
  })

  it('W-8.29 unknown_connect_wallet_error: a connect the frame cannot carry out calls useWallets’ onError with it; a connect that unlocks calls onSuccess', async () => {
    const first = await renderLoggedIn(() => useCreateWallet())
    const { address } = await act(() => first.result.current.hook.createWallet())
    first.unmount()
    const connectOn = async (frame: FakeFrameControl) => {
      const heard: unknown[] = []
      const { result, unmount } = renderHook(() => useWallets({ autoConnect: false, ...record(heard) }), {
        wrapper: walletWrapper(frame, first.storage),
      })
      await waitFor(() => expect(result.current.wallets).toHaveLength(1))
      await act(() => result.current.connect().catch(() => undefined))
      unmount()
      return heard
    }
    // The device share is here, but the frame's keys are not: it fails the unlock with its generic error.
    const failing = createFakeWalletFrame(h, createFakeWalletBackend(), first.frame.device)
    expect(await connectOn(failing)).toEqual([['error', 'unknown_connect_wallet_error']])
    const working = createFakeWalletFrame(h, backend, first.frame.device)
    expect(await connectOn(working)).toMatchObject([['success', { status: 'connected', wallet: { address } }]])
  })

  it('W-8.29 generic_connect_wallet_error: a signature asked of a wallet this device no longer holds calls onError with it', async () => {
    const heard: unknown[] = []
    const { result, frame } = await renderLoggedIn(() => ({
      create: useCreateWallet(),
      sign: useSignMessage({ noPromptOnSignature: true, ...record(heard) }),
    }))
    await act(() => result.current.hook.create.createWallet())
    frame.device.clear()
    await act(() => result.current.hook.sign.signMessage('gm').catch(() => undefined))
    expect(heard).toEqual([['error', 'generic_connect_wallet_error']])
  })
})
