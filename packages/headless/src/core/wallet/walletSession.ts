import type { User } from '../api/user'
import type { LobbyClient } from '../client'
import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { requestLogin } from '../modal/loginRequest'
import { validateWalletOrigin } from '../rules/walletOrigin'
import { createStore, type Store } from '../store'
import { embeddedWalletFrameUrl } from './frameUrls'
import { createWalletFrame, type WalletFrame } from './walletFrame'
import { WALLET_FRAME_READY_MS, WALLET_OPERATION_TIMEOUT_MS } from './walletTimeouts'

/** Where a connect that needs the user's help goes next (W-4.16, W-4.21, W-4.22). */
export type RecoveryScreen = 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN' | 'EMBEDDED_WALLET_RECOVERY_OAUTH_SCREEN'

/** A wallet that is not on this device and waits for the user to recover it (W-4.16). */
export type PendingRecovery = {
  address: string
  chainType: 'ethereum' | 'solana'
  recoveryMethod: string
  screen: RecoveryScreen
}

/** The state of a wallet creation (W-4.08 to W-4.12). */
export type WalletCreationState = {
  status: 'idle' | 'creating' | 'created' | 'failed'
  /** The new wallet's address once created. */
  address: string | null
  error: LobbyError | null
}

/** What the SDK knows about the embedded wallet on this page. */
export type WalletSessionState = {
  /** The frame: not mounted, loading, answering, or not answering (W-9.02). */
  frame: 'idle' | 'loading' | 'ready' | 'failed'
  /** Addresses (lowercased) unlocked in the frame on this page: usable now. */
  connected: readonly string[]
  /** True while a connect runs. */
  isConnecting: boolean
  /** A connect that found no device share and waits for the user's recovery (W-4.16). */
  pendingRecovery: PendingRecovery | null
  creation: WalletCreationState
  /** The last connect or frame error. */
  error: LobbyError | null
}

/** The embedded wallet's per-client state and its frame: what every wallet flow and hook shares. */
export type WalletSession = {
  readonly client: LobbyClient
  readonly store: Store<WalletSessionState>
  /** W-5.26, then the frame (mounted once) ready within `timeoutMs` (W-9.02). */
  readyFrame(timeoutMs: number): Promise<WalletFrame>
  /** A-6.03, W-8.24: the signed-in user; without one, asks the modal for LANDING and throws W-8.24's error. */
  requireUser(): User
  /** W-6.04: the user's access token, through `requireUser` first. */
  accessToken(): Promise<string>
  /** True when `address` is unlocked in the frame on this page. */
  isConnected(address: string): boolean
  /** Removes the frame (a new one is mounted on next use). */
  destroy(): void
}

const INITIAL: WalletSessionState = {
  frame: 'idle',
  connected: [],
  isConnecting: false,
  pendingRecovery: null,
  creation: { status: 'idle', address: null, error: null },
  error: null,
}

const sessions = new WeakMap<LobbyClient, WalletSession>()

/** The URL the SDK mounts: W-7.05's frame URL plus `origin=` (the host page's origin, which the frame pins). */
export function walletFrameUrl(client: LobbyClient): string {
  const base = client.walletFrame.url
  if (!base) throw walletFrameNotConfigured()
  return withPageOrigin(
    client,
    embeddedWalletFrameUrl({
      frameBase: base,
      appId: client.appId,
      clientId: client.clientId ?? '',
      caid: client.analyticsId ?? '',
    }),
  )
}

/** A frame page's URL plus `origin=` (the host page's origin, which the frame's pages pin). */
export function withPageOrigin(client: LobbyClient, frameUrl: string): string {
  const url = new URL(frameUrl)
  if (client.walletFrame.pageOrigin) url.searchParams.set('origin', client.walletFrame.pageOrigin)
  return url.toString()
}

function walletFrameNotConfigured(): LobbyError {
  return new LobbyError('client_error', 'embedded_wallet.frame_not_configured', 'The embedded wallet is not set up.', {
    nextStep:
      'Pass walletFrameUrl (the wallet frame origin, e.g. the sandbox frameUrl) to LobbyProvider or createLobbyClient.',
  })
}

/**
 * The wallet session of `client`, made on first use: the wallet code (and its frame) loads
 * only when a wallet hook or flow asks for it, never with the login modal.
 */
export function getWalletSession(client: LobbyClient): WalletSession {
  const existing = sessions.get(client)
  if (existing) return existing
  const store = createStore<WalletSessionState>(INITIAL)
  let frame: WalletFrame | null = null

  // logging out ends what this page had unlocked. Issue 15: so does another user
  // signing in, here or in another tab, and the frame forgets the keys too, or it would sign
  // for the next user of this tab. A frame that was never mounted has nothing to forget.
  let lastUserId = client.store.getSnapshot().user?.id ?? null
  client.store.subscribe(() => {
    const userId = client.store.getSnapshot().user?.id ?? null
    if (userId === lastUserId) return
    const left = lastUserId !== null
    lastUserId = userId
    store.setState((s) => ({ ...INITIAL, frame: s.frame }))
    const locking = frame
    if (left && locking) void lockFrame(locking, () => frame === locking && session.destroy())
  })

  // W-8.24: a wallet action without a signed-in user sends the user to LANDING and fails.
  const notSignedIn = (): never => {
    requestLogin(client)
    throw createLobbyError('embedded_wallet.not_authenticated')
  }

  const session: WalletSession = {
    client,
    store,
    async readyFrame(timeoutMs) {
      const origin = client.walletFrame.pageOrigin
      if (origin !== null) {
        const verdict = validateWalletOrigin(origin)
        if (!verdict.ok) throw new LobbyError('client_error', 'embedded_wallet.insecure_origin', verdict.message)
      }
      frame ??= createWalletFrame({ url: walletFrameUrl(client), mount: client.walletFrame.mount })
      if (frame.isReady()) return frame
      store.setState((s) => ({ ...s, frame: 'loading' }))
      try {
        await frame.ready(timeoutMs)
      } catch (error) {
        store.setState((s) => ({ ...s, frame: 'failed' }))
        throw error
      }
      store.setState((s) => ({ ...s, frame: 'ready' }))
      return frame
    },
    requireUser: () => client.store.getSnapshot().user ?? notSignedIn(),
    async accessToken() {
      session.requireUser()
      return (await client.getAccessToken()) ?? notSignedIn()
    },
    isConnected: (address) => store.getSnapshot().connected.includes(address.toLowerCase()),
    destroy() {
      frame?.destroy()
      frame = null
      store.setState((s) => ({ ...s, frame: 'idle', connected: [] }))
    },
  }
  sessions.set(client, session)
  return session
}

/** Asks the frame to forget every unlocked key once it answers; if it cannot, `removeFrame` takes them with it. */
async function lockFrame(frame: WalletFrame, removeFrame: () => void): Promise<void> {
  try {
    await frame.ready(WALLET_FRAME_READY_MS)
    await frame.request('lobby:wallet:lock', {}, WALLET_OPERATION_TIMEOUT_MS)
  } catch {
    removeFrame()
  }
}

/** Marks `address` unlocked in the frame (usable now). */
export function markConnected(session: WalletSession, address: string): void {
  const lower = address.toLowerCase()
  session.store.setState((s) =>
    s.connected.includes(lower) ? s : { ...s, connected: [...s.connected, lower], pendingRecovery: null, error: null },
  )
}
