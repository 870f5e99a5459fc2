import { createStore, type Store } from '../store'

const requests = new WeakMap<object, Store<number>>()

/**
 * How many times an action that needs a signed-in user found none, per client: the modal
 * watches it and opens LANDING on each change. Kept outside the modal so the wallet code can ask
 * without knowing the modal (and without loading it).
 */
export function getLoginRequests(client: object): Store<number> {
  let store = requests.get(client)
  if (!store) {
    store = createStore(0)
    requests.set(client, store)
  }
  return store
}

/** Sends the user to LANDING: asks the modal to open the login screen. */
export function requestLogin(client: object): void {
  getLoginRequests(client).setState((count) => count + 1)
}
