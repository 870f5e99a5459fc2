import * as z from 'zod/mini'

/** One cross-app connection of the requesting app (W-3.31), as the server sends it. */
export const WireCrossAppConnection = z.looseObject({
  provider_app_id: z.string(),
  provider_app_name: z.optional(z.nullable(z.string())),
  provider_app_icon_url: z.optional(z.nullable(z.string())),
  provider_app_custom_api_url: z.optional(z.nullable(z.string())),
  read_only: z.optional(z.nullable(z.boolean())),
})
/** A cross-app connection as the server sends it. */
export type WireCrossAppConnection = z.infer<typeof WireCrossAppConnection>

/** W-7.30 The answer of GET /api/v1/apps/{requesterAppId}/cross-app/connections. */
export const WireCrossAppConnections = z.looseObject({ connections: z.array(WireCrossAppConnection) })

/** The user's cross-app linked account for one provider app: its embedded wallets. */
export type CrossAppAccount = {
  providerAppId: string
  embeddedWallets: ReadonlyArray<{ address: string }>
}

/** The signature popup, as far as the flow needs it. */
export type CrossAppPopup = {
  /** True once the user (or the provider app) closed it; polled every 300 ms. */
  readonly closed: boolean
  /** Closes it (after a time-out or an error). */
  close(): void
  /**
   * True when a message's `source` is this popup's window. A browser's popup has it: then only
   * the popup is heard, never another frame or window of the page. A fake without windows leaves it out.
   */
  isSource?(source: unknown): boolean
}

/** A message posted to this page: its sender's origin, its data (untrusted until parsed) and, when known, its sender's window. */
export type PostedMessage = { origin: string; data: unknown; source?: unknown }

/**
 * The page the request runs in: its origin, the callback URL the provider sends the popup
 * back to, popups and posted messages. `browserCrossAppWindow(window)` adapts a real window;
 * tests pass a fake.
 */
export type CrossAppWindow = {
  /** This page's origin; popup replies must come from it (W-7.37). */
  readonly origin: string
  /** Where the provider app sends the popup back to, on this origin (W-7.34 callbackUrl). */
  readonly callbackUrl: string
  /** Opens a popup of `size` at `url`; null when the browser blocked it (W-8.57). */
  open(url: string, size: { width: number; height: number }): CrossAppPopup | null
  /** Calls `listener` for each message posted to this page; returns the unsubscribe function. */
  onMessage(listener: (message: PostedMessage) => void): () => void
}

/** Analytics events of a cross-app request (W-4.50). */
export type CrossAppAnalyticsEvent =
  | 'cross_app_request_started'
  | 'cross_app_request_success'
  | 'cross_app_request_error'

/**
 * Everything a cross-app request asks of the outside world. The network-backed transport
 * implements each member with the call named in its doc; tests pass fakes.
 */
export type CrossAppTransport = {
  /** W-7.30 GET /api/v1/apps/{requesterAppId}/cross-app/connections; the raw answer, parsed by core. */
  getConnections(): Promise<unknown>
  /** The user's cross_app linked accounts, from the current user. */
  getCrossAppAccounts(): ReadonlyArray<CrossAppAccount> | Promise<ReadonlyArray<CrossAppAccount>>
  /** W-4.45 the stored access token for this provider app, or null. */
  getProviderAccessToken(providerAppId: string): string | null | Promise<string | null>
  /** W-7.35 stores (a string) or clears (null) the provider's access token on the popup's token action. */
  setProviderAccessToken(providerAppId: string, token: string | null): void | Promise<void>
  /** W-4.47 reconnects to the provider app (cross-app OAuth, W-7.31, W-7.32) so a new token is stored. */
  reconnect(connection: WireCrossAppConnection): Promise<void>
  /** The provider app's web address; the popup opens its /oauth/transact page (W-7.34). */
  getProviderAppUrl(connection: WireCrossAppConnection): string
  /** The page's popups and messages. */
  window: CrossAppWindow
  /** W-4.50 analytics. */
  track?(event: CrossAppAnalyticsEvent, details: { providerAppId: string; method: string }): void
}
