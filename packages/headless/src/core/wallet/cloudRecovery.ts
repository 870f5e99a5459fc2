import type { OAuthReturn } from '../auth/oauthWindow'
import { createLobbyError, oauthRecoveryErrorCode } from '../errors/errorCatalogue'
import { isLobbyError, LobbyError } from '../errors/lobbyError'
import { retryAfterMfa } from '../mfa/retryAfterMfa'
import { validateOAuthCallback } from '../rules/oauthCallback'
import { createPkce } from '../rules/pkce'
import { getEmbeddedWallets } from './embeddedWallets'
import { authenticateRecoveryOAuth, type CloudRecoveryProvider, initRecoveryOAuth } from './recoveryOAuthApi'
import { markConnected, type WalletSession } from './walletSession'
import { WALLET_FRAME_READY_MS, WALLET_OPERATION_TIMEOUT_MS } from './walletTimeouts'

/** Why the drive is being opened: to recover the wallet, or to back it up there (set recovery). */
export type CloudRecoveryPurpose = 'recover' | 'set-recovery'

/** What this tab keeps while the user is at the drive's consent page. */
type StoredCloudFlow = {
  provider: CloudRecoveryProvider
  purpose: CloudRecoveryPurpose
  address: string
  codeVerifier: string
  stateCode: string
}

/** Where the flow waits in local storage (one per app), so a full-page redirect can come back to it. */
export const cloudRecoveryStorageKey = (appId: string): string => `lobby:recovery-oauth:${appId}`

/** Options of `startCloudRecovery`. */
export type StartCloudRecoveryOptions = {
  provider: CloudRecoveryProvider
  /** Where the drive sends the user back (with privy_oauth_code and privy_oauth_state). */
  redirectTo: string
  /** @default 'recover' */
  purpose?: CloudRecoveryPurpose
  /** @default the pending recovery's wallet, else the user's first Ethereum wallet */
  address?: string
}

/**
 * W-2.21, W-7.11, W-7.12, A-9.10, A-9.11: starts a cloud-drive authorization for the wallet:
 * a fresh PKCE verifier and state kept in this browser, the challenge and state sent to
 * recovery/oauth/init (or init_icloud); answers the consent page's URL to open.
 */
export async function startCloudRecovery(
  session: WalletSession,
  options: StartCloudRecoveryOptions,
): Promise<{ url: string }> {
  const { client } = session
  // no one signed in: the modal shows LANDING (must_be_authenticated, W-8.29).
  session.requireUser()
  const address =
    options.address ??
    session.store.getSnapshot().pendingRecovery?.address ??
    getEmbeddedWallets(client.store.getSnapshot().user, 'ethereum')[0]?.address
  if (!address) throw createLobbyError('wallet.not_connectable')
  const token = await session.accessToken()
  const pkce = await createPkce()
  const flow: StoredCloudFlow = {
    provider: options.provider,
    purpose: options.purpose ?? 'recover',
    address,
    codeVerifier: pkce.codeVerifier,
    stateCode: pkce.stateCode,
  }
  client.storage?.setItem(cloudRecoveryStorageKey(client.appId), JSON.stringify(flow))
  const url = await initRecoveryOAuth(
    client.http,
    options.provider,
    { redirect_to: options.redirectTo, code_challenge: pkce.codeChallenge, state_code: pkce.stateCode },
    token,
  )
  return { url }
}

function readStoredFlow(session: WalletSession): StoredCloudFlow | null {
  const { client } = session
  const raw = client.storage?.getItem(cloudRecoveryStorageKey(client.appId))
  if (!raw) return null
  try {
    const parsed = JSON.parse(raw) as Partial<StoredCloudFlow>
    if (typeof parsed.codeVerifier !== 'string' || typeof parsed.stateCode !== 'string') return null
    if (parsed.provider !== 'google-drive' && parsed.provider !== 'icloud') return null
    if (typeof parsed.address !== 'string') return null
    return {
      provider: parsed.provider,
      purpose: parsed.purpose === 'set-recovery' ? 'set-recovery' : 'recover',
      address: parsed.address,
      codeVerifier: parsed.codeVerifier,
      stateCode: parsed.stateCode,
    }
  } catch {
    return null
  }
}

