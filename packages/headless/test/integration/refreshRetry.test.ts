import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from './sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('refresh retried after a lost answer', () => {
  it("attack: A-7.06 A-7.09 A-4.53 the client's own retry of a refresh whose answer was lost after the commit keeps the session, with no reuse detected", async () => {
    const client = await loginByEmail(h, h.client(), `refresh-retry-${Date.now()}@example.com`)
    const before = client.tokens.read()
    // The sandbox rotates the token and commits, then the answer is lost (502): the client retries
    // with the token it still holds, now spent.
    await h.addFault({ route: '/api/v1/sessions', method: 'POST', dropAnswer: true, times: 1 })
    const outcome = await client.session.refresh()
    expect(outcome.status).toBe('refreshed')
    const after = client.tokens.read()
    expect(after.refreshToken).not.toBe(before.refreshToken)
    expect(client.store.getSnapshot().authenticated).toBe(true)
    expect(await h.events('refresh_token_reuse')).toEqual([])
    // The rotated token is the live one: the next refresh works.
    expect((await client.session.refresh()).status).toBe('refreshed')
    expect(client.store.getSnapshot().authenticated).toBe(true)
  }, 30_000)
})
