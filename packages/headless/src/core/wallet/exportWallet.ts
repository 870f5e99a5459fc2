import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'
import { retryAfterMfa } from '../mfa/retryAfterMfa'
import { exportFileName } from '../rules/exportFileName'
import { getEmbeddedWallets } from './embeddedWallets'
import { embeddedWalletExportUrl, frameOrigin } from './frameUrls'
import type { FrameListenTarget, FrameMessageEvent, FramePostTarget } from './frameWindow'
import { type WalletSession, withPageOrigin } from './walletSession'

/** Options of `prepareKeyExport`. */
export type PrepareKeyExportOptions = {
  /**
   * W-4.55, W-6.06: the MFA verification export forces (e.g. `useMfa().verify`); it prompts
   * again on a wrong code, up to 4 attempts, and rejects on cancel or max attempts.
   */
  verifyMfa?: () => Promise<void>
  /** @default the user's first embedded Ethereum wallet */
  address?: string
  /** The export view's width in px. @default 400 */
  width?: number
  /** Show the recovery phrase instead of the private key. @default false */
  phraseExport?: boolean
}

/** What the key export screen embeds (W-2.31, W-2.32, W-7.07, W-9.40). */
export type KeyExport = {
  address: string
  /** The export view of the frame, with the address in its query string. */
  url: string
  /** The only origin the export view's messages may come from. */
  origin: string
  /** W-9.40: the name of a downloaded recovery file. */
  fileName: string
}

/** Our text when export needs an MFA check the caller did not provide (the spec gives none). */
export const EXPORT_NEEDS_MFA_MESSAGE = 'Exporting a wallet needs an MFA verification first.'

/**
 * W-4.55, W-6.04, W-6.06, W-2.32, W-7.07, W-9.40: gets a key export ready: the user's
 * embedded wallet, then MFA verified again whenever the user has a method enrolled (forced,
 * however recent the last check), then the export view's URL with the address in its query
 * and the recovery file's name. The key itself is shown only inside the frame.
 */
export async function prepareKeyExport(
  session: WalletSession,
  options: PrepareKeyExportOptions = {},
): Promise<KeyExport> {
  const { client } = session
  const user = session.requireUser()
  const { config } = client.store.getSnapshot()
  const wallets = getEmbeddedWallets(user, 'ethereum')
  const wallet = options.address
    ? wallets.find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
    : wallets[0]
  if (!wallet) throw createLobbyError('wallet.not_connectable')
  await session.accessToken()
  if (user.mfaMethods.length > 0) {
    if (!options.verifyMfa)
      throw new LobbyError('client_error', 'embedded_wallet.export_needs_mfa', EXPORT_NEEDS_MFA_MESSAGE)
    await options.verifyMfa()
  }
  const base = client.walletFrame.url
  if (!base) throw createLobbyError('embedded_wallet.login_again')
  const url = embeddedWalletExportUrl({
    frameBase: base,
    appId: client.appId,
    clientId: client.clientId ?? '',
    caid: client.analyticsId ?? '',
    address: wallet.address,
    width: options.width ?? 400,
    phraseExport: options.phraseExport ?? false,
    colors: config ? { accent: config.appearance.accentColor } : undefined,
  })
  return {
    address: wallet.address,
    url: withPageOrigin(client, url),
    origin: frameOrigin(url),
    fileName: exportFileName(config?.name),
  }
}

/** How long the export view may take to show the key after it is authorized (ours; the spec gives none). */
export const EXPORT_VIEW_TIMEOUT_MS = 20_000

/** The export view's replies (packages/sandbox/README.md, the export view). */
const EXPORT_SHOWN = 'lobby:export:shown'
const EXPORT_ERROR = 'lobby:export:error'

/** Options of `authorizeKeyExport`. */
export type AuthorizeKeyExportOptions = {
  /** The export view's window (the iframe's contentWindow, once loaded). */
  viewWindow: FramePostTarget
  /** The host window its replies arrive on. @default window */
  hostWindow?: FrameListenTarget
  /** Asked again when the view answers missing_or_invalid_mfa, up to 4 times (W-4.55). */
  verifyMfa?: () => Promise<void>
  /** @default 20000 */
  timeoutMs?: number
}

/**
 * W-4.55, W-2.32: hands the export view the access token (`lobby:export:authorize`), so it can
 * show the key inside itself; resolves on `lobby:export:shown`. An answer of
 * missing_or_invalid_mfa verifies MFA again and retries, up to 4 attempts; other errors
 * reject with the view's type as the code. Replies from any other origin or window are ignored.
 */
export async function authorizeKeyExport(
  session: WalletSession,
  keyExport: KeyExport,
  options: AuthorizeKeyExportOptions,
): Promise<void> {
  const hostWindow = options.hostWindow ?? (globalThis as unknown as { window?: FrameListenTarget }).window
  if (!hostWindow)
    throw new LobbyError('wallet_error', 'embedded_wallet.no_browser', 'The export view needs a browser page.')
  await retryAfterMfa(
    async () =>
      exchange(
        options.viewWindow,
        hostWindow,
        keyExport.origin,
        await session.accessToken(),
        options.timeoutMs ?? EXPORT_VIEW_TIMEOUT_MS,
      ),
    options.verifyMfa,
  )
}

function exchange(
  viewWindow: FramePostTarget,
  hostWindow: FrameListenTarget,
  origin: string,
  accessToken: string,
  timeoutMs: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer)
      hostWindow.removeEventListener('message', onMessage)
    }
    const onMessage = (event: FrameMessageEvent) => {
      if (event.origin !== origin || event.source !== viewWindow) return
      const data = event.data as { type?: unknown; error?: { type?: unknown; message?: unknown } } | null
      if (data?.type === EXPORT_SHOWN) {
        done()
        resolve()
      } else if (data?.type === EXPORT_ERROR) {
        done()
        const type = typeof data.error?.type === 'string' ? data.error.type : 'error'
        const message = typeof data.error?.message === 'string' ? data.error.message : 'The key could not be shown.'
        reject(new LobbyError('wallet_error', type, message))
      }
    }
    const timer = setTimeout(() => {
      done()
      reject(new LobbyError('wallet_error', 'embedded_wallet.frame_timeout', 'The export view did not answer.'))
    }, timeoutMs)
    hostWindow.addEventListener('message', onMessage)
    viewWindow.postMessage({ type: 'lobby:export:authorize', accessToken }, origin)
  })
}