/** How a cloud flow ended: the wallet recovered on this device, or its recovery moved to the drive. */
export type CloudRecoveryResult = { address: string; purpose: CloudRecoveryPurpose; provider: CloudRecoveryProvider }

/** Options of `completeCloudRecovery`. */
export type CompleteCloudRecoveryOptions = {
  /**
   * W-4.55: verifies MFA (e.g. `useMfa().verify`) when recovering is refused for want of a
   * recent verification, then retries, up to 4 attempts.
   */
  verifyMfa?: () => Promise<void>
}

/**
 * W-5.17 to W-5.19, W-7.13, W-8.27, W-8.28: finishes the cloud flow with what the drive sent
 * back. The code 'undefined' means the user said no (oauth_user_denied); code and state must
 * be there; the state must equal the stored one, else 'Unexpected auth flow. This may be a
 * phishing attempt.'. The code is exchanged with the stored verifier for a drive token, which
 * the frame uses to recover the wallet (or to store its recovery share there). A user with MFA
 * verifies it when recovering asks (`verifyMfa`).
 */
export async function completeCloudRecovery(
  session: WalletSession,
  returned: Pick<OAuthReturn, 'authorizationCode' | 'stateCode'>,
  options: CompleteCloudRecoveryOptions = {},
): Promise<CloudRecoveryResult> {
  const { client } = session
  const stored = readStoredFlow(session)
  client.storage?.removeItem(cloudRecoveryStorageKey(client.appId))
  const verdict = validateOAuthCallback(returned, stored ?? {})
  if (!verdict.ok) {
    if (verdict.issue === 'oauth.user_denied') throw createLobbyError('embedded_wallet.oauth_recovery_denied')
    throw new LobbyError('client_error', verdict.issue, verdict.message)
  }
  if (!stored) throw createLobbyError('embedded_wallet.oauth_recovery_failed')
  try {
    const token = await session.accessToken()
    const recoveryAccessToken = await authenticateRecoveryOAuth(
      client.http,
      {
        authorization_code: verdict.value.authorizationCode,
        state_code: verdict.value.stateCode,
        code_verifier: verdict.value.codeVerifier,
        provider: stored.provider,
      },
      token,
    )
    const frame = await session.readyFrame(WALLET_FRAME_READY_MS)
    if (stored.purpose === 'set-recovery') {
      await frame.request(
        'lobby:wallet:set-recovery',
        { accessToken: token, address: stored.address, method: stored.provider, recoveryAccessToken },
        WALLET_OPERATION_TIMEOUT_MS,
      )
      await client.refreshUser()
    } else {
      await retryAfterMfa(
        async () =>
          frame.request(
            'lobby:wallet:recover',
            {
              accessToken: await session.accessToken(),
              address: stored.address,
              recoveryMethod: stored.provider,
              recoveryAccessToken,
            },
            WALLET_OPERATION_TIMEOUT_MS,
          ),
        options.verifyMfa,
      )
      markConnected(session, stored.address)
    }
    return { address: stored.address, purpose: stored.purpose, provider: stored.provider }
  } catch (cause) {
    throw toCloudRecoveryError(cause)
  }
}

/** W-8.27, W-8.28: 'User denied confirmation during OAuth flow' gives oauth_user_denied, any other failure unknown_auth_error. */
export function toCloudRecoveryError(cause: unknown): LobbyError {
  const message = cause instanceof Error ? cause.message : String(cause)
  if (oauthRecoveryErrorCode(message) === 'oauth_user_denied') {
    return createLobbyError('embedded_wallet.oauth_recovery_denied', { cause })
  }
  return createLobbyError('embedded_wallet.oauth_recovery_failed', {
    cause,
    details: isLobbyError(cause) ? `${cause.code}: ${cause.shortMessage}` : message,
  })
}
