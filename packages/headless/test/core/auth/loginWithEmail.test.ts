import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { CodeFlowStatus } from '../../../src/core/auth/codeFlow'
import { createLoginWithEmail } from '../../../src/core/auth/loginWithEmail'
import { recentLoginMethodKey } from '../../../src/core/auth/recentLoginMethod'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(async () => {
  await h.clearFaults()
  h.sent.length = 0
})

let n = 0
const freshEmail = () => `email-flow-${++n}-${Date.now()}@example.com`
const paths = () => h.sent.map((r) => new URL(r.url).pathname)

describe('email code flow', () => {
  it('A-4.01 A-4.05 A-7.15 A-7.16 goes initial → sending-code → awaiting-code-input → submitting-code → done and signs in', async () => {
    const client = h.client()
    await client.ready()
    const flow = createLoginWithEmail(client)
    const seen: CodeFlowStatus[] = [flow.getSnapshot().status]
    flow.subscribe(() => seen.push(flow.getSnapshot().status))
    const email = freshEmail()
    await flow.sendCode(email)
    expect(await h.inbox(email)).toHaveLength(1)
    await flow.submitCode(await h.latestCode(email))
    expect(seen).toEqual(['initial', 'sending-code', 'awaiting-code-input', 'submitting-code', 'done'])
    expect(paths().slice(-2)).toEqual(['/api/v1/passwordless/init', '/api/v1/passwordless/authenticate'])
    const { user, authenticated, status } = client.store.getSnapshot()
    expect([authenticated, status]).toEqual([true, 'authenticated'])
    expect(user?.email?.address).toBe(email)
    expect(user?.linkedAccounts[0]?.type).toBe('email')
    expect(user?.linkedAccounts[0]?.verifiedAt).toBeInstanceOf(Date)
  })

  it('A-8.02 a wrong code ends in the error state with invalid_credentials, and a right code still works after', async () => {
    const client = h.client()
    await client.ready()
    const flow = createLoginWithEmail(client)
    const email = freshEmail()
    await flow.sendCode(email)
    const code = await h.latestCode(email)
    await flow.submitCode(code === '000000' ? '111111' : '000000')
    expect(flow.getSnapshot().status).toBe('error')
    expect(isLobbyError(flow.getSnapshot().error, 'invalid_credentials')).toBe(true)
    await flow.submitCode(code)
    expect(flow.getSnapshot().status).toBe('done')
  })

  it('A-5.01 an invalid email is refused before any request, in the error state', async () => {
    const flow = createLoginWithEmail(h.client())
    await flow.sendCode('not-an-email')
    expect(flow.getSnapshot().status).toBe('error')
    expect(isLobbyError(flow.getSnapshot().error, 'email.invalid')).toBe(true)
    expect(h.sent).toHaveLength(0)
  })

  it('A-4.05 a send the server refuses ends in the error state with its code', async () => {
    const flow = createLoginWithEmail(h.client({ appId: h.appId('wallets-only') }))
    await flow.sendCode(freshEmail())
    expect(flow.getSnapshot().status).toBe('error')
    expect(isLobbyError(flow.getSnapshot().error, 'disallowed_login_method')).toBe(true)
  })

  it("A-5.07 A-5.12 a code that is not six digits is refused with 'Code should be numeric' and costs no request", async () => {
    const flow = createLoginWithEmail(h.client())
    const email = freshEmail()
    await flow.sendCode(email)
    h.sent.length = 0
    await flow.submitCode('12a456')
    expect(flow.getSnapshot()).toMatchObject({ status: 'error', destination: email })
    expect(flow.getSnapshot().error?.shortMessage).toBe('Code should be numeric')
    expect(h.sent).toHaveLength(0)
    await flow.submitCode(` ${await h.latestCode(email)} `)
    expect(flow.getSnapshot().status).toBe('done')
  })

  it("A-4.05 A-8.65 auth.no_flow: a submit before any code was sent fails with 'No auth flow in progress.' and sends nothing; sending a code then works", async () => {
    const flow = createLoginWithEmail(h.client())
    await flow.submitCode('123456')
    expect(flow.getSnapshot().status).toBe('error')
    expect(flow.getSnapshot().error?.code).toBe('auth.no_flow')
    expect(flow.getSnapshot().error?.message).toBe('No auth flow in progress.')
    expect(h.sent).toHaveLength(0)
    const email = freshEmail()
    await flow.sendCode(email)
    expect(flow.getSnapshot().status).toBe('awaiting-code-input')
  })

  it('behavior: a second send while one is running is ignored (one code, one request)', async () => {
    const flow = createLoginWithEmail(h.client())
    const email = freshEmail()
    await Promise.all([flow.sendCode(email), flow.sendCode(email)])
    expect(paths()).toEqual(['/api/v1/passwordless/init'])
    expect(await h.inbox(email)).toHaveLength(1)
  })

  it('A-4.04 login while already logged in is ignored with a warning', async () => {
    const warnings: string[] = []
    const client = await loginByEmail(h, h.client({ logger: { warn: (m: string) => warnings.push(m) } }), freshEmail())
    h.sent.length = 0
    const flow = createLoginWithEmail(client)
    await flow.sendCode(freshEmail())
    expect(flow.getSnapshot().status).toBe('initial')
    expect(h.sent).toHaveLength(0)
    expect(warnings).toHaveLength(1)
  })

  it('A-3.35 remembers email as the most recent login method of this app', async () => {
    const storage = new MemoryStorage()
    const client = await loginByEmail(h, h.client({ storage }), freshEmail())
    expect(storage.getItem(recentLoginMethodKey(h.appId()))).toBe('email')
    expect(client.getRecentLoginMethod()).toBe('email')
  })
})

