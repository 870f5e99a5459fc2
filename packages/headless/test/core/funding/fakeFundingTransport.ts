import { type Mock, vi } from 'vitest'
import type { FundingTransport, OnRampBStatus } from '../../../src/core/funding/fundingTransport'

type Methods = Exclude<keyof FundingTransport, 'onRampBPayBaseUrl'>
/** The transport with each method as a typed spy. */
export type FakeFundingTransport = { onRampBPayBaseUrl: string } & { [K in Methods]: Mock<FundingTransport[K]> }

/** A funding transport whose every member is a spy; tests override what they drive. */
export function fakeFundingTransport(overrides: Partial<FakeFundingTransport> = {}): FakeFundingTransport {
  return {
    onRampBPayBaseUrl: 'https://pay.onramp-b.test/buy',
    signOnRamp: vi.fn(async () => ({ signedUrl: 'https://onramp-a.test/buy?sig=1', externalTransactionId: 'tx-1' })),
    getOnRampTransaction: vi.fn(async (): Promise<unknown> => ({ status: 'pending' })),
    initOnRampB: vi.fn(async () => ({ appId: 'cb-app', sessionToken: 'session-1', partnerUserId: 'partner-1' })),
    getOnRampBStatus: vi.fn(async (): Promise<OnRampBStatus> => 'in_progress'),
    openTab: vi.fn(() => true),
    openPopup: vi.fn(() => true),
    sendFromExternalWallet: vi.fn(async () => '0xhash'),
    getExternalWallet: vi.fn(async () => ({ address: '0x1111111111111111111111111111111111111111', balances: [] })),
    quoteBridge: vi.fn(async (): Promise<unknown> => ({ message: 'no route' })),
    sendBridgeTransaction: vi.fn(async () => '0xbridge'),
    getTokenPrice: vi.fn(async (): Promise<unknown> => ({ usd: 3000 })),
    getBalance: vi.fn(async () => 0n),
    ...overrides,
  }
}
