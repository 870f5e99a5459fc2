import { createLobbyError } from '../errors/errorCatalogue'
import { LobbyError } from '../errors/lobbyError'

/** The cross-app signing errors of W-8.53 to W-8.59 and, each with the spec's text (shared texts from the catalogue). */
export const crossAppErrors = {
  /** W-8.53, W-5.40: the provider app is not among the user's connections. */
  invalidConnectedApp: () => new LobbyError('client_error', 'invalid_connected_app', 'Invalid connected app'),
  /** W-8.54, W-5.38: the address is not a wallet of the user's cross-app account for this provider. */
  invalidAddress: () =>
    new LobbyError('client_error', 'invalid_wallet_address', 'Cannot request a signature with this wallet address'),
  /** W-8.55, W-5.41, W-4.46: no provider token, and a read-only provider cannot be reconnected for one. */
  readOnly: () =>
    new LobbyError('client_error', 'read_only_provider_app', 'Cannot transact against a read-only provider app'),
  /** W-8.56, W-4.47: still no provider token after reconnecting. */
  missingToken: () => new LobbyError('client_error', 'missing_provider_token', 'Transactions require a valid token'),
  /** W-8.57, W-5.39: the browser blocked the signature popup; the message is the spec's text alone. */
  popupBlocked: () => new LobbyError('client_error', 'popup_blocked', 'Failed to initialize signature request'),
  /** W-8.58: no answer within 2 minutes. */
  timeout: () => new LobbyError('client_error', 'request_timeout', 'Request timeout'),
  /** W-8.59, A-8.46: the user closed the popup (the catalogue's text, shared with the OAuth popup). */
  userRejected: () => createLobbyError('popup.closed'),
  /** W-7.37: a reply came from another origin than this page's (the catalogue's text). */
  originMismatch: () => createLobbyError('popup.origin_mismatch'),
  /** W-7.35: the provider app answered with an error; its text is kept. */
  provider: (message: string) =>
    new LobbyError('wallet_error', 'cross_app_action_error', message.trim() ? message : 'Something went wrong'),
  /** Anything else that went wrong on the way (a failed call, a failed reconnect); the cause is kept. */
  failed: (cause: unknown) =>
    new LobbyError('client_error', 'cross_app_request_failed', 'Failed to initialize signature request', { cause }),
  /** A request that is not a valid cross-app request (checked before anything is sent). */
  invalidRequest: (detail: string) =>
    new LobbyError('client_error', 'invalid_request_arguments', 'Invalid cross-app request', { details: detail }),
  /** A second request while one is still running. */
  busy: () =>
    new LobbyError('client_error', 'request_in_progress', 'A signature request is already in progress', {
      nextStep: 'Wait for it to finish, or reset the request.',
    }),
} as const