describe('linking, updating and unlinking an email', () => {
  it('A-5.23 linking needs a signed-in user', async () => {
    const flow = createLoginWithEmail(h.client(), { mode: 'link' })
    const error = await flow.sendCode(freshEmail()).catch((e: unknown) => e)
    expect(isLobbyError(error, 'must_be_authenticated')).toBe(true)
    expect((error as Error).message).toBe('User must be authenticated before linking an account.')
    expect(h.sent).toHaveLength(0)
  })

  it('A-5.24 a user with an email cannot link a second one', async () => {
    const client = await loginByEmail(h, h.client(), freshEmail())
    const flow = createLoginWithEmail(client, { mode: 'link' })
    const error = await flow.sendCode(freshEmail()).catch((e: unknown) => e)
    expect(isLobbyError(error, 'cannot_link_more_of_type')).toBe(true)
    expect((error as Error).message).toBe('User already has an account of type email linked.')
  })

  it('A-7.16 A-7.18 A-4.65 links an email to an SMS user, then unlinks it and refetches the user', async () => {
    const { createLoginWithSms } = await import('../../../src/core/auth/loginWithSms')
    const client = h.client()
    await client.ready()
    const phone = `+1555${String(Date.now()).slice(-7)}`
    const sms = createLoginWithSms(client)
    await sms.sendCode(phone)
    await sms.submitCode(await h.latestCode(phone))
    expect(client.store.getSnapshot().user?.phone).toBeTruthy()

    const email = freshEmail()
    const link = createLoginWithEmail(client, { mode: 'link' })
    await link.sendCode(email)
    await link.submitCode(await h.latestCode(email))
    expect(link.getSnapshot().status).toBe('done')
    expect(paths()).toContain('/api/v1/passwordless/link')
    expect(client.store.getSnapshot().user?.email?.address).toBe(email)

    h.sent.length = 0
    const after = await client.unlinkEmail(email)
    expect(paths()).toEqual(['/api/v1/passwordless/unlink', '/api/v1/users/me'])
    expect(after?.email).toBeUndefined()
    expect(client.store.getSnapshot().user?.email).toBeUndefined()
  })

  it('A-5.16 A-5.17 an update naming no old address, or one not linked to the user, is refused before any code is sent', async () => {
    const oldAddress = freshEmail()
    const client = await loginByEmail(h, h.client(), oldAddress)
    const newAddress = freshEmail()
    h.sent.length = 0
    for (const [named, message] of [
      ['', 'An update needs the current email address.'],
      [freshEmail(), 'is not linked to this user.'],
    ] as const) {
      const update = createLoginWithEmail(client, { mode: 'update', oldAddress: named })
      await update.sendCode(newAddress)
      expect(update.getSnapshot().status).toBe('error')
      expect(isLobbyError(update.getSnapshot().error, 'invalid_data')).toBe(true)
      expect(update.getSnapshot().error?.message).toContain(message)
    }
    expect(h.sent).toHaveLength(0)
    const update = createLoginWithEmail(client, { mode: 'update', oldAddress: oldAddress.toUpperCase() })
    await update.sendCode(newAddress)
    expect(update.getSnapshot().status).toBe('awaiting-code-input')
  })

  it('A-7.17 updates the address with oldAddress, newAddress and the code sent to the new one', async () => {
    const oldAddress = freshEmail()
    const client = await loginByEmail(h, h.client(), oldAddress)
    const newAddress = freshEmail()
    const update = createLoginWithEmail(client, { mode: 'update', oldAddress })
    await update.sendCode(newAddress)
    const code = await h.latestCode(newAddress)
    h.sent.length = 0
    await update.submitCode(code)
    expect(update.getSnapshot().status).toBe('done')
    expect(await h.sent[0]!.json()).toEqual({ oldAddress, newAddress, code })
    expect(client.store.getSnapshot().user?.email?.address).toBe(newAddress)
  })
})
