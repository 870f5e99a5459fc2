import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { consent } from '../auth/oauthTestWindow'
import { startOAuthLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

/** A started modal of the all-methods app whose login list holds Google and the sandbox's provider app. */
async function setUp() {
  const providerAppId = h.appId('cross-app-provider')
  const crossApp = `privy:${providerAppId}` as const
  const { page, view } = await startOAuthLoginModal(h, { primary: ['email', 'google', crossApp] }, stops)
  return { page, view, crossApp }
}

/** Picks `method` on LANDING and answers the provider's consent page with `decision`, as its popup posts back. */
async function answered(method: 'google' | 'cross-app', decision: string) {
  const set = await setUp()
  set.view().open('LANDING')
  set.view().landing?.selectMethod(method === 'google' ? 'google' : set.crossApp)
  await until(() => expect(set.page.opened[0]?.url).toMatch(/^http/))
  const back = await consent(h, set.page.opened[0]?.url ?? '', decision)
  set.page.post(set.page.origin, {
    type: OAUTH_RESPONSE_MESSAGE,
    authorizationCode: back.searchParams.get('privy_oauth_code'),
    stateCode: back.searchParams.get('privy_oauth_state'),
  })
  await until(() => expect(set.view().screen?.name).toBe('ERROR_SCREEN'))
  return set
}

describe('createLoginModal ERROR_SCREEN keeps the reading of the flow that raised it', () => {
  it("A-8.42 A-8.70 an OAuth login refused for a suspended account: 'Not allowed', the server's message, 'Try another method' back to the OAuth screen", async () => {
    const { view } = await answered('google', 'suspended')
    expect(view().error).toMatchObject({
      title: 'Not allowed',
      detail: 'This google account is suspended.',
      cta: 'Try another method',
      action: 'back',
      canGoBack: true,
    })
    view().error?.ctaClick()
    expect(view().screen?.name).toBe('AWAITING_OAUTH_SCREEN')
  })

  it("A-8.42 W-8.62 a cross-app login refused for a suspended account: 'Not allowed', 'Invalid code during cross-app auth flow.', 'Try another method'", async () => {
    const { view } = await answered('cross-app', 'suspended')
    expect(view().error).toMatchObject({
      title: 'Not allowed',
      detail: 'Invalid code during cross-app auth flow.',
      cta: 'Try another method',
      action: 'back',
      canGoBack: true,
    })
    view().error?.ctaClick()
    expect(view().screen?.name).toBe('CROSS_APP_AUTH_SCREEN')
  })

  it("A-8.41 an OAuth provider's own rate limit is told apart from ours: 'Request failed' with the provider's message, not 'Too many attempts.'", async () => {
    const { view } = await answered('google', 'rate_limited')
    expect(view().error).toMatchObject({
      title: 'Request failed',
      detail: 'google is rate limiting this app. Please wait a moment and try again.',
      cta: 'Try again later',
    })
  })

  it('A-2.27 A-8.18 an error the host shows with no flow reads as the general mapping', async () => {
    const { view } = await setUp()
    view().open('LANDING')
    view().navigator.showError(
      new LobbyError('api_error', 'oauth_account_suspended', 'This google account is suspended.'),
    )
    expect(view().error).toMatchObject({
      title: 'Something went wrong',
      detail: 'This google account is suspended.',
      cta: 'Try again later',
    })
  })
})
