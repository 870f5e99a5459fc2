import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { User } from '../../../src/core/api/user'
import { LobbyError } from '../../../src/core/errors/lobbyError'
import {
  type LoginCompletion,
  type LoginFlowError,
  watchLoginCompletion,
} from '../../../src/core/modal/loginCompletion'
import { createNavigator } from '../../../src/core/modal/navigator'
import { MODAL_OPEN_DELAY_MS } from '../../../src/core/modal/timing'
import { createStore } from '../../../src/core/store'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const user: User = {
  id: 'did:privy:alice',
  createdAt: new Date(0),
  linkedAccounts: [],
  mfaMethods: [],
  hasAcceptedTerms: true,
  isGuest: false,
}

/** A client as the watcher sees it: its auth state and its last completed login. */
function fakeClient() {
  const store = createStore<{ authenticated: boolean; user: User | null }>({ authenticated: false, user: null })
  let last: { method: string; isNewUser: boolean } | null = null
  return {
    store,
    lastLogin: () => last,
    logIn(method: string, isNewUser: boolean) {
      last = { method, isNewUser }
      store.setState({ authenticated: true, user })
    },
  }
}

function setUp() {
  const navigator = createNavigator()
  const client = fakeClient()
  const completions: LoginCompletion[] = []
  const failures: LoginFlowError[] = []
  const stop = watchLoginCompletion(
    navigator,
    client,
    (completion) => completions.push(completion),
    (failure) => failures.push(failure),
  )
  const show = (open: () => void) => {
    open()
    vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS)
  }
  return { navigator, client, completions, failures, stop, show }
}

describe('watchLoginCompletion', () => {
  it('A-2.49 closing the login screen after a login calls the auth-success callback once, with the user, new-user flag and method', () => {
    const { navigator, client, completions, show } = setUp()
    show(() => navigator.open('LANDING'))
    navigator.navigate('AWAITING_PASSWORDLESS_CODE', { email: 'alice@example.com' })
    client.logIn('email', true)
    expect(completions).toEqual([])
    navigator.close()
    expect(completions).toEqual([{ user, isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'email' }])
    vi.runAllTimers()
    expect(completions).toHaveLength(1)
  })

  it('A-2.49 the user closing the login screen while signed in also counts, and reports that nothing new happened', () => {
    const { navigator, client, completions, show } = setUp()
    client.logIn('sms', false)
    show(() => navigator.open('LANDING'))
    expect(navigator.requestClose()).toBe(true)
    expect(completions).toEqual([{ user, isNewUser: false, wasAlreadyAuthenticated: true, loginMethod: 'sms' }])
  })

  it('A-2.49 no callback when the login screen closes signed out, or when a flow other than login closes', () => {
    const { navigator, client, completions, show, stop } = setUp()
    show(() => navigator.open('LANDING'))
    navigator.close()
    vi.runAllTimers()
    client.logIn('email', false)
    show(() => navigator.open('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'))
    navigator.close()
    expect(completions).toEqual([])
    stop()
    show(() => navigator.open('LANDING'))
    navigator.close()
    expect(completions).toEqual([])
  })
})

describe('watchLoginCompletion onError', () => {
  it('A-8.69 a flow that opened elsewhere than a login or link screen reports nothing when it closes signed out', () => {
    const { navigator, failures, show } = setUp()
    show(() => navigator.open('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN'))
    navigator.close()
    expect(failures).toEqual([])
  })

  it("A-8.69 an error ERROR_SCREEN showed is reported with the close of its own flow only, not the next one's", () => {
    const { navigator, failures, show } = setUp()
    show(() => navigator.open('LANDING'))
    navigator.navigate('ERROR_SCREEN', {
      error: new LobbyError('api_error', 'too_many_requests', 'Too many attempts.'),
    })
    navigator.close()
    vi.runAllTimers()
    show(() => navigator.open('LANDING'))
    navigator.close()
    expect(failures.map(({ code, error }) => [code, error.code])).toEqual([
      ['unknown_auth_error', 'too_many_requests'],
      ['exited_auth_flow', 'exited_auth_flow'],
    ])
  })
})
