import type { RunningSandbox } from '@lobby/sandbox'
import { expect, vi } from 'vitest'
import type { OAuthState } from '../../../src/core/auth/loginWithOAuth'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import { createLobbyClient, type LobbyClient } from '../../../src/core/client'
import type { Readable } from '../../../src/core/store'
import { MemoryStorage } from '../../integration/sandboxHarness'
import type { TestOAuthWindow } from './oauthTestWindow'

/** A client of the sandbox's `all-methods` app over real HTTP, recording the paths it calls. */
export function httpClient(sandbox: RunningSandbox): { client: LobbyClient; paths: string[] } {
  const paths: string[] = []
  const client = createLobbyClient({
    appId: sandbox.sandbox.apps['all-methods']?.id ?? '',
    apiUrl: sandbox.url,
    fetch: (request: Request) => {
      paths.push(new URL(request.url).pathname)
      return fetch(request)
    },
    storage: new MemoryStorage(),
    cookies: { cookie: '' },
    pageUrl: null,
    analytics: false,
    logger: { warn: () => undefined },
  })
  return { client, paths }
}

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
  await vi.waitFor(() => expect(page.opened[0]?.url).toMatch(/^http/))
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
