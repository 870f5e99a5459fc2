import { authenticateCustomJwt } from '../api/customJwt'
import type { LobbyClient } from '../client'
import type { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { createStore, type Readable } from '../store'

/** The host's side of custom auth: its own login state and a JWT getter. */
export type CustomAuthOptions = {
  /** Returns the host's current JWT, or undefined when the host user is signed out. */
  getCustomAccessToken: () => Promise<string | undefined>
  /** True while the host is still loading its own auth state. */
  isLoading: boolean
}

/** Where custom-auth sync stands. */
export type CustomAuthState = {
  status: 'idle' | 'loading' | 'authenticated' | 'unauthenticated' | 'error'
  error: LobbyError | null
}

/** The custom-token flow: call `sync` whenever the host's auth state may have changed. */
export type CustomAuth = Readable<CustomAuthState> & {
  /** Logs in with the host's token, again when it changes, and logs out when the host has none. */
  sync(options: CustomAuthOptions): Promise<void>
}

/** Creates the custom-token flow; concurrent syncs for one token send one request. */
export function createCustomAuth(client: LobbyClient): CustomAuth {
  const store = createStore<CustomAuthState>({ status: 'idle', error: null })
  let lastToken: string | null = null
  let running: Promise<void> | null = null
  let runningFor: string | null = null

  async function syncToken(token: string) {
    store.setState({ status: 'loading', error: null })
    try {
      const result = await authenticateCustomJwt(client.http, { token })
      lastToken = token
      client.completeLogin(result, 'custom')
      store.setState({ status: 'authenticated', error: null })
    } catch (error) {
      lastToken = null
      store.setState({ status: 'error', error: toLobbyError(error) })
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    async sync({ getCustomAccessToken, isLoading }) {
      if (isLoading) return
      const token = (await getCustomAccessToken()) ?? null
      if (!token) {
        if (lastToken !== null || client.store.getSnapshot().authenticated) {
          lastToken = null
          await client.logout()
        }
        store.setState({ status: 'unauthenticated', error: null })
        return
      }
      if (token === lastToken) return
      if (running && runningFor === token) return running
      runningFor = token
      running = syncToken(token).finally(() => {
        running = null
        runningFor = null
      })
      return running
    },
  }
}
