import { createLoginWithCrossApp, getCrossAppAccessToken, setCrossAppAccessToken } from '../auth/loginWithCrossApp'
import type { LoginWithOAuthOptions } from '../auth/loginWithOAuth'
import type { LobbyClient } from '../client'
import { LobbyError } from '../errors/lobbyError'
import { browserCrossAppWindow } from './browserCrossAppWindow'
import { getCrossAppConnections } from './crossAppApi'
import type { CrossAppAccount, CrossAppTransport, CrossAppWindow } from './crossAppTransport'

/** Options of `createCrossAppTransport`. */
export type CreateCrossAppTransportOptions = {
  /** The page the popups open from. @default the browser's window */
  window?: CrossAppWindow | null
  /** Options of the cross-app OAuth flow a reconnect runs (its window, environment, timers). */
  reconnect?: Pick<LoginWithOAuthOptions, 'window' | 'pageUrl' | 'environment' | 'timers'>
}

const noWindow = () =>
  new LobbyError('client_error', 'cross_app_no_window', 'Cross-app signing needs a browser window.', {
    nextStep: 'Call it from a page in the browser, not during server rendering.',
  })

/** A page that cannot open popups: every request fails at the popup with a clear error. */
const windowless: CrossAppWindow = {
  origin: 'null',
  callbackUrl: 'about:blank',
  open: () => {
    throw noWindow()
  },
  onMessage: () => () => {},
}

/** The user's cross_app accounts, with the embedded wallets the provider app reported. */
function crossAppAccounts(client: LobbyClient): CrossAppAccount[] {
  const user = client.store.getSnapshot().user
  return (user?.linkedAccounts ?? []).flatMap((account) => {
    if (account.type !== 'cross_app' || typeof account.providerAppId !== 'string') return []
    const wallets = Array.isArray(account.embeddedWallets) ? (account.embeddedWallets as unknown[]) : []
    return [
      {
        providerAppId: account.providerAppId,
        embeddedWallets: wallets.flatMap((wallet) =>
          typeof wallet === 'object' && wallet !== null && typeof (wallet as { address?: unknown }).address === 'string'
            ? [{ address: (wallet as { address: string }).address }]
            : [],
        ),
      },
    ]
  })
}

/**
 * The cross-app transport over a Lobby client: connections from the API (W-7.30), the user's
 * cross_app accounts, provider tokens kept in the client's storage (A-3.15, W-4.45),
 * a reconnect through the cross-app OAuth link flow (W-4.47, W-7.31, W-7.32), the provider
 * page on its custom API URL or the API host (W-7.34), popups of the browser window and
 * analytics through the client (W-4.50).
 */
export function createCrossAppTransport(
  client: LobbyClient,
  options: CreateCrossAppTransportOptions = {},
): CrossAppTransport {
  const window =
    options.window === undefined
      ? typeof globalThis.window === 'undefined'
        ? windowless
        : browserCrossAppWindow(globalThis.window)
      : (options.window ?? windowless)
  return {
    getConnections: () => getCrossAppConnections(client.http),
    getCrossAppAccounts: () => crossAppAccounts(client),
    getProviderAccessToken: (providerAppId) => getCrossAppAccessToken(client.storage, providerAppId),
    setProviderAccessToken: (providerAppId, token) => setCrossAppAccessToken(client.storage, providerAppId, token),
    async reconnect(connection) {
      // W-4.47 reconnecting re-links the cross_app account the user already has: the server only
      // refreshes it (and refuses another), so the client's one-account-per-type check must not stop it.
      const relinking: LobbyClient = Object.assign(Object.create(client) as LobbyClient, { assertCanLink: () => {} })
      const flow = createLoginWithCrossApp(relinking, { ...options.reconnect, mode: 'link' })
      await flow.start({ appId: connection.provider_app_id })
      const state = flow.getSnapshot()
      if (state.status !== 'connected') {
        throw (
          state.error ??
          new LobbyError('client_error', 'cross_app_reconnect_failed', 'Could not reconnect to the provider app.')
        )
      }
    },
    getProviderAppUrl: (connection) => connection.provider_app_custom_api_url || client.http.apiUrl,
    window,
    track: (event, details) => client.track(event, details),
  }
}
