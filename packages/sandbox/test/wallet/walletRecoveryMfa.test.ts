import {
  completeCloudRecovery,
  connectEmbeddedWallet,
  createEmbeddedWallet,
  createLobbyClient,
  createLoginWithEmail,
  createMfaEnrollment,
  createMfaVerification,
  type FrameListenTarget,
  type FrameMessageEvent,
  type FramePostTarget,
  getEmbeddedWalletProvider,
  getWalletSession,
  isLobbyError,
  type LobbyClient,
  type MountedWalletFrame,
  recoverWithPassword,
  startCloudRecovery,
} from '@lobby/headless/core'
import { generate } from 'otplib'
import { type Hex, toHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFrameServer, type FrameHandlers } from '../../src/frame/createFrameServer.ts'
import { createWalletFrameHandlers } from '../../src/frame/createWalletFrameHandlers.ts'
import { createWalletApi } from '../../src/frame/walletApi.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { FAST_SCRYPT, fetchFromFrame, memoryStorage } from './walletTestKit.ts'

// The SDK (connect, recover, MFA verification) on a host page, the sandbox's real wallet frame
// handlers behind a postMessage pair on the frame's origin, and a sandbox over real HTTP.

const APP_ID = 'lobbysandboxallmethods001'
const HOST_PAGE = 'http://127.0.0.1:5173'

let running: RunningSandbox

beforeAll(async () => {
  running = await startSandbox({ port: 0 })
}, 60_000)

afterAll(async () => {
  await running?.close()
})

/** A listen target whose listeners run on each delivered event. */
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

/** What one browser's frame answered: each request's kind and its error type, or 'ok'. */
type FrameCall = { kind: string; outcome: string }

/**
 * One browser: its own storage (device shares, device keys) for the real frame handlers, which
 * the SDK mounts behind a postMessage pair (structured clone, async, origin and source checked).
 */
function browser() {
  const storage = memoryStorage()
  const calls: FrameCall[] = []
  const api = createWalletApi({
    apiUrl: running.url,
    appId: APP_ID,
    clientId: 'test-client',
    fetch: fetchFromFrame(running.frameUrl),
  })
  const real = createWalletFrameHandlers({
    api,
    appId: APP_ID,
    storage,
    keyStore: storage.keyStore,
    scrypt: FAST_SCRYPT,
  })
  const handlers: FrameHandlers = {}
  for (const [kind, handler] of Object.entries(real)) {
    if (kind === 'lobby:frame:ready') {
      ;(handlers as Record<string, unknown>)[kind] = handler
      continue
    }
    ;(handlers as Record<string, (input: unknown) => Promise<unknown>>)[kind] = async (input) => {
      try {
        const result = await (handler as (input: unknown) => unknown)(input)
        calls.push({ kind, outcome: 'ok' })
        return result
      } catch (error) {
        calls.push({ kind, outcome: (error as { type?: string }).type ?? 'thrown' })
        throw error
      }
    }
  }
  const mount = (): MountedWalletFrame => {
    const host = listenTarget()
    const frame = listenTarget()
    const post = (to: typeof host, from: string, source: () => FramePostTarget, toOrigin: string): FramePostTarget => ({
      postMessage(message, targetOrigin) {
        if (targetOrigin !== toOrigin) return
        const data = structuredClone(message)
        setTimeout(() => to.deliver({ data, origin: from, source: source() }), 0)
      },
    })
    const frameFromHost: FramePostTarget = post(frame, HOST_PAGE, () => hostFromFrame, running.frameUrl)
    const hostFromFrame: FramePostTarget = post(host, running.frameUrl, () => frameFromHost, HOST_PAGE)
    const server = createFrameServer(handlers, {
      allowedOrigin: HOST_PAGE,
      allowedSource: hostFromFrame,
      selfWindow: frame,
    })
    hostFromFrame.postMessage({ type: 'lobby:frame:ready', id: 'ready', data: {} }, HOST_PAGE)
    return { frameWindow: frameFromHost, hostWindow: host, remove: () => server.close() }
  }
  const pageStorage = new Map<string, string>()
  const client = createLobbyClient({
    appId: APP_ID,
    apiUrl: running.url,
    fetch: (request) => fetch(request),
    storage: {
      getItem: (key) => pageStorage.get(key) ?? null,
      setItem: (key, value) => void pageStorage.set(key, value),
      removeItem: (key) => void pageStorage.delete(key),
    },
    cookies: { cookie: '' },
    pageUrl: null,
    pageOrigin: HOST_PAGE,
    analytics: false,
    logger: { warn: () => undefined },
    walletFrameUrl: running.frameUrl,
    mountWalletFrame: mount,
  })
  return { client, calls, storage }
}

