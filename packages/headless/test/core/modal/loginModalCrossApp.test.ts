import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import { loginOptionLabel } from '../../../src/core/rules/displayNames'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { consent } from '../auth/oauthTestWindow'
import { startOAuthLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

/** A started modal of the all-methods app whose host lists the sandbox's provider app in loginMethodsAndOrder. */
async function setUp() {
  const providerAppId = h.appId('cross-app-provider')
  const method = `privy:${providerAppId}` as const
  const modal = await startOAuthLoginModal(h, { primary: ['email', method], overflow: ['google'] }, stops)
  return { ...modal, providerAppId, method }
}

describe('createLoginModal cross-app login', () => {
  it("A-1.08 A-3.30 W-7.33 the host's privy:{appId} method is a button of the login list, 'Continue with another app' until the provider app's name is known", async () => {
    const { view, method, providerAppId } = await setUp()
    view().open('LANDING')
    const landing = () => view().landing
    expect(landing()?.layout.items).toEqual([
      { type: 'field', methods: ['email'], isRecent: false },
      { type: 'method', method, isRecent: false },
      { type: 'view', view: 'overflow', label: 'More options' },
    ])
    expect(loginOptionLabel(method, landing()?.providerApps)).toBe('Continue with another app')
    await until(() => expect(landing()?.providerApps[providerAppId]).toEqual({ name: 'Provider app', logoUrl: null }))
    expect(loginOptionLabel(method, landing()?.providerApps)).toBe('Provider app')
  })

  it('A-2.23 A-4.33 A-9.21 W-7.31 picking it shows CROSS_APP_AUTH_SCREEN pending and a 400 by 680 popup; allowed, the user is logged in with a cross_app account and the modal closes', async () => {
    const { view, page, client, clock, method, providerAppId } = await setUp()
    view().open('LANDING')
    clock.advance(15)
    expect(view().isOpen).toBe(true)
    view().landing?.selectMethod(method)
    expect(view().screen).toEqual({ name: 'CROSS_APP_AUTH_SCREEN', params: { providerAppId } })
    expect(view().crossApp).toMatchObject({ providerAppId, status: 'pending', error: null })
    await until(() => expect(view().crossApp?.providerAppName).toBe('Provider app'))
    await until(() => expect(page.opened[0]?.url).toMatch(/^http/))
    expect(page.opened).toHaveLength(1)
    expect(page.opened[0]?.size).toEqual({ width: 400, height: 680 })
    const init = (await h.sent.findLast((r) => r.url.endsWith('/oauth/init'))?.json()) as { provider: string }
    expect(init.provider).toBe(method)
    const back = await consent(h, page.opened[0]?.url ?? '', 'allow', 'ada')
    page.post(page.origin, {
      type: OAUTH_RESPONSE_MESSAGE,
      authorizationCode: back.searchParams.get('privy_oauth_code'),
      stateCode: back.searchParams.get('privy_oauth_state'),
    })
    await until(() => expect(view().isOpen).toBe(false))
    const accounts = client.store.getSnapshot().user?.linkedAccounts ?? []
    expect(accounts.find((account) => account.type === 'cross_app')).toMatchObject({ providerAppId })
  })

  /** Picks the cross-app method and answers the provider app's page with `decision`, as its popup posts back. */
  const answered = async (decision: string) => {
    const set = await setUp()
    set.view().open('LANDING')
    set.view().landing?.selectMethod(set.method)
    await until(() => expect(set.page.opened[0]?.url).toMatch(/^http/))
    const back = await consent(h, set.page.opened[0]?.url ?? '', decision)
    set.page.post(set.page.origin, {
      type: OAUTH_RESPONSE_MESSAGE,
      authorizationCode: back.searchParams.get('privy_oauth_code'),
      stateCode: back.searchParams.get('privy_oauth_state'),
    })
    return set
  }

  it("W-8.60 A-4.32 a provider app that comes back without a code: '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.' on CROSS_APP_AUTH_SCREEN, with Retry", async () => {
    const { view } = await answered('no_code')
    await until(() => expect(view().crossApp?.status).toBe('failure'))
    expect(view().screen?.name).toBe('CROSS_APP_AUTH_SCREEN')
    expect(view().crossApp).toMatchObject({
      error: '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
      canRetry: true,
    })
  })

  it("W-8.62 a code the server refuses for a suspended account goes to ERROR_SCREEN with 'Invalid code during cross-app auth flow.'", async () => {
    const { view } = await answered('suspended')
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error?.detail).toBe('Invalid code during cross-app auth flow.')
    expect(view().error?.canGoBack).toBe(true)
  })

  it("W-4.49 W-8.61 A-4.32 a closed popup shows 'User denied confirmation during cross-app auth flow' with Retry, which opens a new popup; Back returns to LANDING", async () => {
    const { view, page, method } = await setUp()
    view().open('LANDING')
    view().landing?.selectMethod(method)
    await until(() => expect(page.opened[0]?.url).toMatch(/^http/))
    const first = page.opened[0]
    if (first) first.popup.closed = true
    await until(() => expect(view().crossApp?.status).toBe('failure'))
    expect(view().crossApp).toMatchObject({
      error: 'User denied confirmation during cross-app auth flow',
      canRetry: true,
    })
    expect(view().screen?.name).toBe('CROSS_APP_AUTH_SCREEN')
    view().crossApp?.retry()
    await until(() => expect(view().crossApp?.status).toBe('pending'))
    await until(() => expect(page.opened[1]?.size).toEqual({ width: 400, height: 680 }))
    // The popup opens before the provider's URL is known: wait for it, so no request outlives the test.
    await until(() => expect(page.opened[1]?.url).toMatch(/^http/))
    view().back()
    expect(view().screen?.name).toBe('LANDING')
  })
})
