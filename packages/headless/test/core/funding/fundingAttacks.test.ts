import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WireOnRampSigned } from '../../../src/core/funding/fundingApi'
import { createFundingFlow } from '../../../src/core/funding/fundingFlow'
import { fakeFundingTransport } from './fakeFundingTransport'

const ADDRESS = '0x9999999999999999999999999999999999999999'
const EXTERNAL = '0x1111111111111111111111111111111111111111'
const OTHER_ACCOUNT = '0x2222222222222222222222222222222222222222'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A relay answering every quote with this deposit, for a testnet wallet to fund from Base Sepolia. */
function bridgeWith(deposit: { from: string; chainId: number }) {
  const transport = fakeFundingTransport({
    sendFromExternalWallet: vi.fn(async () => {
      throw new Error('insufficient funds for gas')
    }),
    getExternalWallet: vi.fn(async () => ({
      address: EXTERNAL,
      balances: [{ chainId: 84532, balance: 10n ** 18n, isTestnet: true }],
    })),
    quoteBridge: vi.fn(
      async (): Promise<unknown> => ({
        steps: [{ items: [{ data: { ...deposit, to: '0xrelay', value: '50100000000000000', data: '0x01' } }] }],
      }),
    ),
  })
  const flow = createFundingFlow({
    address: ADDRESS,
    chain: { id: 11155111, testnet: true },
    methods: ['external'],
    amount: '0.05',
    onClose: vi.fn(),
    transport,
  })
  flow.start()
  return { flow, transport }
}

describe('funding flow: attacks through the bridge relay', () => {
  it.each([
    ['on a mainnet, for a quote asked on a testnet', { from: EXTERNAL, chainId: 1 }],
    ['from another account of the wallet', { from: OTHER_ACCOUNT, chainId: 84532 }],
  ])(
    "W-4.36 W-7.28 W-8.51 attack: a relay answers a deposit %s; nothing is sent, the flow says 'Error fetching quote from relay'",
    async (_name, deposit) => {
      const { flow, transport } = bridgeWith(deposit)
      flow.confirmTransfer()
      await vi.advanceTimersByTimeAsync(0)
      expect(transport.quoteBridge).toHaveBeenCalledWith(
        expect.objectContaining({ originChainId: 84532, user: EXTERNAL }),
      )
      expect(flow.getSnapshot().bridge).toBeNull()
      expect(flow.getSnapshot().error?.shortMessage).toBe('Error fetching quote from relay')
      flow.confirmTransfer()
      await vi.advanceTimersByTimeAsync(0)
      expect(transport.sendBridgeTransaction).not.toHaveBeenCalled()
    },
  )

  it('W-4.36 W-3.27 a deposit from the wallet on the chain asked is taken as the route', async () => {
    const { flow } = bridgeWith({ from: EXTERNAL.toUpperCase().replace('0X', '0x'), chainId: 84532 })
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(flow.getSnapshot().bridge).toMatchObject({ chainId: 84532, value: 50100000000000000n })
  })
})

describe('funding answers: attacks at the boundary', () => {
  it('W-7.20 W-2.46 attack: a sign answer whose signedUrl is a javascript: or data: URL, which the new tab would run as the app, is refused', () => {
    for (const signedUrl of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
    ])
      expect(WireOnRampSigned.safeParse({ signedUrl, externalTransactionId: 'tx-1' }).success).toBe(false)
    const signedUrl = 'https://onramp-a.test/buy?signature=abc'
    expect(WireOnRampSigned.safeParse({ signedUrl, externalTransactionId: 'tx-1' }).success).toBe(true)
  })
})
