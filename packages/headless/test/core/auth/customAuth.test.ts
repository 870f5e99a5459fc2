import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCustomAuth } from '../../../src/core/auth/customAuth'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const customCalls = () => h.sent.filter((r) => r.url.endsWith('/custom_jwt_account/authenticate')).length

describe('custom token login', () => {
  it('A-1.10 A-7.14 logs in with the host JWT, once per token, and again when it changes', async () => {
    const client = h.client()
    await client.ready()
    const auth = createCustomAuth(client)
    let token = await h.customJwt(h.appId(), `host-user-${Date.now()}`)
    const getCustomAccessToken = async () => token
    h.sent.length = 0
    await Promise.all([
      auth.sync({ getCustomAccessToken, isLoading: false }),
      auth.sync({ getCustomAccessToken, isLoading: false }),
    ])
    expect(customCalls()).toBe(1)
    expect(await h.sent[0]!.json()).toEqual({ token })
    expect(auth.getSnapshot().status).toBe('authenticated')
    const first = client.store.getSnapshot().user!
    expect(first.customAuth?.customUserId).toMatch(/^host-user-/)

    await auth.sync({ getCustomAccessToken, isLoading: false })
    expect(customCalls()).toBe(1)

    token = await h.customJwt(h.appId(), `host-user-2-${Date.now()}`)
    await auth.sync({ getCustomAccessToken, isLoading: false })
    expect(customCalls()).toBe(2)
    expect(client.store.getSnapshot().user?.id).not.toBe(first.id)
  })

  it('A-1.10 waits while the host is loading, and logs out when the host has no token', async () => {
    const client = h.client()
    await client.ready()
    const auth = createCustomAuth(client)
    const token = await h.customJwt(h.appId(), `host-user-out-${Date.now()}`)
    h.sent.length = 0
    await auth.sync({ getCustomAccessToken: async () => token, isLoading: true })
    expect(h.sent).toHaveLength(0)
    await auth.sync({ getCustomAccessToken: async () => token, isLoading: false })
    expect(client.store.getSnapshot().authenticated).toBe(true)
    await auth.sync({ getCustomAccessToken: async () => undefined, isLoading: false })
    expect(client.store.getSnapshot().authenticated).toBe(false)
    expect(auth.getSnapshot().status).toBe('unauthenticated')
  })

  it('A-8.02 a token the server refuses gives the error state with invalid_credentials', async () => {
    const client = h.client()
    const auth = createCustomAuth(client)
    await auth.sync({ getCustomAccessToken: async () => 'not.a.jwt', isLoading: false })
    expect(auth.getSnapshot().status).toBe('error')
    expect(isLobbyError(auth.getSnapshot().error, 'invalid_credentials')).toBe(true)
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })
})
