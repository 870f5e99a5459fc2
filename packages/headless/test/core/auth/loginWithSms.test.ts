import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithSms } from '../../../src/core/auth/loginWithSms'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

let n = 0
const freshPhone = () => `+1555${String(Date.now() + ++n).slice(-7)}`

describe('SMS code flow', () => {
  it('A-4.01 A-4.05 A-7.19 A-7.20 texts a code to phoneNumber and logs in with it', async () => {
    const client = h.client()
    await client.ready()
    const flow = createLoginWithSms(client)
    const phone = freshPhone()
    h.sent.length = 0
    await flow.sendCode(phone)
    expect(flow.getSnapshot()).toMatchObject({ status: 'awaiting-code-input', destination: phone })
    expect(await h.sent[0]!.json()).toEqual({ phoneNumber: phone })
    await flow.submitCode(await h.latestCode(phone))
    expect(flow.getSnapshot().status).toBe('done')
    expect(client.store.getSnapshot().user?.phone?.number).toBe(phone)
  })

  it('behavior: a number without its calling code is refused before any request', async () => {
    const flow = createLoginWithSms(h.client())
    h.sent.length = 0
    await flow.sendCode('555 0100')
    expect(flow.getSnapshot().status).toBe('error')
    expect(flow.getSnapshot().error?.code).toBe('phone.invalid')
    await flow.sendCode(undefined as unknown as string)
    expect(flow.getSnapshot().error?.code).toBe('phone.invalid')
    expect(h.sent).toHaveLength(0)
  })

  it('A-8.02 an SMS to a region the app does not serve fails with not_supported', async () => {
    const client = h.client({ appId: h.appId('sms-region-blocked') })
    const flow = createLoginWithSms(client)
    await flow.sendCode('+33612345678')
    expect(flow.getSnapshot().status).toBe('error')
    expect(isLobbyError(flow.getSnapshot().error, 'not_supported')).toBe(true)
  })

  it('A-5.17 a number update by a user with no number linked is refused before any code is sent', async () => {
    const { createLoginWithEmail } = await import('../../../src/core/auth/loginWithEmail')
    const client = h.client()
    await client.ready()
    const email = `sms-less-${Date.now()}@example.com`
    const login = createLoginWithEmail(client)
    await login.sendCode(email)
    await login.submitCode(await h.latestCode(email))
    h.sent.length = 0
    const update = createLoginWithSms(client, { mode: 'update', oldPhoneNumber: freshPhone() })
    await update.sendCode(freshPhone())
    expect(update.getSnapshot().status).toBe('error')
    expect(isLobbyError(update.getSnapshot().error, 'invalid_data')).toBe(true)
    expect(update.getSnapshot().error?.message).toContain('is not linked to this user.')
    expect(h.sent).toHaveLength(0)
  })

  it('A-7.21 A-7.22 A-4.65 updates the number (snake_case fields), then unlinks it with a user refetch', async () => {
    const { createLoginWithEmail } = await import('../../../src/core/auth/loginWithEmail')
    const client = h.client()
    await client.ready()
    const email = `sms-owner-${Date.now()}@example.com`
    const login = createLoginWithEmail(client)
    await login.sendCode(email)
    await login.submitCode(await h.latestCode(email))

    const first = freshPhone()
    const link = createLoginWithSms(client, { mode: 'link' })
    await link.sendCode(first)
    await link.submitCode(await h.latestCode(first))
    expect(client.store.getSnapshot().user?.phone?.number).toBe(first)

    const second = freshPhone()
    const update = createLoginWithSms(client, { mode: 'update', oldPhoneNumber: first })
    await update.sendCode(second)
    const code = await h.latestCode(second)
    h.sent.length = 0
    await update.submitCode(code)
    expect(await h.sent[0]!.json()).toEqual({ old_phone_number: first, new_phone_number: second, code })
    expect(client.store.getSnapshot().user?.phone?.number).toBe(second)

    h.sent.length = 0
    await client.unlinkPhone(second)
    expect(h.sent.map((r) => new URL(r.url).pathname)).toEqual(['/api/v1/passwordless_sms/unlink', '/api/v1/users/me'])
    expect(client.store.getSnapshot().user?.phone).toBeUndefined()
  })
})
