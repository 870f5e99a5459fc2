import {
  authenticatePasskey,
  initPasskeyAuthentication,
  initPasskeyLink,
  linkPasskey,
  toWirePasskeyAuthentication,
  toWirePasskeyRegistration,
} from '../api/passkeys'
import type { LobbyClient } from '../client'
import type { LobbyError } from '../errors/lobbyError'
import { createMachine, type Readable } from '../store'
import {
  browserPasskeyAuthenticator,
  currentRelyingParty,
  type PasskeyAuthenticator,
  toPasskeyError,
} from './passkeyAuthenticator'

/** a passkey login is loading, then success or error (initial before it starts). */
export type PasskeyFlowStatus = 'initial' | 'loading' | 'success' | 'error'

/** A passkey flow's state. */
export type PasskeyFlowState = {
  status: PasskeyFlowStatus
  error: LobbyError | null
  /** The passkey used or linked, once the flow succeeded. */
  credentialId: string | null
}

/** Events of a passkey flow. */
export type PasskeyFlowEvent =
  | { type: 'passkey.start' }
  | { type: 'passkey.succeeded'; credentialId: string }
  | { type: 'passkey.failed'; error: LobbyError }
  | { type: 'reset' }

/** after a passkey login succeeds the modal closes after 1400 ms. */
export const PASSKEY_SUCCESS_CLOSE_MS = 1400

/** The start state. */
export const INITIAL_PASSKEY_FLOW: PasskeyFlowState = { status: 'initial', error: null, credentialId: null }

/** initial → loading → success | error; a second start while loading is ignored. */
export function reducePasskeyFlow(state: PasskeyFlowState, event: PasskeyFlowEvent): PasskeyFlowState {
  switch (event.type) {
    case 'passkey.start':
      return state.status === 'loading' ? state : { status: 'loading', error: null, credentialId: null }
    case 'passkey.succeeded':
      return state.status === 'loading' ? { status: 'success', error: null, credentialId: event.credentialId } : state
    case 'passkey.failed':
      return state.status === 'loading' ? { status: 'error', error: event.error, credentialId: null } : state
    case 'reset':
      return INITIAL_PASSKEY_FLOW
  }
}

/** Options of a passkey flow. */
export type LoginWithPasskeyOptions = {
  /** Log in with an existing passkey or link a new one to the signed-in user. @default 'login' */
  mode?: 'login' | 'link'
  /** A captcha token for passkeys/authenticate/init. */
  getCaptchaToken?: () => string | undefined
  /** Runs the WebAuthn ceremonies. @default the browser's (navigator.credentials) */
  authenticator?: PasskeyAuthenticator
  /** The page origin the passkey is bound to. @default location.origin */
  relyingParty?: string
}

/** A running passkey flow: readable state plus its commands. */
export type PasskeyFlow = Readable<PasskeyFlowState> & {
  /** Runs the whole ceremony; resolves when the flow settles (errors land in the state, never thrown). */
  start(): Promise<void>
  reset(): void
}

/** The passkey login or link flow (A-4.01, A-4.29; payload). */
export function createLoginWithPasskey(client: LobbyClient, options: LoginWithPasskeyOptions = {}): PasskeyFlow {
  const mode = options.mode ?? 'login'
  const authenticator = options.authenticator ?? browserPasskeyAuthenticator
  const machine = createMachine({ initial: INITIAL_PASSKEY_FLOW, reduce: reducePasskeyFlow })
  const relyingParty = () => options.relyingParty ?? currentRelyingParty()

  async function login(): Promise<string> {
    const token = options.getCaptchaToken?.()
    const request = await initPasskeyAuthentication(client.http, token ? { token } : {})
    const assertion = await authenticator.authenticate(request)
    const result = await authenticatePasskey(client.http, {
      relying_party: relyingParty(),
      challenge: request.challenge,
      authenticator_response: toWirePasskeyAuthentication(assertion),
    })
    client.completeLogin(result, 'passkey')
    return assertion.id
  }

  async function link(): Promise<string> {
    // signed in, and fewer than 5 passkeys.
    client.assertCanLink('passkey')
    const token = await client.getAccessToken()
    const creation = await initPasskeyLink(client.http, token)
    const registration = await authenticator.register(creation)
    const result = await linkPasskey(
      client.http,
      { relying_party: relyingParty(), authenticator_response: toWirePasskeyRegistration(registration) },
      token,
    )
    client.session.applyAuthResult(result)
    // the new passkey may take a moment to show on the user.
    await client.syncUser((user) => user.linkedAccounts.some((a) => a.credentialId === registration.id))
    return registration.id
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    reset: () => machine.send({ type: 'reset' }),
    async start() {
      // a second login is refused with a warning, before any ceremony.
      if (mode === 'login' && !client.canStartLogin()) return
      const before = machine.getSnapshot()
      machine.send({ type: 'passkey.start' })
      if (machine.getSnapshot() === before) return
      try {
        const credentialId = mode === 'login' ? await login() : await link()
        machine.send({ type: 'passkey.succeeded', credentialId })
      } catch (error) {
        machine.send({ type: 'passkey.failed', error: toPasskeyError(error) })
      }
    },
  }
}
