import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Codes sent to addresses that never finish their login are abandoned rows; a sandbox left
// running (our users' CI kit) must not keep them for ever.

const MINUTE = 60_000
let clock = Date.parse('2026-11-28T08:00:00Z')
let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox({ now: () => clock })
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const codeRows = async () =>
  Number((await sandbox.store.db.query<{ n: number | string }>('select count(*) as n from verification_codes'))[0]?.n)

describe('expiring verification codes', () => {
  it('attack: A-7.15 unused email codes are gone 10 minutes after their 10-minute life; a live one stays and still signs in', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/passwordless/init', { email: uniqueEmail('abandoned') })).status).toBe(200)
    }
    expect(await codeRows()).toBe(5)
    clock += 21 * MINUTE
    const live = uniqueEmail('live')
    expect((await client.post('/passwordless/init', { email: live })).status).toBe(200)
    expect(await codeRows()).toBe(1)
    const res = await client.post('/passwordless/authenticate', { email: live, code: await client.lastCode(live) })
    expect(res.status).toBe(200)
  })
})
