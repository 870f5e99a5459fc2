// @vitest-environment node
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithCrossApp } from '../../../src/core/auth/loginWithCrossApp'
import { createLoginWithOAuth } from '../../../src/core/auth/loginWithOAuth'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { httpClient } from '../../integration/httpSandbox'
import { answerPopup } from './oauthOverHttp'
import { testOAuthWindow } from './oauthTestWindow'

// Cross-app login against a sandbox over real HTTP: the provider app's consent page answers
// each way a provider can, and the flow fails with the spec's cross-app texts (W-8.60 to W-8.62).
let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
}, 60_000)
afterAll(() => sandbox?.close())
afterEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' })
})

/** Starts a cross-app (or plain OAuth) login in a popup and answers the consent page with `decision`. */
async function loginAnswered(decision: string, provider: 'cross-app' | 'github' = 'cross-app') {
  const { client, paths } = httpClient(sandbox)
  await client.ready()
  const page = testOAuthWindow()
  const appId = sandbox.sandbox.apps['cross-app-provider']?.id ?? ''
  const crossApp = createLoginWithCrossApp(client, { window: page, environment: null })
  const oauth = createLoginWithOAuth(client, { window: page, environment: null })
  const flow = provider === 'cross-app' ? crossApp : oauth
  const done = provider === 'cross-app' ? crossApp.start({ appId }) : oauth.start({ provider, flow: 'popup' })
  const { state, back } = await answerPopup(page, flow, done, decision)
  return { state, back, paths, authenticated: client.store.getSnapshot().authenticated }
}

describe('cross-app login errors over HTTP', { timeout: 30_000 }, () => {
  it("W-8.60 cross_app.codes_missing: a provider that comes back without a code fails with '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.' and nothing is redeemed", async () => {
    const { state, back, paths, authenticated } = await loginAnswered('no_code')
    expect(back.searchParams.has('privy_oauth_code')).toBe(false)
    expect(state.status).toBe('failed')
    expect(state.error?.code).toBe('cross_app.codes_missing')
    expect(state.error?.message).toBe(
      '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
    )
    expect(errorScreenFor(state.error, null, { flow: 'oauth' }).detail).toBe(
      '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
    )
    expect(paths).not.toContain('/api/v1/oauth/authenticate')
    expect(authenticated).toBe(false)
  })

  it("W-8.61 oauth_user_denied: denying on the provider app's page fails with 'User denied confirmation during cross-app auth flow', retryable", async () => {
    const { state, back, paths, authenticated } = await loginAnswered('deny')
    expect(back.searchParams.get('privy_oauth_code')).toBe('undefined')
    expect(state).toMatchObject({ status: 'failed', retryable: true })
    expect(state.error?.code).toBe('oauth_user_denied')
    expect(state.error?.message).toBe('User denied confirmation during cross-app auth flow')
    // shown on the waiting screen itself, with a retry.
    expect(errorScreenFor(state.error, null, { flow: 'oauth' })).toMatchObject({
      screen: 'AWAITING_OAUTH_SCREEN',
      inline: true,
      title: 'User denied confirmation during cross-app auth flow',
    })
    expect(paths).not.toContain('/api/v1/oauth/authenticate')
    expect(authenticated).toBe(false)
  })

  it("W-8.62 the server refuses the code: 'Invalid code during cross-app auth flow.' with the server's code (oauth_account_suspended)", async () => {
    const { state, paths, authenticated } = await loginAnswered('suspended')
    expect(paths).toContain('/api/v1/oauth/authenticate')
    expect(state.status).toBe('failed')
    expect(state.error?.code).toBe('oauth_account_suspended')
    expect(state.error?.message).toBe('Invalid code during cross-app auth flow.')
    expect(state.error?.status).toBe(403)
    // The code still picks its screen, now with the cross-app text.
    expect(errorScreenFor(state.error, null, { flow: 'oauth' })).toMatchObject({
      title: 'Not allowed',
      detail: 'Invalid code during cross-app auth flow.',
    })
    expect(authenticated).toBe(false)
  })

  it("W-8.62 unknown_auth_error: an answer to the exchange that carries no code gives 'Invalid code during cross-app auth flow.' coded unknown_auth_error", async () => {
    const fault = await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/oauth/authenticate', malformed: true, times: 1 }),
    })
    expect(fault.ok).toBe(true)
    const { state, paths, authenticated } = await loginAnswered('allow')
    expect(paths).toContain('/api/v1/oauth/authenticate')
    expect(state.status).toBe('failed')
    expect(state.error?.code).toBe('unknown_auth_error')
    expect(state.error?.message).toBe('Invalid code during cross-app auth flow.')
    expect(errorScreenFor(state.error, null, { flow: 'oauth' }).detail).toBe('Invalid code during cross-app auth flow.')
    expect(authenticated).toBe(false)
  })

  it('behavior: a plain OAuth provider keeps its own texts for the same answers', async () => {
    const denied = await loginAnswered('deny', 'github')
    expect(denied.state.error?.code).toBe('oauth_user_denied')
    expect(denied.state.error?.message).not.toContain('cross-app')
    const failed = await loginAnswered('no_code', 'github')
    expect(failed.state.error?.code).toBe('oauth.incomplete')
  })
})
