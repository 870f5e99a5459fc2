import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithEmail } from '../../src/core/auth/loginWithEmail'
import { isLobbyError } from '../../src/core/errors/lobbyError'
import { type SandboxHarness, startSandboxHarness } from './sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

async function tryLogin(slug: string, email: string) {
  const client = h.client({ appId: h.appId(slug) })
  await client.ready()
  const flow = createLoginWithEmail(client)
  await flow.sendCode(email)
  await flow.submitCode(await h.latestCode(email))
  return { client, state: flow.getSnapshot() }
}

describe('per-app policies seen by the client', () => {
  it('A-6.04 A-8.02 an allowlist app refuses an uninvited email with allowlist_rejected and signs nobody in', async () => {
    const refused = await tryLogin('allowlist', 'stranger@example.com')
    expect(refused.state.status).toBe('error')
    expect(isLobbyError(refused.state.error, 'allowlist_rejected')).toBe(true)
    expect(refused.client.store.getSnapshot().authenticated).toBe(false)
    expect(refused.client.tokens.read().token).toBeNull()
    expect(refused.client.store.getSnapshot().config?.allowlist.errorTitle).toBe('Invite only')
    const invited = await tryLogin('allowlist', 'invited@example.com')
    expect(invited.state.status).toBe('done')
  })

  it('A-6.05 A-8.02 a user-limit app refuses new users past its limit with max_accounts_reached', async () => {
    const results = []
    for (let i = 0; i < 3; i++) results.push(await tryLogin('user-limit', `limit-${i}-${Date.now()}@example.com`))
    expect(results.map((r) => r.state.status)).toEqual(['done', 'done', 'error'])
    expect(isLobbyError(results[2]!.state.error, 'max_accounts_reached')).toBe(true)
    expect(results[2]!.state.error?.shortMessage).toBe(
      'Unable to sign in. This application has reached its user limit and cannot sign in new users.',
    )
  })
})
