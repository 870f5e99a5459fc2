// @vitest-environment node
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithOAuth, unlinkOAuthAccount } from '../../../src/core/auth/loginWithOAuth'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { httpClient } from '../../integration/httpSandbox'
import { answerPopup } from './oauthOverHttp'
import { testOAuthWindow } from './oauthTestWindow'

// Server codes of that OAuth login, link and unlink meet, against a sandbox over HTTP.
let sandbox: RunningSandbox
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
}, 60_000)
afterAll(() => sandbox?.close())

describe('OAuth flows meeting the server codes', { timeout: 30_000 }, () => {
  it("A-8.44 A-8.02 oauth_unexpected: a code whose provider sends no profile fails with oauth_unexpected, 'Something went wrong', retryable", async () => {
    const { client, paths } = httpClient(sandbox)
    await client.ready()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null })
    const { state } = await answerPopup(page, flow, flow.start({ provider: 'discord', flow: 'popup' }), 'no_identity')
    expect(paths).toContain('/api/v1/oauth/authenticate')
    expect(state).toMatchObject({ status: 'failed', retryable: true })
    expect(state.error?.code).toBe('oauth_unexpected')
    expect(errorScreenFor(state.error, null, { flow: 'oauth' })).toMatchObject({
      title: 'Something went wrong',
      cta: 'Try again',
    })
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })

  it("A-5.23 A-8.02 must_be_authenticated: linking while signed out fails with must_be_authenticated, 'User must be authenticated before linking an account.', before any request", async () => {
    const { client, paths } = httpClient(sandbox)
    await client.ready()
    const before = paths.length
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null, mode: 'link' })
    await flow.start({ provider: 'github', flow: 'popup' })
    expect(flow.getSnapshot().status).toBe('failed')
    expect(flow.getSnapshot().error?.code).toBe('must_be_authenticated')
    expect(flow.getSnapshot().error?.message).toBe('User must be authenticated before linking an account.')
    expect(paths.slice(before)).toEqual([])
    expect(page.opened).toEqual([])
  })

  it('A-7.25 A-8.02 invalid_data: unlinking a provider account the user does not have is refused with invalid_data, and nothing is removed', async () => {
    const { client } = httpClient(sandbox)
    await client.ready()
    const page = testOAuthWindow()
    const flow = createLoginWithOAuth(client, { window: page, environment: null })
    const { state } = await answerPopup(page, flow, flow.start({ provider: 'github', flow: 'popup' }), 'allow')
    expect(state.status).toBe('connected')
    const refused = await unlinkOAuthAccount(client, { provider: 'github', subject: 'github-not-this-user' }).then(
      () => null,
      (error: { code: string; status?: number }) => ({ code: error.code, status: error.status }),
    )
    expect(refused).toEqual({ code: 'invalid_data', status: 400 })
    const user = await client.refreshUser()
    expect(user?.linkedAccounts.map((account) => account.type)).toContain('github_oauth')
  })
})
