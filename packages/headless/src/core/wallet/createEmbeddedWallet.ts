import { createLobbyError } from '../errors/errorCatalogue'
import { isLobbyError, LobbyError } from '../errors/lobbyError'
import { canCreateEmbeddedWallet, canCreateWithRecovery } from '../rules/embeddedWallet'
import { getEmbeddedWallets, normalizedWalletAccounts } from './embeddedWallets'
import type { FrameRequester } from './walletFrame'
import { markConnected, type WalletSession } from './walletSession'
import { WALLET_CREATE_TIMEOUT_MS, WALLET_FRAME_READY_AFTER_LOGIN_MS, WALLET_FRAME_READY_MS } from './walletTimeouts'

/** Options of `createEmbeddedWallet`. */
export type CreateEmbeddedWalletOptions = {
  /** @default 'ethereum' */
  chainType?: 'ethereum' | 'solana'
  /** Seals the recovery share with this password (user-passcode recovery); else provider-managed. */
  recoveryPassword?: string
  /**
   * The frame that makes the wallet. @default the hidden wallet frame; the password view's
   * requester (`connectPasswordView`) seals with the password the user typed in that view.
   */
  frame?: FrameRequester
  /** Right after login the frame gets 30 s to load, else 15 s (W-9.02). @default false */
  afterLogin?: boolean
}

/** W-4.08: the analytics events of a creation (the spec names none; these are ours). */
export const WALLET_CREATION_EVENTS = {
  started: 'embedded_wallet_creation_started',
  completed: 'embedded_wallet_creation_completed',
  failed: 'embedded_wallet_creation_failed',
} as const

const lower = (address: string) => address.toLowerCase()

/**
 * W-4.08 to W-4.12, W-5.24, W-5.26, W-5.29, W-8.20 to W-8.24: creates the user's embedded
 * wallet: start event; the one-wallet and Solana rules; the frame (W-9.02; 'An error has
 * occured, please login again.' if it never answers); create with the access token and the
 * optional recovery password (20 s, 'walletProxy.create timed out.'); refresh the user
 * ('Failed to refresh user.'); require the new wallet on the user ('Something went wrong');
 * completed event. Any failure sends the failed event and rejects with a LobbyError.
 */
export async function createEmbeddedWallet(
  session: WalletSession,
  options: CreateEmbeddedWalletOptions = {},
): Promise<{ address: string }> {
  const { client, store } = session
  const chainType = options.chainType ?? 'ethereum'
  client.track(WALLET_CREATION_EVENTS.started, { chainType })
  store.setState((s) => ({ ...s, creation: { status: 'creating', address: null, error: null } }))
  try {
    const address = await runCreation(session, chainType, options)
    store.setState((s) => ({ ...s, creation: { status: 'created', address, error: null } }))
    markConnected(session, address)
    client.track(WALLET_CREATION_EVENTS.completed, { chainType })
    return { address }
  } catch (cause) {
    const error = toCreationError(cause)
    store.setState((s) => ({ ...s, creation: { status: 'failed', address: null, error } }))
    client.track(WALLET_CREATION_EVENTS.failed, { chainType, code: error.code })
    throw error
  }
}

async function runCreation(
  session: WalletSession,
  chainType: 'ethereum' | 'solana',
  options: CreateEmbeddedWalletOptions,
): Promise<string> {
  const { client } = session
  const user = session.requireUser()
  const verdict = canCreateEmbeddedWallet({ linkedAccounts: normalizedWalletAccounts(user) }, chainType)
  if (!verdict.ok) {
    const code = verdict.issue === 'wallet.already_exists' ? 'embedded_wallet_already_exists' : verdict.issue
    throw new LobbyError('wallet_error', code, verdict.message)
  }
  // W-6.07: a password view (`frame`) adds the user's password in the frame; the hidden frame needs one here.
  const recovery = canCreateWithRecovery({
    userOwnedRequired: client.store.getSnapshot().config?.walletSettings.requireUserOwnedRecoveryOnCreate === true,
    userOwned: Boolean(options.recoveryPassword) || options.frame !== undefined,
  })
  if (!recovery.ok) throw new LobbyError('wallet_error', recovery.issue, recovery.message)
  const accessToken = await session.accessToken()
  let frame: FrameRequester
  try {
    frame =
      options.frame ??
      (await session.readyFrame(options.afterLogin ? WALLET_FRAME_READY_AFTER_LOGIN_MS : WALLET_FRAME_READY_MS))
  } catch (cause) {
    if (isLobbyError(cause, 'embedded_wallet.frame_not_ready'))
      throw createLobbyError('embedded_wallet.login_again', { cause })
    throw cause
  }
  const input = options.recoveryPassword ? { accessToken, recoveryPassword: options.recoveryPassword } : { accessToken }
  let created: unknown
  try {
    created =
      chainType === 'solana'
        ? await frame.request('lobby:solana:create', input, WALLET_CREATE_TIMEOUT_MS)
        : await frame.request('lobby:wallet:create', input, WALLET_CREATE_TIMEOUT_MS)
  } catch (cause) {
    if (isLobbyError(cause, 'embedded_wallet.frame_timeout'))
      throw createLobbyError('embedded_wallet.create_timeout', { cause })
    throw cause
  }
  const address = createdAddress(created)
  let refreshed: Awaited<ReturnType<typeof client.refreshUser>>
  try {
    refreshed = await client.refreshUser()
  } catch (cause) {
    throw createLobbyError('embedded_wallet.refresh_failed', { cause })
  }
  if (!refreshed) throw createLobbyError('embedded_wallet.refresh_failed')
  // W-4.11: the wallet the frame made must now be on the user.
  const wallet = getEmbeddedWallets(refreshed, chainType).find((w) => !address || lower(w.address) === lower(address))
  if (!wallet) throw createLobbyError('embedded_wallet.create_failed')
  return wallet.address
}

function createdAddress(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null
  const record = data as { address?: unknown; publicKey?: unknown }
  if (typeof record.address === 'string') return record.address
  if (typeof record.publicKey === 'string') return record.publicKey
  return null
}

function toCreationError(cause: unknown): LobbyError {
  if (cause instanceof LobbyError) return cause
  return createLobbyError('embedded_wallet.create_failed', { cause })
}

const lastOptions = new WeakMap<WalletSession, CreateEmbeddedWalletOptions>()

/** `createEmbeddedWallet` that remembers its options, so `retryEmbeddedWalletCreation` can run it again. */
export function startEmbeddedWalletCreation(
  session: WalletSession,
  options: CreateEmbeddedWalletOptions = {},
): Promise<{ address: string }> {
  lastOptions.set(session, options)
  return createEmbeddedWallet(session, options)
}

/**
 * Runs the last creation again with the same options: what a user needs when the creation
 * after an OAuth login failed (the frame was slow, the network dropped) and the modal is gone.
 * When the failed attempt did register the wallet, the refreshed user shows it and it is kept.
 */
export async function retryEmbeddedWalletCreation(session: WalletSession): Promise<{ address: string }> {
  const options = lastOptions.get(session) ?? {}
  // A creation that failed after the frame registered the wallet (e.g. the user refresh failed)
  // left a wallet, not a half: find it instead of asking for a second one (W-5.24).
  const user = await session.client.refreshUser().catch(() => null)
  const existing = getEmbeddedWallets(user, options.chainType ?? 'ethereum')[0]
  if (existing) {
    session.store.setState((s) => ({ ...s, creation: { status: 'created', address: existing.address, error: null } }))
    return { address: existing.address }
  }
  return createEmbeddedWallet(session, options)
}
