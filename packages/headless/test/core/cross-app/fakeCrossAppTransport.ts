import { type Mock, vi } from 'vitest'
import type { CrossAppTransport, PostedMessage } from '../../../src/core/cross-app/crossAppTransport'

export const PAGE_ORIGIN = 'https://requester.test'
export const PROVIDER_APP_ID = 'provider-app-0000000000001'
export const WALLET = '0xAbCdEf0000000000000000000000000000000001'

/** A popup that a test can close, and that records whether the flow closed it. */
export type FakePopup = { closed: boolean; close: Mock<() => void>; url: string; size: object }

/** A fake page: records popups, lets the test post messages to it. */
export function fakeWindow(options: { blocked?: boolean } = {}) {
  const listeners = new Set<(message: PostedMessage) => void>()
  const popups: FakePopup[] = []
  return {
    origin: PAGE_ORIGIN,
    callbackUrl: `${PAGE_ORIGIN}/wallet?x=1`,
    popups,
    listeners,
    open: vi.fn((url: string, size: { width: number; height: number }) => {
      if (options.blocked) return null
      const popup: FakePopup = {
        closed: false,
        url,
        size,
        close: vi.fn(() => {
          popup.closed = true
        }),
      }
      popups.push(popup)
      return popup
    }),
    onMessage(listener: (message: PostedMessage) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    post(data: unknown, origin = PAGE_ORIGIN) {
      for (const listener of [...listeners]) listener({ origin, data })
    },
  }
}

/** A cross-app transport with one connected provider, a linked wallet and a stored token. */
export function fakeCrossAppTransport(
  overrides: Partial<Omit<CrossAppTransport, 'window'>> & { window?: ReturnType<typeof fakeWindow> } = {},
) {
  const tokens = new Map<string, string | null>([[PROVIDER_APP_ID, 'provider-token']])
  const window = overrides.window ?? fakeWindow()
  const transport = {
    tokens,
    getConnections: vi.fn(
      async (): Promise<unknown> => ({
        connections: [{ provider_app_id: PROVIDER_APP_ID, provider_app_name: 'Provider', read_only: false }],
      }),
    ),
    getCrossAppAccounts: vi.fn(() => [{ providerAppId: PROVIDER_APP_ID, embeddedWallets: [{ address: WALLET }] }]),
    getProviderAccessToken: vi.fn((id: string) => tokens.get(id) ?? null),
    setProviderAccessToken: vi.fn((id: string, token: string | null) => {
      tokens.set(id, token)
    }),
    reconnect: vi.fn(async () => {}),
    getProviderAppUrl: vi.fn(() => 'https://provider.test'),
    track: vi.fn(),
    ...overrides,
    window,
  }
  return transport satisfies CrossAppTransport
}
