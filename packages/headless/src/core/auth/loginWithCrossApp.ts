import type { LobbyClient } from '../client'
import { CROSS_APP_POPUP_SIZE } from '../cross-app/crossAppSign'
import { createLoginWithOAuth, type LoginWithOAuthOptions, type OAuthFlow } from './loginWithOAuth'

/** Where the provider app's access token for this user is kept, per provider app. */
export function crossAppTokenKey(providerAppId: string): string {
  return `privy:cross-app:${providerAppId}`
}

/** W-4.45 The stored access token of a provider app, or null. */
export function getCrossAppAccessToken(storage: LobbyClient['storage'], providerAppId: string): string | null {
  return storage?.getItem(crossAppTokenKey(providerAppId)) ?? null
}

/** W-7.35 Stores (a string) or clears (null) a provider app's access token. */
export function setCrossAppAccessToken(
  storage: LobbyClient['storage'],
  providerAppId: string,
  token: string | null,
): void {
  if (token === null) storage?.removeItem(crossAppTokenKey(providerAppId))
  else storage?.setItem(crossAppTokenKey(providerAppId), token)
}

/**
 * Issue 15: removes every provider app's access token, so none outlives the user it was
 * issued to (logout, another user). A storage that cannot list its keys (no `key`/`length`)
 * loses at least those of `providerAppIds`, the leaving user's cross-app accounts.
 */
export function clearCrossAppAccessTokens(
  storage: (NonNullable<LobbyClient['storage']> & Partial<Pick<Storage, 'key' | 'length'>>) | null,
  providerAppIds: readonly string[] = [],
): void {
  if (!storage) return
  const keys = new Set(providerAppIds.map(crossAppTokenKey))
  const prefix = crossAppTokenKey('')
  if (storage.key && typeof storage.length === 'number') {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key?.startsWith(prefix)) keys.add(key)
    }
  }
  for (const key of keys) storage.removeItem(key)
}

/** Options of a cross-app login: the OAuth options, less the popup size, which fixes. */
export type LoginWithCrossAppOptions = Omit<LoginWithOAuthOptions, 'popupSize' | 'onConnected'>

/** A running cross-app login. */
export type CrossAppLogin = Omit<OAuthFlow, 'start'> & {
  /** Logs in (or links) with the user's account of the provider app `appId`. */
  start(input: { appId: string }): Promise<void>
}

/**
 * Cross-app login: OAuth with the provider `privy:{appId}` (W-7.31) in a
 * 400 by 680 popup; the result is a cross_app linked account, and the provider app's
 * access token from `oauth_tokens` (W-7.32) is kept for later cross-app requests.
 */
export function createLoginWithCrossApp(client: LobbyClient, options: LoginWithCrossAppOptions = {}): CrossAppLogin {
  const flow = createLoginWithOAuth(client, {
    ...options,
    popupSize: CROSS_APP_POPUP_SIZE,
    onConnected(result, provider) {
      const token = result.oauthTokens?.access_token
      if (token) setCrossAppAccessToken(client.storage, provider.slice('privy:'.length), token)
    },
  })
  return {
    ...flow,
    // An app id that is not 25 characters fails in the state before any request.
    start: ({ appId }) => flow.start({ provider: `privy:${appId}`, flow: 'popup' }),
  }
}
