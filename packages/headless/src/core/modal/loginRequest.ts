import { createStore, type Store } from '../store'

const requests = new WeakMap<object, Store<number>>()

/** How many times an action that needed a signed-in user found none, per client. */
function requestsOf(client: object): Store<number> {
  let store = requests.get(client)
  if (!store) {
    store = createStore(0)
    requests.set(client, store)
  }
  return store
}

/**
 * Sends the user to LANDING: asks whichever modal listens to open the login screen. Kept
 * outside the modal so the wallet code can ask without knowing the modal (or loading it).
 */
export function requestLogin(client: object): void {
  requestsOf(client).setState((count) => count + 1)
}

/**
 * Calls `listener` for each login request made from now on (not for earlier ones, so a
 * modal mounted later does not open for a request already answered). Returns the unsubscribe.
 */
export function onLoginRequest(client: object, listener: () => void): () => void {
  const store = requestsOf(client)
  let seen = store.getSnapshot()
  return store.subscribe(() => {
    const count = store.getSnapshot()
    if (count === seen) return
    seen = count
    listener()
  })
}
