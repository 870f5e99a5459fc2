import type { User } from '../api/user'
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

/** The slice of the client the watcher reads. */
export type LoginCompletionSource = {
  store: Readable<{ authenticated: boolean; user: User | null }>
  lastLogin(): { method: string; isNewUser: boolean } | null
}

/**
 * Calls `onComplete` each time the modal closes on a flow that opened at a login screen
 * while a user is signed in, whatever closed it (the flow finishing, the close button, Escape).
 * Returns the unsubscribe function.
 */
export function watchLoginCompletion(
  navigator: Readable<NavigatorState>,
  client: LoginCompletionSource,
  onComplete: (completion: LoginCompletion) => void,
): () => void {
  let wasOpen = navigator.getSnapshot().isOpen
  // Read when the modal shows: the flow's first screen and whether someone was signed in then.
  let opened: { atLogin: boolean; authenticated: boolean } | null = null
  const note = (state: NavigatorState) => {
    const entry = state.history[0]?.name ?? state.screen?.name
    opened = {
      atLogin: entry !== undefined && LOGIN_ENTRY_SCREENS.includes(entry),
      authenticated: client.store.getSnapshot().authenticated,
    }
  }
  if (wasOpen) note(navigator.getSnapshot())
  return navigator.subscribe(() => {
    const state = navigator.getSnapshot()
    if (state.isOpen === wasOpen) return
    wasOpen = state.isOpen
    if (state.isOpen) return note(state)
    const flow = opened
    opened = null
    const { authenticated, user } = client.store.getSnapshot()
    if (!flow?.atLogin || !authenticated || !user) return
    const last = client.lastLogin()
    onComplete({
      user,
      isNewUser: !flow.authenticated && (last?.isNewUser ?? false),
      wasAlreadyAuthenticated: flow.authenticated,
      loginMethod: last?.method ?? null,
    })
  })
}
