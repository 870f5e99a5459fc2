import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAllowlisted } from '../../src/api/allowlist.ts'
import type { SandboxAppDefinition } from '../../src/apps/loadApps.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'

// An invite-only app with more methods than email and SMS: the list must hold for every one.
const INVITE_ONLY: SandboxAppDefinition = {
  slug: 'invite-only',
  id: 'lobbytestinviteonly000001',
  name: 'Invite only',
  config: { email_auth: true, sms_auth: true, guest_auth: true, wallet_auth: true },
  sandbox: { allowlist: ['invited@example.com', '+15555550100', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'] },
}

let running: RunningSandbox
let client: ReturnType<typeof loopbackClient>

beforeAll(async () => {
  running = await startSandbox({ port: 0, apps: [INVITE_ONLY] })
  client = loopbackClient(running, 'invite-only')
}, 120_000)
afterAll(() => running?.close())

describe('allowlist for every login method', () => {
  it('attack: A-6.04 A-8.08 a guest login on an invite-only app is allowlist_rejected and creates no user', async () => {
    const res = await client.post('/guest/authenticate', { guest_credential: randomBytes(32).toString('base64url') })
    expect([res.status, res.body]).toEqual([
      403,
      { code: 'allowlist_rejected', error: "You don't have access to this app" },
    ])
    expect(await running.sandbox.store.countUsers(running.sandbox.store.db, INVITE_ONLY.id)).toBe(0)
  }, 30_000)

  it('A-6.04 normal path: the invited email still signs in, an uninvited one does not', async () => {
    const login = async (email: string) => {
      await client.post('/passwordless/init', { email })
      return (await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })).status
    }
    expect(await login('Invited@Example.com')).toBe(200)
    expect(await login(uniqueEmail('stranger'))).toBe(403)
  }, 30_000)

  it('A-6.04 an account is admitted by its email, phone number, wallet address or provider-vouched email, or by a listed account of its user', () => {
    const admits = (...accounts: Array<{ type: string; identifier: string; details?: Record<string, unknown> }>) =>
      isAllowlisted(
        INVITE_ONLY,
        accounts.map((a) => ({ details: {}, ...a })),
      )
    expect(admits({ type: 'wallet', identifier: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' })).toBe(true)
    expect(admits({ type: 'wallet', identifier: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' })).toBe(false)
    expect(admits({ type: 'google_oauth', identifier: '1234', details: { email: 'INVITED@example.com' } })).toBe(true)
    expect(admits({ type: 'google_oauth', identifier: '1234', details: { email: 'other@example.com' } })).toBe(false)
    expect(admits({ type: 'passkey', identifier: 'cred-1' })).toBe(false)
    expect(admits({ type: 'passkey', identifier: 'cred-1' }, { type: 'phone', identifier: '+15555550100' })).toBe(true)
  })
})
