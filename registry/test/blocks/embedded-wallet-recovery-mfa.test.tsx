import { createHmac } from 'node:crypto'
import {
  createEmbeddedWallet,
  createLobbyClient,
  createLoginWithEmail,
  createMfaEnrollment,
  type FrameListenTarget,
  type FrameMessageEvent,
  type FramePostTarget,
  getWalletSession,
  type LobbyClient,
  type LobbyClientOptions,
  LobbyProvider,
  type MountedWalletFrame,
  type UseMfaReturn,
  useLobbyClient,
  useMfa,
  useRegisterMfaListener,
} from '@lobby/headless'
import { createSandbox, type Sandbox } from '@lobby/sandbox'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { EmbeddedWalletFlow, type EmbeddedWalletNavigation } from '@/components/lobby/screens/embedded-wallet-flow'
import { createFrameServer, type FrameHandlers } from '../../../packages/sandbox/src/frame/createFrameServer.ts'
import { createWalletFrameHandlers } from '../../../packages/sandbox/src/frame/createWalletFrameHandlers.ts'
import { memoryKeyStore } from '../../../packages/sandbox/src/frame/deviceKeys.ts'
import { createWalletApi } from '../../../packages/sandbox/src/frame/walletApi.ts'

// The wallet flow of the modal on a new device, with the sandbox's real wallet frame handlers
// (behind a postMessage pair on the frame's origin) and an in-process sandbox.

const API_URL = 'http://sandbox.test'
const HOST_PAGE = 'http://127.0.0.1:5173'
const FRAME = 'http://127.0.0.1:8788'

let sandbox: Sandbox
let appId: string
beforeAll(async () => {
  sandbox = await createSandbox({ name: 'registry wallet recovery tests', frameOrigin: FRAME })
  appId = sandbox.apps['all-methods']!.id
}, 60_000)
afterAll(() => sandbox.close())
afterEach(cleanup)

/** The host page's calls, in-process. */
const inProcess = async (request: Request): Promise<Response> => sandbox.app.fetch(request)

/**
 * The frame's calls, in-process, with the frame's Origin as the browser sets it. This DOM's
 * Request drops that header (and the body's length) as forbidden, so its headers are read
 * through a view that has them.
 */
const fromFrameOrigin: typeof fetch = async (input, init) => {
  const request = new Request(input, init)
  const extra: Record<string, string> = {
    origin: FRAME,
    'content-length': String(new TextEncoder().encode(typeof init?.body === 'string' ? init.body : '').length),
  }
  const view = <T extends object>(target: T, swap: (prop: string | symbol) => unknown): T =>
    new Proxy(target, {
      get: (t, prop) => {
        const swapped = swap(prop)
        if (swapped !== undefined) return swapped
        const value = Reflect.get(t, prop, t)
        return typeof value === 'function' ? value.bind(t) : value
      },
    })
  const headers = view(request.headers, (prop) => {
    if (prop === 'get') return (name: string) => extra[name.toLowerCase()] ?? request.headers.get(name)
    if (prop === 'has') return (name: string) => name.toLowerCase() in extra || request.headers.has(name)
    return undefined
  })
  return sandbox.app.fetch(view(request, (prop) => (prop === 'headers' ? headers : undefined)))
}

function mapStorage() {
  const map = new Map<string, string>()
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, String(value)),
    removeItem: (key: string) => void map.delete(key),
    key: (index: number) => [...map.keys()][index] ?? null,
    get length() {
      return map.size
    },
  }
}

function listenTarget() {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const target: FrameListenTarget & { deliver(event: FrameMessageEvent): void } = {
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
    deliver: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
  }
  return target
}

/** One browser's wallet frame: the real handlers on their own storage, mounted behind a postMessage pair. */
function deviceFrame() {
  const api = createWalletApi({
    apiUrl: API_URL,
    appId,
    clientId: 'test-client',
    fetch: fromFrameOrigin,
  })
  const handlers: FrameHandlers = createWalletFrameHandlers({
    api,
    appId,
    storage: mapStorage(),
    keyStore: memoryKeyStore(),
  })
  return (): MountedWalletFrame => {
    const host = listenTarget()
    const frame = listenTarget()
    const post = (to: typeof host, from: string, source: () => FramePostTarget, toOrigin: string): FramePostTarget => ({
      postMessage(message, targetOrigin) {
        if (targetOrigin !== toOrigin) return
        const data = structuredClone(message)
        setTimeout(() => to.deliver({ data, origin: from, source: source() }), 0)
      },
    })
    const frameFromHost: FramePostTarget = post(frame, HOST_PAGE, () => hostFromFrame, FRAME)
    const hostFromFrame: FramePostTarget = post(host, FRAME, () => frameFromHost, HOST_PAGE)
    const server = createFrameServer(handlers, {
      allowedOrigin: HOST_PAGE,
      allowedSource: hostFromFrame,
      selfWindow: frame,
    })
    hostFromFrame.postMessage({ type: 'lobby:frame:ready', id: 'ready', data: {} }, HOST_PAGE)
    return { frameWindow: frameFromHost, hostWindow: host, remove: () => server.close() }
  }
}

/** A browser's client options: in-process sandbox, its own storage and wallet frame. */
const browserOptions = (): Partial<LobbyClientOptions> => ({
  fetch: inProcess,
  storage: mapStorage(),
  cookies: { cookie: '' },
  pageUrl: null,
  pageOrigin: HOST_PAGE,
  analytics: false,
  logger: { warn: () => undefined },
  walletFrameUrl: FRAME,
  mountWalletFrame: deviceFrame(),
})

