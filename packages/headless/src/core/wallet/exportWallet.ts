import { createLobbyError } from '../errorCatalogue'
import { LobbyError } from '../errors'
import { exportFileName } from '../rules/exportFileName'
import { getEmbeddedWallets } from './embeddedWallets'
import { embeddedWalletExportUrl, frameOrigin } from './frameUrls'
import type { WalletSession } from './walletSession'

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
  const { user, config } = client.store.getSnapshot()
  const wallets = getEmbeddedWallets(user, 'ethereum')
  const wallet = options.address
    ? wallets.find((w) => w.address.toLowerCase() === options.address?.toLowerCase())
    : wallets[0]
  if (!user) throw createLobbyError('embedded_wallet.not_authenticated')
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
  return { address: wallet.address, url, origin: frameOrigin(url), fileName: exportFileName(config?.name) }
}
