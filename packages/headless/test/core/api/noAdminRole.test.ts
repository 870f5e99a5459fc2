import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canRunLogin } from '../../../src/core/rules/guest'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

let marked = 0
/** Adds what an API with an admin notion might send to every user object the sandbox answers. */
async function withAdminClaims(request: Request): Promise<Response> {
  const response = await h.fetch(request)
  if (!response.headers.get('content-type')?.includes('json')) return response
  const body = (await response.json()) as Record<string, unknown>
  const mark = (user: unknown) => {
    if (!user || typeof user !== 'object') return user
    marked += 1
    return { ...user, role: 'admin', is_admin: true, roles: ['admin'] }
  }
  const answer = 'linked_accounts' in body ? mark(body) : 'user' in body ? { ...body, user: mark(body.user) } : body
  return new Response(JSON.stringify(answer), { status: response.status, headers: response.headers })
}

describe('A-1.18 no admin role', () => {
  it('A-1.18 the sandbox answers a user with the spec fields only: no role, no admin flag', async () => {
    const client = await loginByEmail(h, h.client({ storage: new MemoryStorage() }), `roles-${Date.now()}@example.com`)
    const res = await h.fetch(
      new Request(`${client.http.apiUrl}/api/v1/users/me`, {
        headers: { 'privy-app-id': client.appId, authorization: `Bearer ${await client.getAccessToken()}` },
      }),
    )
    const { user } = (await res.json()) as { user: Record<string, unknown> }
    expect(Object.keys(user).sort()).toEqual(
      ['created_at', 'has_accepted_terms', 'id', 'is_guest', 'linked_accounts', 'mfa_methods'].sort(),
    )
  }, 20_000)

  it('A-1.18 A-1.17 a user the API marks as admin is shown as a plain authenticated user: no role reaches the SDK', async () => {
    const client = await loginByEmail(
      h,
      h.client({ storage: new MemoryStorage(), fetch: withAdminClaims }),
      `marked-${Date.now()}@example.com`,
    )
    await client.refreshUser()
    expect(marked).toBeGreaterThanOrEqual(2)
    const { user, authenticated } = client.store.getSnapshot()
    expect(authenticated).toBe(true)
    expect(user?.isGuest).toBe(false)
    expect(JSON.stringify(user)).not.toMatch(/admin|role/i)
    // The only roles: visitor, authenticated user, guest; an admin is none of them, so login stays closed.
    expect(canRunLogin(user)).toBe(false)
  }, 20_000)
})
