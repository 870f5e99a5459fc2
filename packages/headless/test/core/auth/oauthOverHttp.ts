import { expect, vi } from 'vitest'
import type { OAuthState } from '../../../src/core/auth/loginWithOAuth'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import type { Readable } from '../../../src/core/store'
import type { TestOAuthWindow } from './oauthTestWindow'

/**
 * Runs a popup OAuth flow started by `start` on `page`: answers the sandbox's consent page with
 * `decision` as the user's click does, hands the return to the opener as the popup's landing
 * page does (handOffOAuthReturn), and waits for the flow. Answers where the provider sent the browser.
 */
export async function answerPopup(
  page: TestOAuthWindow,
  flow: Readable<OAuthState>,
  done: Promise<void>,
  decision: string,
): Promise<{ state: OAuthState; back: URL }> {
  await vi.waitFor(() => expect(page.opened[0]?.url).toMatch(/^http/), { timeout: 10_000 })
  const authorize = new URL(page.opened[0]?.url ?? '')
  const decided = await fetch(new URL('decide', authorize), {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({
      app_id: authorize.searchParams.get('app_id') ?? '',
      state_code: authorize.searchParams.get('state_code') ?? '',
      decision,
      login: 'ada',
    }),
  })
  expect(decided.status).toBe(302)
  const back = new URL(decided.headers.get('location') ?? '')
  page.post(page.origin, {
    type: OAUTH_RESPONSE_MESSAGE,
    authorizationCode: back.searchParams.get('privy_oauth_code'),
    stateCode: back.searchParams.get('privy_oauth_state'),
    provider: back.searchParams.get('privy_oauth_provider'),
  })
  await done
  return { state: flow.getSnapshot(), back }
}
