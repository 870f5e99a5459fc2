import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FrameRequestInput } from '@lobby/headless/core'
import { afterAll, describe, expect, it } from 'vitest'
import { createWalletFrameHandlers } from '../../src/frame/createWalletFrameHandlers.ts'
import { createWalletApi } from '../../src/frame/walletApi.ts'
import { cleanUpSandboxes, killHard, type SandboxProcess, spawnSandbox } from '../support/spawnSandbox.ts'
import { FAST_SCRYPT, fetchFromFrame, memoryStorage } from './walletTestKit.ts'

const APP_ID = 'lobbysandboxallmethods001'
const dirs: string[] = []
const processes: SandboxProcess[] = []

afterAll(() => cleanUpSandboxes(processes, dirs))

const headers = { 'privy-app-id': APP_ID, 'privy-client-id': 'test-client', 'content-type': 'application/json' }

async function start(dataDir: string) {
  // The sealing key sits beside the data directory: removed with it.
  dirs.push(`${dataDir}.sealing-key`)
  const proc = await spawnSandbox(dataDir, { chains: false })
  processes.push(proc)
  return proc
}

/** The wallet frame's origin of a running sandbox, as its health route names it. */
async function frameOrigin(url: string): Promise<string> {
  const health = (await (await fetch(`${url}/_sandbox/health`)).json()) as { frameUrl: string }
  return new URL(health.frameUrl).origin
}

/** Email login against a running sandbox; the access token. */
async function login(url: string, email: string): Promise<string> {
  await fetch(`${url}/api/v1/passwordless/init`, { method: 'POST', headers, body: JSON.stringify({ email }) })
  const inbox = (await (await fetch(`${url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
    code: string
  }>
  const auth = await fetch(`${url}/api/v1/passwordless/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, code: inbox[0]?.code }),
  })
  return ((await auth.json()) as { token: string }).token
}

async function embeddedWallets(url: string, token: string): Promise<string[]> {
  const me = await fetch(`${url}/api/v1/users/me`, { headers: { ...headers, authorization: `Bearer ${token}` } })
  const user = ((await me.json()) as { user: { linked_accounts: Array<Record<string, string>> } }).user
  return user.linked_accounts
    .filter((account) => account.type === 'wallet' && account.connector_type === 'embedded')
    .map((account) => account.address as string)
}

function frame(url: string, storage = memoryStorage(), onFetch?: (path: string) => Promise<void>) {
  const api = createWalletApi({
    apiUrl: url,
    appId: APP_ID,
    clientId: 'test-client',
    fetch: async (input, init) => {
      const answer = fetchFromFrame(await frameOrigin(url))(input, init)
      // The crash may fail it before it is returned: observed here, rejected to the caller below.
      answer.catch(() => undefined)
      await onFetch?.(new URL(String(input)).pathname)
      return answer
    },
  })
  const handlers = createWalletFrameHandlers({
    api,
    appId: APP_ID,
    storage,
    keyStore: storage.keyStore,
    scrypt: FAST_SCRYPT,
  })
  return {
    storage,
    create: (input: FrameRequestInput<'lobby:wallet:create'>) =>
      (handlers['lobby:wallet:create'] as (i: unknown) => Promise<{ address: string }>)(input),
    recover: (input: FrameRequestInput<'lobby:wallet:recover'>) =>
      (handlers['lobby:wallet:recover'] as (i: unknown) => Promise<{ address: string }>)(input),
    connect: (input: FrameRequestInput<'lobby:wallet:connect'>) =>
      (handlers['lobby:wallet:connect'] as (i: unknown) => Promise<{ address: string }>)(input),
  }
}

describe('an embedded wallet survives a sandbox crash', () => {
  it('lobby-sandbox prints the frame origin; killed right after the create reply, the restarted sandbox still holds the shares: the wallet connects and recovers', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lobby-wallet-crash-'))
    dirs.push(dataDir)
    const before = await start(dataDir)
    // The CLI names the frame's origin, and so does the health route.
    const frameLine = /frame\s+(http:\/\/127\.0\.0\.1:\d+)/
    for (let i = 0; i < 100 && !frameLine.test(before.output()); i++) await new Promise((r) => setTimeout(r, 50))
    const frameUrl = before.output().match(frameLine)?.[1]
    expect(frameUrl).toBeTruthy()
    const health = (await (await fetch(`${before.url}/_sandbox/health`)).json()) as { frameUrl?: string }
    expect(health.frameUrl).toBe(frameUrl)
    expect((await fetch(`${frameUrl}/apps/${APP_ID}/embedded-wallets?caid=c&client_id=x`)).status).toBe(200)
    const email = `crash-${Date.now()}@example.com`
    const token = await login(before.url, email)
    const device = memoryStorage()
    const { address } = await frame(before.url, device).create({ accessToken: token, recoveryPassword: 'restart-pass' })
    await killHard(before)

    const after = await start(dataDir)
    const again = await login(after.url, email)
    expect(await embeddedWallets(after.url, again)).toEqual([address])
    expect(await frame(after.url, device).connect({ accessToken: again, address })).toEqual({ address })
    expect(await frame(after.url).recover({ accessToken: again, address, recoveryPin: 'restart-pass' })).toEqual({
      address,
    })
    await killHard(after)
  }, 180_000)

  it('killed while the create call is in flight, the restarted sandbox has no wallet or a recoverable one, never an address without shares', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lobby-wallet-crash-'))
    dirs.push(dataDir)
    const before = await start(dataDir)
    const email = `inflight-${Date.now()}@example.com`
    const token = await login(before.url, email)
    const device = memoryStorage()
    const crashing = frame(before.url, device, async (path) => {
      if (path === '/api/v1/embedded_wallets') await killHard(before)
    })
    const outcome = await crashing.create({ accessToken: token }).then(
      (reply) => ({ reply }),
      (error: unknown) => ({ error }),
    )

    const after = await start(dataDir)
    const again = await login(after.url, email)
    const wallets = await embeddedWallets(after.url, again)
    expect(wallets.length).toBeLessThanOrEqual(1)
    if ('reply' in outcome) expect(wallets).toEqual([outcome.reply.address])
    for (const address of wallets) {
      // Registered before the crash: its shares landed with it, so a new device recovers it.
      expect(await frame(after.url).recover({ accessToken: again, address })).toEqual({ address })
    }
    await killHard(after)
  }, 180_000)
})