async function signIn(client: LobbyClient, email: string) {
  await client.ready()
  const flow = createLoginWithEmail(client)
  await flow.sendCode(email)
  const response = await inProcess(new Request(`${API_URL}/_sandbox/inbox?to=${encodeURIComponent(email)}`))
  const [latest] = (await response.json()) as Array<{ code: string }>
  await flow.submitCode(latest?.code ?? '')
  if (flow.getSnapshot().status !== 'done') throw flow.getSnapshot().error ?? new Error('login failed')
}

/** An authenticator app's code (RFC 6238: HMAC-SHA1, 30 s steps, 6 digits) for `offsetSeconds` from now. */
function totp(secret: string, offsetSeconds = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('')
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor((Date.now() / 1000 + offsetSeconds) / 30)))
  const hmac = createHmac('sha1', key).update(counter).digest()
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

/** A user whose wallet was made in a first browser, with an authenticator app enrolled there. */
async function walletUserWithTotp(email: string): Promise<{ address: string; secret: string }> {
  const first = createLobbyClient({ appId, apiUrl: API_URL, ...browserOptions() })
  await signIn(first, email)
  const { address } = await createEmbeddedWallet(getWalletSession(first))
  const enrollment = createMfaEnrollment(first)
  await enrollment.begin('totp')
  const secret = enrollment.getSnapshot().totp?.secret ?? ''
  enrollment.continue()
  await enrollment.submitCode(totp(secret))
  return { address, secret }
}

/** The modal's navigation as the flow sees it, recorded. */
function stepNavigation(): EmbeddedWalletNavigation {
  return { replace: vi.fn(), navigate: vi.fn(), close: vi.fn(), back: vi.fn(), setCloseable: vi.fn() }
}

describe('EmbeddedWalletFlow on a new device', () => {
  it('W-2.14 W-4.15 W-4.55 an MFA user is asked for their authenticator code, then the wallet recovers and the modal closes', async () => {
    const email = `flow-mfa-${Date.now()}@example.com`
    const { address, secret } = await walletUserWithTotp(email)

    const provided: { client?: LobbyClient } = {}
    function Capture() {
      provided.client = useLobbyClient()
      return null
    }
    const navigation = stepNavigation()
    render(
      <LobbyProvider appId={appId} apiUrl={API_URL} clientOptions={browserOptions()}>
        <Capture />
        <EmbeddedWalletFlow
          screen={{ name: 'EMBEDDED_WALLET_CONNECTING_SCREEN', params: undefined }}
          navigation={navigation}
        />
      </LobbyProvider>,
    )
    await waitFor(() => expect(provided.client).toBeDefined())
    const client = provided.client as LobbyClient
    // This second browser signs in: the wallet is not on it, and the user has TOTP.
    await act(() => signIn(client, email))

    // The recovery is refused for MFA: the MFA dialog asks for the code (the enrollment spent this step's).
    const group = await screen.findByRole('group', { name: 'Verification code' }, { timeout: 10_000 })
    within(group).getAllByRole('textbox')[0]!.focus()
    await userEvent.paste(totp(secret, 30))

    await waitFor(() => expect(navigation.close).toHaveBeenCalled(), { timeout: 10_000 })
    expect(getWalletSession(client).isConnected(address)).toBe(true)
    expect(navigation.replace).not.toHaveBeenCalled()
  }, 60_000)

  it("A-3.31 with mfa.noPromptOnMfaRequired, the app's own prompt verifies: no dialog of the block's opens, and the wallet recovers", async () => {
    const email = `flow-own-mfa-${Date.now()}@example.com`
    const { address, secret } = await walletUserWithTotp(email)

    const host: { client?: LobbyClient; mfa?: UseMfaReturn; asked: Array<readonly string[]> } = { asked: [] }
    // The app's prompt: its own verification, opened when Lobby says MFA is required.
    function AppMfaPrompt() {
      host.client = useLobbyClient()
      const mfa = useMfa()
      host.mfa = mfa
      useRegisterMfaListener({
        onMfaRequired: (methods) => {
          host.asked.push(methods)
          return mfa.verify()
        },
      })
      return null
    }
    const navigation = stepNavigation()
    render(
      <LobbyProvider
        appId={appId}
        apiUrl={API_URL}
        clientOptions={browserOptions()}
        config={{ mfa: { noPromptOnMfaRequired: true } }}
      >
        <AppMfaPrompt />
        <EmbeddedWalletFlow
          screen={{ name: 'EMBEDDED_WALLET_CONNECTING_SCREEN', params: undefined }}
          navigation={navigation}
        />
      </LobbyProvider>,
    )
    await waitFor(() => expect(host.client).toBeDefined())
    const client = host.client as LobbyClient
    await act(() => signIn(client, email))

    // The recovery is refused for MFA: the app's listener is asked, with the user's method.
    await waitFor(() => expect(host.asked).toEqual([['totp']]), { timeout: 10_000 })
    await waitFor(() => expect(host.mfa?.state).toBe('awaiting-code'))
    expect(screen.queryByRole('group', { name: 'Verification code' })).toBeNull()
    await act(() => host.mfa!.submitCode(totp(secret, 30)))

    await waitFor(() => expect(navigation.close).toHaveBeenCalled(), { timeout: 10_000 })
    expect(getWalletSession(client).isConnected(address)).toBe(true)
  }, 60_000)
})
