import * as z from 'zod/mini'
import { createLobbyError } from '../errors/errorCatalogue'
import { isLobbyError, LobbyError } from '../errors/lobbyError'
import { createEmbeddedWallet } from './createEmbeddedWallet'
import { createFrameChannel } from './createFrameChannel'
import { embeddedWalletPasswordUrl, frameOrigin, type PasswordViewMode } from './frameUrls'
import type { FrameListenTarget, FrameMessageEvent, FramePostTarget } from './frameWindow'
import { recoverWithPassword } from './recoverWithPassword'
import { setWalletRecovery } from './setWalletRecovery'
import { userExitedPasswordFlow } from './walletCallbackCode'
import type { FrameRequester } from './walletFrame'
import { type WalletSession, withPageOrigin } from './walletSession'

/** The password view to embed: where it is served and the only origin its messages may come from. */
export type PasswordView = {
  mode: PasswordViewMode
  url: string
  origin: string
}

/** Options of `preparePasswordView`. */
export type PreparePasswordViewOptions = {
  /** create: the wizard sets the first password of a new wallet; update: a new recovery password; recover: the recovery field. */
  mode: PasswordViewMode
  /** W-2.26, W-4.27: the user opened the wizard, so it shows Cancel. @default false */
  userStarted?: boolean
  /** update: the wallet has a recovery password already, so the wizard asks for a new one (W-2.22). @default false */
  replacing?: boolean
}

/**
 * The password view of the frame origin for `mode`, with the host page's origin in its query
 * (the view pins it as the wallet frame does). Issue 15: the recovery password is typed there,
 * never in the host page, so no script of the page can read it.
 */
export function preparePasswordView(session: WalletSession, options: PreparePasswordViewOptions): PasswordView {
  const { client } = session
  const base = client.walletFrame.url
  if (!base) throw createLobbyError('embedded_wallet.login_again')
  const { config } = client.store.getSnapshot()
  const accent = config?.appearance.accentColor
  const url = withPageOrigin(
    client,
    embeddedWalletPasswordUrl({
      frameBase: base,
      appId: client.appId,
      clientId: client.clientId ?? '',
      caid: client.analyticsId ?? '',
      mode: options.mode,
      userStarted: options.userStarted ?? false,
      replacing: options.replacing ?? false,
      appName: config?.name ?? undefined,
      colors: accent ? { accent } : undefined,
    }),
  )
  return { mode: options.mode, url, origin: frameOrigin(url) }
}

/** What the view tells its host (packages/sandbox/README.md, the password view). */
const ViewMessage = z.union([
  /** The user submitted a password: the host runs the operation, whose frame requests the view answers. */
  z.object({ type: z.literal('lobby:password:submit') }),
  /** W-4.26 (1.4 s after success) or W-4.27 (Cancel): the view is done. */
  z.object({ type: z.literal('lobby:password:close') }),
  /** The view's content height, so the host sizes its iframe. */
  z.object({ type: z.literal('lobby:password:resize'), height: z.number().check(z.minimum(0), z.maximum(4000)) }),
])

/** Options of `connectPasswordView`. */
export type ConnectPasswordViewOptions = {
  /** The view's window (its iframe's contentWindow, once loaded). */
  viewWindow: FramePostTarget
  /** The host window its messages arrive on. @default window */
  hostWindow?: FrameListenTarget
  /** create: the chain of the new wallet. @default 'ethereum' */
  chainType?: 'ethereum' | 'solana'
  /** update, recover: the wallet. @default the user's first (update) or the pending recovery's (recover) */
  address?: string
  /** W-4.55: asked when the recovery is refused for want of a recent MFA, then retried (up to 4 attempts). */
  verifyMfa?: () => Promise<void>
  /** The user submitted a password: the operation starts. */
  onSubmit?: () => void
  /** The operation succeeded (the view shows its result). */
  onDone?: (result: { address: string }) => void
  /**
   * The operation failed (the view shows the error and lets the user try again), or the user
   * left the wizard before the password was set (`user_exited_set_password_flow`, W-8.29).
   */
  onError?: (error: LobbyError) => void
  /** The view closed itself: 1.4 s after a success (W-4.26) or Cancel (W-4.27). */
  onClose?: () => void
  /** The view's content height in px. */
  onResize?: (height: number) => void
}

/** The host's end of a mounted password view. */
export type PasswordViewConnection = {
  /** Stops listening (the view was unmounted). */
  close(): void
}

/**
 * Serves a mounted password view: when the user submits there, runs the mode's operation
 * (create the wallet, set the recovery password, or recover) with the view as its frame, so the
 * view adds the password it holds to the request; then tells the view the outcome, which it
 * shows. Messages from any other origin or window are ignored.
 */
export function connectPasswordView(
  session: WalletSession,
  view: PasswordView,
  options: ConnectPasswordViewOptions,
): PasswordViewConnection {
  const hostWindow = options.hostWindow ?? (globalThis as unknown as { window?: FrameListenTarget }).window
  if (!hostWindow)
    throw new LobbyError('wallet_error', 'embedded_wallet.no_browser', 'The password view needs a browser page.')
  const { viewWindow } = options
  const frame: FrameRequester = {
    async request(kind, input, timeoutMs) {
      const channel = createFrameChannel({
        targetWindow: viewWindow,
        targetOrigin: view.origin,
        selfWindow: hostWindow,
        timeoutMs,
      })
      try {
        return await channel.request(kind, input)
      } finally {
        channel.close()
      }
    },
  }
  const operation = async (): Promise<{ address: string }> => {
    switch (view.mode) {
      case 'create':
        return createEmbeddedWallet(session, { chainType: options.chainType ?? 'ethereum', frame })
      case 'update':
        return setWalletRecovery(session, { method: 'user-passcode', address: options.address, frame })
      case 'recover':
        return recoverWithPassword(session, { address: options.address, frame, verifyMfa: options.verifyMfa })
    }
  }
  let running = false
  let succeeded = false
  const submit = async () => {
    if (running) return
    running = true
    options.onSubmit?.()
    try {
      const result = await operation()
      succeeded = true
      viewWindow.postMessage({ type: 'lobby:password:result', ok: true }, view.origin)
      options.onDone?.(result)
    } catch (cause) {
      const error = isLobbyError(cause) ? cause : createLobbyError('embedded_wallet.create_failed', { cause })
      viewWindow.postMessage(
        { type: 'lobby:password:result', ok: false, error: { code: error.code, message: error.shortMessage } },
        view.origin,
      )
      options.onError?.(error)
    } finally {
      running = false
    }
  }
  const onMessage = (event: FrameMessageEvent) => {
    if (event.origin !== view.origin || event.source !== viewWindow) return
    const parsed = ViewMessage.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data
    if (message.type === 'lobby:password:submit') void submit()
    else if (message.type === 'lobby:password:close') {
      if (!succeeded && view.mode !== 'recover') options.onError?.(userExitedPasswordFlow())
      options.onClose?.()
    } else options.onResize?.(message.height)
  }
  hostWindow.addEventListener('message', onMessage)
  return { close: () => hostWindow.removeEventListener('message', onMessage) }
}