/** Signs `client` in by email with the code from the sandbox's inbox. */
async function signIn(client: LobbyClient, email: string): Promise<LobbyClient> {
  await client.ready()
  const flow = createLoginWithEmail(client)
  await flow.sendCode(email)
  const inbox = (await (await fetch(`${running.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
    code: string
  }>
  await flow.submitCode(inbox[0]?.code ?? '')
  if (flow.getSnapshot().status !== 'done') throw flow.getSnapshot().error ?? new Error('login failed')
  return client
}

/** A TOTP code of `secret` for `offsetSeconds` from now (a code is accepted once: each check uses a step of its own). */
const totp = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds })

/** The user's answer on the sandbox's drive consent page: what the drive sends back to the page. */
async function allowAtDrive(url: string) {
  const consent = new URL(url)
  const provider = consent.pathname.split('/').at(-2) ?? ''
  const answer = await fetch(`${running.url}/_sandbox/cloud-drive/${provider}/decide`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      app_id: consent.searchParams.get('app_id') ?? '',
      state_code: consent.searchParams.get('state_code') ?? '',
      decision: 'allow',
    }),
    redirect: 'manual',
  })
  const back = new URL(answer.headers.get('location') ?? '')
  return {
    authorizationCode: back.searchParams.get('privy_oauth_code') ?? '',
    stateCode: back.searchParams.get('privy_oauth_state') ?? '',
  }
}

const REDIRECT = `${HOST_PAGE}/wallet`

/**
 * A user who made a wallet on a first browser (backed up to Google Drive when `drive`), then
 * enrolled TOTP there: the email, the wallet's address and the TOTP secret.
 */
async function mfaUserWithWallet(options: { recoveryPassword?: string; drive?: boolean } = {}) {
  const email = `recover-mfa-${Math.random().toString(36).slice(2, 10)}@example.com`
  const first = browser()
  await signIn(first.client, email)
  const session = getWalletSession(first.client)
  const { address } = await createEmbeddedWallet(session, { recoveryPassword: options.recoveryPassword })
  if (options.drive) {
    const started = await startCloudRecovery(session, {
      provider: 'google-drive',
      redirectTo: REDIRECT,
      purpose: 'set-recovery',
      address,
    })
    await completeCloudRecovery(session, await allowAtDrive(started.url))
  }
  const enrollment = createMfaEnrollment(first.client)
  await enrollment.begin('totp')
  const secret = enrollment.getSnapshot().totp?.secret ?? ''
  enrollment.continue()
  await enrollment.submitCode(await totp(secret))
  expect(first.client.store.getSnapshot().user?.mfaMethods).toEqual(['totp'])
  return { email, address, secret }
}

/** A real TOTP verification through the SDK's MFA flow, in the next step's code (the enrollment spent this one's). */
function totpVerifier(client: LobbyClient, secret: string) {
  const verifier = {
    runs: 0,
    verify: async () => {
      verifier.runs += 1
      const mfa = createMfaVerification(client)
      const done = mfa.open()
      await expect.poll(() => mfa.getSnapshot().status).toBe('awaiting-code')
      await mfa.submitCode(await totp(secret, 30))
      await done
    },
  }
  return verifier
}

/** Where the frame keeps a wallet's device share in the browser's storage. */
const deviceShareKey = (address: string) => `lobby:device-share:${APP_ID}:${address.toLowerCase()}`

/** personal_sign through the SDK's provider, checked against the address. */
async function signs(client: LobbyClient, address: Hex): Promise<boolean> {
  const message = toHex('recovered with MFA')
  const signature = (await getEmbeddedWalletProvider(client, { address }).request({
    method: 'personal_sign',
    params: [message, address],
  })) as Hex
  return verifyMessage({ address, message: { raw: message }, signature })
}

describe('recovering an MFA user’s wallet on a new device (real frame, sandbox over HTTP)', () => {
  it('W-4.15 W-4.55 automatic recovery is refused for MFA, the user verifies a TOTP code, then the wallet unlocks and signs', async () => {
    const { email, address, secret } = await mfaUserWithWallet()
    const fresh = browser()
    await signIn(fresh.client, email)
    const verifier = totpVerifier(fresh.client, secret)

    const result = await connectEmbeddedWallet(getWalletSession(fresh.client), {
      verifyMfaToRecover: verifier.verify,
    })

    expect(result).toMatchObject({ status: 'connected', wallet: { address } })
    expect(fresh.calls).toEqual([
      { kind: 'lobby:wallet:connect', outcome: 'wallet_not_on_device' },
      { kind: 'lobby:wallet:recover', outcome: 'missing_or_invalid_mfa' },
      { kind: 'lobby:wallet:recover', outcome: 'ok' },
    ])
    expect(verifier.runs).toBe(1)
    expect(fresh.storage.getItem(deviceShareKey(address))).not.toBeNull()
    expect(await signs(fresh.client, address as Hex)).toBe(true)
  }, 60_000)

  it('W-4.15 W-4.55 attack: a session with no MFA verification (a stolen token on a new device) is refused the shares: missing_or_invalid_mfa, no device share, no signature', async () => {
    const { email, address } = await mfaUserWithWallet()
    const fresh = browser()
    await signIn(fresh.client, email)
    const session = getWalletSession(fresh.client)

    const error = await connectEmbeddedWallet(session).catch((e: unknown) => e)

    expect(isLobbyError(error, 'missing_or_invalid_mfa')).toBe(true)
    expect(fresh.calls.map((call) => call.outcome)).toEqual(['wallet_not_on_device', 'missing_or_invalid_mfa'])
    expect(session.isConnected(address)).toBe(false)
    expect(fresh.storage.getItem(deviceShareKey(address))).toBeNull()
    await expect(signs(fresh.client, address as Hex)).rejects.toThrow()
  }, 60_000)

  it('W-2.19 W-4.55 password recovery of an MFA user asks for MFA, then the right password recovers the wallet, which signs', async () => {
    const { email, address, secret } = await mfaUserWithWallet({ recoveryPassword: 'correct-horse-battery' })
    const fresh = browser()
    await signIn(fresh.client, email)
    const session = getWalletSession(fresh.client)
    expect(await connectEmbeddedWallet(session)).toMatchObject({ status: 'needs-recovery' })
    const verifier = totpVerifier(fresh.client, secret)

    expect(
      await recoverWithPassword(session, { password: 'correct-horse-battery', verifyMfa: verifier.verify }),
    ).toEqual({ address })

    expect(fresh.calls.filter((call) => call.kind === 'lobby:wallet:recover')).toEqual([
      { kind: 'lobby:wallet:recover', outcome: 'missing_or_invalid_mfa' },
      { kind: 'lobby:wallet:recover', outcome: 'ok' },
    ])
    expect(verifier.runs).toBe(1)
    expect(await signs(fresh.client, address as Hex)).toBe(true)
  }, 60_000)

  it('W-2.21 W-5.17 W-4.55 cloud recovery of an MFA user asks for MFA after the drive sign-in, then recovers the wallet, which signs', async () => {
    const { email, address, secret } = await mfaUserWithWallet({ drive: true })
    const fresh = browser()
    await signIn(fresh.client, email)
    const session = getWalletSession(fresh.client)
    expect(await connectEmbeddedWallet(session)).toMatchObject({
      status: 'needs-recovery',
      recovery: { recoveryMethod: 'google-drive' },
    })
    const verifier = totpVerifier(fresh.client, secret)
    const started = await startCloudRecovery(session, { provider: 'google-drive', redirectTo: REDIRECT, address })

    expect(
      await completeCloudRecovery(session, await allowAtDrive(started.url), { verifyMfa: verifier.verify }),
    ).toEqual({ address, purpose: 'recover', provider: 'google-drive' })

    expect(fresh.calls.filter((call) => call.kind === 'lobby:wallet:recover')).toEqual([
      { kind: 'lobby:wallet:recover', outcome: 'missing_or_invalid_mfa' },
      { kind: 'lobby:wallet:recover', outcome: 'ok' },
    ])
    expect(verifier.runs).toBe(1)
    expect(await signs(fresh.client, address as Hex)).toBe(true)
  }, 60_000)
})
