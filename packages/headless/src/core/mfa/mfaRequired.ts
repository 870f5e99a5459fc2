import type { MfaMethod } from '../api/mfa'
import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { availableMfaMethods } from './mfaVerification'

/**
 * The host's own MFA prompt (A-3.31 `mfa.noPromptOnMfaRequired`): called with the user's methods
 * when a wallet action needs a recent verification; it resolves once the user verified (for
 * example through `useMfa().verify` on the host's markup) and rejects when they gave up.
 */
export type MfaRequiredListener = (methods: readonly MfaMethod[]) => Promise<void>

const listeners = new WeakMap<LobbyClient, MfaRequiredListener>()

/** Registers the host's MFA prompt for this client; the returned function unregisters it. */
export function registerMfaListener(client: LobbyClient, listener: MfaRequiredListener): () => void {
  listeners.set(client, listener)
  return () => {
    if (listeners.get(client) === listener) listeners.delete(client)
  }
}

/** What a wallet action fails with when the app shows its own MFA prompt but has registered none. */
export const NO_MFA_LISTENER_MESSAGE = 'This app shows its own MFA prompt, and none is registered.'

/**
 * how a screen's wallet action verifies MFA when the server asks for it. Lobby's
 * own prompt (`ownPrompt`, the MFA dialog over the step) unless the app set
 * `mfa.noPromptOnMfaRequired`: then the host's registered listener, and no dialog of ours opens.
 */
export function mfaVerifierFor(client: LobbyClient, ownPrompt: () => Promise<void>): () => Promise<void> {
  return async () => {
    const { config, user } = client.store.getSnapshot()
    if (!config?.mfa.noPromptOnMfaRequired) return ownPrompt()
    const listener = listeners.get(client)
    if (!listener) {
      throw new LobbyError('client_error', 'mfa.no_listener', NO_MFA_LISTENER_MESSAGE, {
        nextStep:
          'Register your prompt with useRegisterMfaListener({ onMfaRequired }) (or registerMfaListener), or leave mfa.noPromptOnMfaRequired off so the modal prompts.',
      })
    }
    return listener(availableMfaMethods(user?.mfaMethods ?? [], config.mfaMethods))
  }
}
