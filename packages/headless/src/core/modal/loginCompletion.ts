import type { User } from '../api/user'
import { type AuthCallbackFlow, authCallbackCode } from '../errors/authCallbackCode'
import { createLobbyError } from '../errors/errorCatalogue'
import type { AuthCallbackErrorCode } from '../errors/errorCodes'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import type { Readable } from '../store'
import type { NavigatorState } from './navigator'
import type { ScreenName } from './screens'

/** What the auth-success callback receives when the login modal closes signed in. */
export type LoginCompletion = {
  user: User
  /** True when the login made the account. */
  isNewUser: boolean
  /** True when the user was already signed in as the modal opened (nothing new happened). */
  wasAlreadyAuthenticated: boolean
  /** The method of the login this page completed last, null when it completed none. */
  loginMethod: string | null
}

/** The screens a login flow opens at: the login screen, and an OAuth return found on load. */
export const LOGIN_ENTRY_SCREENS: readonly ScreenName[] = ['LANDING', 'CONNECT_OR_CREATE', 'AWAITING_OAUTH_SCREEN']

/** The screens a link flow opens at (A-1.12's counterpart: one more account for the signed-in user). */
export const LINK_ENTRY_SCREENS: readonly ScreenName[] = [
  'LINK_EMAIL_SCREEN',
  'LINK_PHONE_SCREEN',
  'LINK_WALLET_SCREEN',
  'LINK_PASSKEY_SCREEN',
]

/** What the host's auth or link `onError` receives: the callback code and the error behind it. */
export type LoginFlowError = { code: AuthCallbackErrorCode; error: LobbyError }

/** The slice of the client the watcher reads. */
export type LoginCompletionSource = {
  store: Readable<{ authenticated: boolean; user: User | null }>
  lastLogin(): { method: string; isNewUser: boolean } | null
}

/**
 * Calls `onComplete` each time the modal closes on a flow that opened at a login screen
 * while a user is signed in, whatever closed it (the flow finishing, the close button, Escape).
 * Calls `onError` when such a flow closes with nobody signed in, or a flow that opened at a
 * link screen closes with no account linked: with the code of the last error ERROR_SCREEN showed
 * on the way (authCallbackCode), else exited_auth_flow or exited_link_flow, as the user left.
 * Returns the unsubscribe function.
 */
export function watchLoginCompletion(
  navigator: Readable<NavigatorState>,
  client: LoginCompletionSource,
  onComplete: (completion: LoginCompletion) => void,
  onError?: (failure: LoginFlowError) => void,
): () => void {
  let wasOpen = navigator.getSnapshot().isOpen
  // Read when the modal shows: the flow's first screen, whether someone was signed in then and
  // how many accounts they had; then the last error ERROR_SCREEN showed while it was open.
  let opened: { flow: AuthCallbackFlow | null; authenticated: boolean; accounts: number } | null = null
  let lastError: unknown = null
  const accounts = () => client.store.getSnapshot().user?.linkedAccounts.length ?? 0
  const note = (state: NavigatorState) => {
    opened = {
      flow: flowAt(state.history[0]?.name ?? state.screen?.name),
      authenticated: client.store.getSnapshot().authenticated,
      accounts: accounts(),
    }
    lastError = null
  }
  const fail = (flow: AuthCallbackFlow) => {
    const error = lastError
      ? toLobbyError(lastError)
      : createLobbyError(flow === 'login' ? 'exited_auth_flow' : 'exited_link_flow')
    onError?.({ code: authCallbackCode(error, flow), error })
  }
  const closed = () => {
    const flow = opened
    opened = null
    const { authenticated, user } = client.store.getSnapshot()
    if (flow?.flow === 'link' && !(authenticated && accounts() > flow.accounts)) return fail('link')
    if (flow?.flow !== 'login') return
    if (!authenticated || !user) return fail('login')
    const last = client.lastLogin()
    onComplete({
      user,
      isNewUser: !flow.authenticated && (last?.isNewUser ?? false),
      wasAlreadyAuthenticated: flow.authenticated,
      loginMethod: last?.method ?? null,
    })
  }
  if (wasOpen) note(navigator.getSnapshot())
  return navigator.subscribe(() => {
    const state = navigator.getSnapshot()
    if (state.isOpen !== wasOpen) {
      wasOpen = state.isOpen
      if (!state.isOpen) return closed()
      note(state)
    }
    if (state.screen?.name === 'ERROR_SCREEN') lastError = state.screen.params.error
  })
}

/** Which host flow a modal opened at this screen runs: a login, a link, or neither. */
function flowAt(entry: ScreenName | undefined): AuthCallbackFlow | null {
  if (entry === undefined) return null
  if (LOGIN_ENTRY_SCREENS.includes(entry)) return 'login'
  return LINK_ENTRY_SCREENS.includes(entry) ? 'link' : null
}
