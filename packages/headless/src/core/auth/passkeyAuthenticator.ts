import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser'
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../api/passkeys'
import { createLobbyError } from '../errors/errorCatalogue'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'

/**
 * What runs the WebAuthn ceremonies: the browser's `navigator.credentials` by default; tests
 * and non-browser hosts pass their own (the sandbox ships a software one).
 */
export type PasskeyAuthenticator = {
  /** navigator.credentials.create() with the server's options. */
  register(options: PasskeyCreationOptions): Promise<RegistrationResponseJSON>
  /** navigator.credentials.get() with the server's options. */
  authenticate(options: PasskeyRequestOptions): Promise<AuthenticationResponseJSON>
}

/** The browser's authenticator through @simplewebauthn/browser, loaded only when a ceremony starts. */
export const browserPasskeyAuthenticator: PasskeyAuthenticator = {
  async register(options) {
    const { startRegistration } = await import('@simplewebauthn/browser')
    return startRegistration({ optionsJSON: options })
  },
  async authenticate(options) {
    const { startAuthentication } = await import('@simplewebauthn/browser')
    return startAuthentication({ optionsJSON: options })
  },
}

// WebAuthn rejects with these DOMException names when the user cancels or the ceremony times out.
const REJECTED_NAMES = new Set(['NotAllowedError', 'AbortError'])

const errorName = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined
  const { name, cause } = error as { name?: unknown; cause?: unknown }
  // @simplewebauthn/browser wraps the DOMException in a WebAuthnError whose cause is the original.
  if (typeof name === 'string' && REJECTED_NAMES.has(name)) return name
  return cause ? errorName(cause) : typeof name === 'string' ? name : undefined
}

/**
 * Reads a passkey failure: a cancelled or timed-out ceremony is
 * 'Passkey request timed out or rejected by user.'; the server's refusal of a sixth passkey is
 * 'Cannot link more passkeys to account.'; an unlink of an MFA passkey is 'Cannot unlink a
 * passkey enrolled in MFA'; other server errors keep their code; anything else is
 * 'Unknown error occurred.'. A browser's refusal of the page's address (SecurityError) gets our
 * own text, which says where passkeys work: "Unknown error" left the user with nothing to do.
 */
export function toPasskeyError(error: unknown): LobbyError {
  const name = errorName(error)
  if (name && REJECTED_NAMES.has(name)) return createLobbyError('passkey.timed_out_or_rejected', { cause: error })
  if (name === 'SecurityError') return createLobbyError('passkey.invalid_domain', { cause: error })
  const e = toLobbyError(error)
  if (e.code === 'cannot_link_more_of_type') return createLobbyError('passkey.cannot_link_more', { cause: error })
  if (e.kind === 'api_error' && e.shortMessage === 'Cannot unlink a passkey enrolled in MFA') {
    return createLobbyError('passkey.enrolled_in_mfa', { cause: error })
  }
  if (e.code === 'unknown_error') return createLobbyError('passkey.unknown', { cause: error })
  return e
}

/** The page's origin: the relying party the passkey is bound to. */
export function currentRelyingParty(): string {
  const origin = globalThis.location?.origin
  if (!origin || origin === 'null') {
    throw createLobbyError('passkey.unknown', { details: 'Passkeys need a page origin (a secure context).' })
  }
  return origin
}
