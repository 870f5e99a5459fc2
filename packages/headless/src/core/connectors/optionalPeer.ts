import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'

/**
 * An optional peer of @lobby/headless that a connector loads through the host's loader. The SDK
 * never imports such a package itself: a bundler resolves every literal import it sees, so a
 * host without the package could not build at all.
 */
export type OptionalPeer = {
  /** The npm package, e.g. `@walletconnect/ethereum-provider`. */
  packageName: string
  /** What the user picked, as the wallet list names it. */
  product: string
  /** The `LobbyProvider` prop that takes the loader. */
  loaderProp: string
}

/** What picking the wallet shows when the host has not installed its package or passed no loader. */
export function notInstalledMessage(peer: OptionalPeer): string {
  return `${peer.product} is not installed in this app: install ${peer.packageName}.`
}

/** The host's next step: install the peer and hand its loader to the provider. */
function setupStep(peer: OptionalPeer): string {
  return `Run \`npm install ${peer.packageName}\` in the app and pass ${peer.loaderProp}={() => import('${peer.packageName}')} to LobbyProvider, or leave ${peer.product} out of its wallet list.`
}

// Node (ESM and CommonJS), webpack, Chromium and Firefox word a missing package each their own way.
const MODULE_NOT_FOUND_CODES = new Set(['ERR_MODULE_NOT_FOUND', 'MODULE_NOT_FOUND'])
const MODULE_NOT_FOUND_TEXT =
  /cannot find (module|package)|failed to resolve module specifier|not remapped|could not resolve/i

/** True when loading failed because the package itself is missing, not because it broke while loading. */
export function isPackageMissing(error: unknown, packageName: string): boolean {
  // Read by shape, not instanceof: the error may come from another realm (a test DOM, an iframe).
  const { message, code } = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>
  if (typeof message !== 'string' || !message.includes(packageName)) return false
  return (typeof code === 'string' && MODULE_NOT_FOUND_CODES.has(code)) || MODULE_NOT_FOUND_TEXT.test(message)
}

/**
 * W-8.10 Calls the host's loader for an optional peer. A missing package (or no loader) fails
 * with W-8.10's code and a text naming the package to install; a package that breaks while
 * loading reads 'Unable to connect to wallet.'
 */
export async function loadOptionalPeer<T>(peer: OptionalPeer, load: (() => Promise<T>) | undefined): Promise<T> {
  try {
    if (!load) {
      // No loader: the host has not set the wallet up, which reads as the package missing.
      throw Object.assign(new Error(`Cannot find package '${peer.packageName}': no ${peer.loaderProp} was passed.`), {
        code: 'ERR_MODULE_NOT_FOUND',
      })
    }
    return await load()
  } catch (error) {
    if (!isPackageMissing(error, peer.packageName)) {
      throw createLobbyError('wallet.connect_failed', { cause: error, details: `${peer.product} failed to load.` })
    }
    // Still W-8.10's code, so callers that switch on it keep working; the text says what to do.
    throw new LobbyError('connector_error', 'wallet.connect_failed', notInstalledMessage(peer), {
      cause: error,
      details: `${peer.packageName} is an optional peer dependency of @lobby/headless.`,
      nextStep: setupStep(peer),
    })
  }
}
