import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { waitForFarcasterSigner } from '../../../src/core/auth/farcasterSigner'
import { createLoginWithFarcaster, unlinkFarcasterAccount } from '../../../src/core/auth/loginWithFarcaster'
import { createCaptcha } from '../../../src/core/captcha/createCaptcha'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { API_URL, loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { sandboxWidget } from '../../integration/sandboxWidget'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

/** The relay's approve button, as the user's Farcaster app would press it. */
async function approve(url: string, fid: number) {
  const channelToken = new URL(url).searchParams.get('channel_token')
  const res = await h.sandbox.app.fetch(
    new Request(`${API_URL}/_sandbox/farcaster/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ channel_token: channelToken, fid }),
    }),
  )
  expect(await res.json()).toEqual({ success: true })
}

/** Resolves with the relay link once the flow shows it (AWAITING_FARCASTER_CONNECTION). */
const linkShown = (flow: ReturnType<typeof createLoginWithFarcaster>) =>
  new Promise<string>((resolve) => {
    const check = () => {
      const { url } = flow.getSnapshot()
      if (url) resolve(url)
    }
    flow.subscribe(check)
    check()
  })

const statusCalls = (from: number) => h.sent.slice(from).filter((r) => r.url.endsWith('/farcaster/status'))

// Most tests here wait on the relay's real 2 s polls, two of them in some: more than vitest's
// default 5 s on a loaded machine.
describe('createLoginWithFarcaster', { timeout: 20_000 }, () => {
  it('A-1.07 A-2.22 A-7.26 A-7.27 A-7.28 shows the relay link and logs in once approved', async () => {
    const client = h.client()
    await client.ready()
    const from = h.sent.length
    const flow = createLoginWithFarcaster(client)
    const running = flow.start()
    const url = await linkShown(flow)
    expect(flow.getSnapshot().status).toBe('awaiting-connection')
    expect(new URL(url).pathname).toBe('/_sandbox/farcaster/approve')
    await approve(url, 20001)
    await running
    expect(flow.getSnapshot()).toMatchObject({ status: 'done', error: null })
    const polls = statusCalls(from)
    expect(polls[0]?.headers.get('farcaster-channel-token')).toBe(new URL(url).searchParams.get('channel_token'))
    expect(client.store.getSnapshot().user?.farcaster?.fid).toBe(20001)
    expect(client.getRecentLoginMethod()).toBe('farcaster')
  })

  it('A-4.24 polls the channel every 2 s, several times, until it is completed, then stops', async () => {
    const client = h.client()
    await client.ready()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const from = h.sent.length
      const flow = createLoginWithFarcaster(client)
      const running = flow.start()
      const url = await linkShown(flow)
      for (const polled of [1, 2, 3]) {
        await vi.advanceTimersByTimeAsync(1_999)
        expect(statusCalls(from)).toHaveLength(polled - 1)
        if (polled === 3) await approve(url, 20001)
        await vi.advanceTimersByTimeAsync(1)
        expect(statusCalls(from)).toHaveLength(polled)
      }
      await running
      expect(flow.getSnapshot()).toMatchObject({ status: 'done', error: null })
      await vi.advanceTimersByTimeAsync(10_000)
      expect(statusCalls(from)).toHaveLength(3)
    } finally {
      vi.useRealTimers()
    }
  })

  it('A-4.25 A-8.38 gives up after 120 s with the time-out text', async () => {
    const client = h.client()
    await client.ready()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const flow = createLoginWithFarcaster(client)
      void flow.start()
      await linkShown(flow)
      await vi.advanceTimersByTimeAsync(119_999)
      expect(flow.getSnapshot()).toMatchObject({ status: 'awaiting-connection', error: null })
      await vi.advanceTimersByTimeAsync(1)
      expect(flow.getSnapshot().status).toBe('error')
      expect(flow.getSnapshot().error).toMatchObject({
        code: 'farcaster.timeout',
        shortMessage: 'The request timed out. Try again.',
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('behavior: reset stops the polling', async () => {
    const client = h.client()
    await client.ready()
    const flow = createLoginWithFarcaster(client)
    const running = flow.start()
    await linkShown(flow)
    const from = h.sent.length
    flow.reset()
    await running
    await new Promise((resolve) => setTimeout(resolve, 2_200))
    expect(statusCalls(from)).toHaveLength(0)
    expect(flow.getSnapshot().status).toBe('initial')
  })

  it('A-7.28 A-7.29 A-4.65 A-7.30 A-4.27 A-4.28 links, waits for the signer approval, refreshes the user, unlinks', async () => {
    const client = await loginByEmail(h, h.client(), `farcaster-${Date.now()}@example.com`)
    const flow = createLoginWithFarcaster(client, { mode: 'link' })
    const running = flow.start()
    await approve(await linkShown(flow), 20003)
    await running
    expect(flow.getSnapshot().status).toBe('done')
    expect(client.store.getSnapshot().user?.farcaster).toEqual({ fid: 20003, signerPublicKey: null })

    const publicKey = `0x${'12'.repeat(32)}`
    const pending: string[] = []
    const signer = await waitForFarcasterSigner(client, {
      publicKey,
      onPending: (answer) => {
        pending.push(answer.status)
        // The user approves in their Farcaster app while the SDK polls.
        void h.sandbox.app.fetch(
          new Request(`${API_URL}/_sandbox/farcaster/signer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ public_key: publicKey, decision: 'approve' }),
          }),
        )
      },
    })
    expect(pending[0]).toBe('pending_approval')
    expect(signer.status).toBe('approved')
    expect(client.store.getSnapshot().user?.farcaster).toEqual({ fid: 20003, signerPublicKey: publicKey })

    const user = await unlinkFarcasterAccount(client, 20003)
    expect(user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
  })

  it('A-4.26 signer polling asks every 2 s and gives up after 300 s', { timeout: 60_000 }, async () => {
    const client = await loginByEmail(h, h.client(), `farcaster-slow-${Date.now()}@example.com`)
    const flow = createLoginWithFarcaster(client, { mode: 'link' })
    const running = flow.start()
    await approve(await linkShown(flow), 20002)
    await running
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const started = Date.now()
      const before = h.sent.length
      const asked = () => h.sent.slice(before).filter((r) => r.url.endsWith('/farcaster/signer/status')).length
      let polls = 0
      let outcome: unknown = null
      waitForFarcasterSigner(client, { publicKey: `0x${'56'.repeat(32)}`, onPending: () => polls++ }).catch(
        (error) => (outcome = error),
      )
      // An answer takes real time (work off the main thread), so the test waits for each one
      // without moving the fake clock (vi.waitFor would advance it).
      const answered = async (count: number, ms = 5_000) => {
        const started = performance.now()
        while (polls < count && performance.now() - started < ms) await new Promise(setImmediate)
        expect(polls).toBe(count)
      }
      await answered(1)
      await vi.advanceTimersByTimeAsync(1_999)
      await answered(1, 100)
      expect(asked()).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      await answered(2)
      for (let count = 3; count <= 150; count++) {
        await vi.advanceTimersByTimeAsync(2_000)
        await answered(count)
      }
      // Asked at 0 s, 2 s, ... 298 s, and still waiting just before 300 s.
      await vi.advanceTimersByTimeAsync(1_999)
      await answered(150, 100)
      expect({ elapsed: Date.now() - started, asked: asked(), outcome }).toEqual({
        elapsed: 299_999,
        asked: 150,
        outcome: null,
      })
      await vi.advanceTimersByTimeAsync(1)
      await answered(151)
      await vi.advanceTimersByTimeAsync(0)
      expect(Date.now() - started).toBe(300_000)
      expect(outcome).toMatchObject({ code: 'farcaster.timeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('A-4.27 A-8.39 a rejected signer fails with "Request rejected"', async () => {
    const client = await loginByEmail(h, h.client(), `farcaster-reject-${Date.now()}@example.com`)
    const flow = createLoginWithFarcaster(client, { mode: 'link' })
    const running = flow.start()
    await approve(await linkShown(flow), 20004)
    await running
    const publicKey = `0x${'34'.repeat(32)}`
    const outcome = waitForFarcasterSigner(client, {
      publicKey,
      onPending: () =>
        void h.sandbox.app.fetch(
          new Request(`${API_URL}/_sandbox/farcaster/signer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ public_key: publicKey, decision: 'revoke' }),
          }),
        ),
    })
    await expect(outcome).rejects.toMatchObject({ code: 'farcaster.signer_rejected', shortMessage: 'Request rejected' })
  })
})

describe('createLoginWithFarcaster on a captcha app', () => {
  it('A-4.09 passes the captcha before opening the channel and sends its token with farcaster/init', async () => {
    const client = h.client({ appId: h.appId('captcha') })
    await client.ready()
    const widget = sandboxWidget(h)
    const captcha = createCaptcha({ enabled: true, siteKey: 't:lobby-sandbox-captcha', loadWidget: async () => widget })
    await captcha.mount('#captcha')
    const from = h.sent.length
    const flow = createLoginWithFarcaster(client, { captcha })
    const running = flow.start()
    await approve(await linkShown(flow), 20002)
    await running
    expect(widget.executes).toBe(1)
    const init = h.sent.slice(from).find((r) => r.url.endsWith('/farcaster/init'))
    expect(((await init?.json()) as { token?: string } | undefined)?.token).toMatch(/^lobby-captcha\./)
    expect(flow.getSnapshot().status).toBe('done')
    expect(client.store.getSnapshot().user?.farcaster?.fid).toBe(20002)
  })
})

describe('createLoginWithFarcaster errors, as the Farcaster screens word them', { timeout: 20_000 }, () => {
  const screenFor = (flow: ReturnType<typeof createLoginWithFarcaster>) =>
    errorScreenFor(flow.getSnapshot().error, null, { flow: 'farcaster' })

  it('A-8.37 a rate-limited init reads "Too many requests. Please wait before trying again."', async () => {
    const client = h.client()
    await client.ready()
    // The code as the API sends it (a 429 would first go through the client's retries, A-7.07).
    await h.addFault({
      route: '/api/v1/farcaster/init',
      status: 400,
      body: { code: 'too_many_requests', error: 'Too many requests.' },
      times: 1,
    })
    try {
      const flow = createLoginWithFarcaster(client)
      await flow.start()
      expect(flow.getSnapshot().status).toBe('error')
      expect(screenFor(flow)).toMatchObject({
        screen: 'AWAITING_FARCASTER_CONNECTION',
        title: 'Too many requests. Please wait before trying again.',
      })
    } finally {
      await h.clearFaults()
    }
  })

  it('A-8.36 A-8.34 a refused signature reads "Something went wrong. Try again."; any other failure "Authentication failed"', async () => {
    const client = h.client()
    await client.ready()
    for (const [answer, title] of [
      [{ code: 'invalid_credentials', error: 'bad signature' }, 'Something went wrong. Try again.'],
      [{ code: 'farcaster_relay_down', error: 'relay down' }, 'Authentication failed'],
    ] as const) {
      await h.addFault({ route: '/api/v1/farcaster/authenticate', status: 400, body: answer, times: 1 })
      const flow = createLoginWithFarcaster(client)
      const running = flow.start()
      await approve(await linkShown(flow), 20004)
      await running
      expect(flow.getSnapshot().error?.code).toBe(answer.code)
      expect(screenFor(flow).title).toBe(title)
      await h.clearFaults()
    }
  })

  it('A-8.35 linking a fid another user holds reads "This account has already been linked to another user."', async () => {
    const owner = h.client()
    await owner.ready()
    const first = createLoginWithFarcaster(owner)
    const firstRun = first.start()
    await approve(await linkShown(first), 20001)
    await firstRun
    const other = await loginByEmail(h, h.client(), `farcaster-taken-${Date.now()}@example.com`)
    const flow = createLoginWithFarcaster(other, { mode: 'link' })
    const running = flow.start()
    await approve(await linkShown(flow), 20001)
    await running
    expect(screenFor(flow)).toMatchObject({
      title: 'This account has already been linked to another user.',
      retryable: false,
    })
  })
})
