import { createHash, randomBytes } from 'node:crypto'
import { WireAuthResult } from '@lobby/headless/core'
import type { Hex } from 'viem'
import type { Sandbox } from '../../src/index.ts'
import { sandboxClient } from './sandboxClient.ts'

/** The requester app's page (a loopback origin `all-methods` allows) the cross-app flows return to. */
export const REQUESTER = 'http://127.0.0.1:5199'

/** Cross-app OAuth from the requester app `all-methods` with a provider app, as the consent page answers it. */
export async function crossAppLogin(
  sandbox: Sandbox,
  providerSlug: string,
  login = `user${randomBytes(4).toString('hex')}`,
) {
  const client = sandboxClient(sandbox, 'all-methods')
  const providerAppId = sandbox.apps[providerSlug]?.id ?? ''
  const verifier = randomBytes(36).toString('base64url')
  const state = randomBytes(36).toString('base64url')
  const init = await client.post('/oauth/init', {
    provider: `privy:${providerAppId}`,
    redirect_to: `${REQUESTER}/login`,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    state_code: state,
  })
  const url = new URL(String(init.body.url))
  const decided = await sandbox.app.fetch(
    new Request(new URL('decide', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ app_id: client.appId, state_code: state, login, decision: 'allow' }),
    }),
  )
  const back = new URL(decided.headers.get('location') ?? '')
  const res = await client.post('/oauth/authenticate', {
    authorization_code: back.searchParams.get('privy_oauth_code'),
    state_code: state,
    code_verifier: verifier,
  })
  const result = WireAuthResult.parse(res.body)
  const account = result.user.linked_accounts.find((entry) => entry.type === 'cross_app')
  return { result, account, wallet: (account?.embedded_wallets?.[0]?.address ?? '') as Hex }
}
