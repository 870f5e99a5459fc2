import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLoginWithCrossApp, getCrossAppAccessToken } from '../../../src/core/auth/loginWithCrossApp'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import { MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { consent, testOAuthWindow } from './oauthTestWindow'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('cross-app login', () => {
  it('A-1.08 A-4.33 A-9.21 A-3.11 A-3.15 W-7.31 W-7.32 logs in with the provider app in a 400 by 680 popup: a cross_app account, and the provider transact token kept', async () => {
    const storage = new MemoryStorage()
    const client = h.client({ storage })
    await client.ready()
    const providerAppId = h.appId('cross-app-provider')
    const page = testOAuthWindow()
    const flow = createLoginWithCrossApp(client, { window: page, environment: null })
    const done = flow.start({ appId: providerAppId })
    await vi.waitFor(() => expect(page.opened[0]?.url).toMatch(/^http/))
    expect(page.opened).toHaveLength(1)
    const opened = page.opened[0]
    expect(opened?.size).toEqual({ width: 400, height: 680 })
    const init = (await h.sent.find((r) => r.url.endsWith('/oauth/init'))?.json()) as { provider: string }
    expect(init.provider).toBe(`privy:${providerAppId}`)
    const back = await consent(h, opened?.url ?? '', 'allow', 'ada')
    page.post(page.origin, {
      type: OAUTH_RESPONSE_MESSAGE,
      authorizationCode: back.searchParams.get('privy_oauth_code'),
      stateCode: back.searchParams.get('privy_oauth_state'),
    })
    await done
    expect(flow.getSnapshot().status).toBe('connected')
    const account = client.store.getSnapshot().user?.linkedAccounts.find((a) => a.type === 'cross_app')
    // The provider app's user has its embedded wallet, made on login by the sandbox's provider app.
    expect(account).toMatchObject({
      providerAppId,
      embeddedWallets: [{ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/) }],
    })
    const token = getCrossAppAccessToken(storage, providerAppId)
    expect(token).toBe(flow.getSnapshot().result?.oauthTokens?.access_token)
    // The kept token opens the provider's signature page for this page, and is no session of the provider app.
    const wallet = (account as { embeddedWallets: Array<{ address: string }> } | undefined)?.embeddedWallets[0]?.address
    const request = JSON.stringify({
      content: { request: { method: 'personal_sign', params: ['0x6869', wallet] } },
      timestamp: Date.now(),
      callbackUrl: page.href,
    })
    const transact = await h.sandbox.app.fetch(
      new Request(`http://sandbox.test/oauth/transact?${new URLSearchParams({ token: token ?? '', request })}`),
    )
    expect(transact.status).toBe(200)
    const me = await h.sandbox.app.fetch(
      new Request('http://sandbox.test/api/v1/users/me', {
        headers: { 'privy-app-id': providerAppId, authorization: `Bearer ${token}` },
      }),
    )
    expect(me.status).toBe(401)
  })

  it('behavior: a provider app id that is not 25 characters fails before any request', async () => {
    const client = h.client({ storage: new MemoryStorage() })
    await client.ready()
    h.sent.length = 0
    const flow = createLoginWithCrossApp(client, { window: testOAuthWindow(), environment: null })
    await flow.start({ appId: 'short' })
    expect(flow.getSnapshot().status).toBe('failed')
    expect(h.sent).toEqual([])
  })
})
