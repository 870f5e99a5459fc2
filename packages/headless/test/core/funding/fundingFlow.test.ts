import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createFundingFlow,
  type FundingFlowOptions,
  initialFundingState,
  ON_RAMP_B_MAX_POLLS,
  reduceFundingFlow,
} from '../../../src/core/funding/fundingFlow'
import { confirmWithText, FUNDING_TEXT } from '../../../src/core/funding/fundingText'
import { onRampStatusView } from '../../../src/core/funding/onRampTransaction'
import { type FakeFundingTransport, fakeFundingTransport } from './fakeFundingTransport'

const ADDRESS = '0x9999999999999999999999999999999999999999'
const EXTERNAL = '0x1111111111111111111111111111111111111111'

function start(options: Partial<Omit<FundingFlowOptions, 'transport'>> & { transport?: FakeFundingTransport } = {}) {
  const transport = options.transport ?? fakeFundingTransport()
  const onClose = vi.fn()
  const onAnalyticsEvent = vi.fn()
  const flow = createFundingFlow({
    address: ADDRESS,
    chain: { id: 1 },
    methods: ['moonpay', 'coinbase-onramp', 'external'],
    amount: '0.05',
    onClose,
    onAnalyticsEvent,
    ...options,
    transport,
  })
  flow.start()
  return { flow, transport, onClose, onAnalyticsEvent, state: () => flow.getSnapshot() }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('funding flow: entry and selection', () => {
  it("W-8.46 without a wallet the flow does not run: 'Wallet is not enabled'", () => {
    const state = initialFundingState({ chain: { id: 1 }, address: null, methods: ['moonpay'] })
    expect(state.step).toBe('closed')
    expect(state.error?.shortMessage).toBe('Wallet is not enabled')
  })

  it("W-8.47 without funding methods the flow does not run: 'Wallet funding is not enabled'", () => {
    for (const methods of [[], null, ['unknown-method']]) {
      const state = initialFundingState({ chain: { id: 1 }, address: ADDRESS, methods })
      expect(state.step).toBe('closed')
      expect(state.error?.shortMessage).toBe('Wallet funding is not enabled')
    }
  })

  it('W-1.06 W-2.33 offers card on-ramp A, card on-ramp B, transfer from wallet and manual send', () => {
    const state = initialFundingState({
      chain: { id: 1 },
      address: ADDRESS,
      methods: ['external', 'moonpay', 'coinbase-onramp'],
    })
    expect(state.screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    expect(state.options).toEqual(['moonpay', 'coinbase-onramp', 'external', 'manual'])
  })

  it('W-2.34 a single configured method opens its screen directly', () => {
    expect(initialFundingState({ chain: { id: 1 }, address: ADDRESS, methods: ['moonpay'], amount: '1' }).screen).toBe(
      'MOONPAY_PROMPT_SCREEN',
    )
    expect(initialFundingState({ chain: { id: 1 }, address: ADDRESS, methods: ['external'], amount: '1' }).screen).toBe(
      'FUNDING_TRANSFER_FROM_WALLET_SCREEN',
    )
    const cardB = initialFundingState({ chain: { id: 1 }, address: ADDRESS, methods: ['coinbase-onramp'], amount: '1' })
    expect([cardB.screen, cardB.step]).toEqual(['COINBASE_ONRAMP_STATUS_SCREEN', 'idle'])
  })

  it('W-5.34 the amount keeps only digits and one decimal point', () => {
    const { flow, state } = start({ amount: '' })
    flow.setAmount('1,2a.5.0$')
    expect(state().amount).toBe('12.50')
  })

  it('W-5.35 W-4.34 methods are refused until the amount is above 0, then go to the chosen method', () => {
    const { flow, state } = start({ amount: '0' })
    expect(state().canFund).toBe(false)
    flow.selectMethod('moonpay')
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    flow.setAmount('0.00')
    flow.selectMethod('manual')
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    flow.setAmount('0.01')
    expect(state().canFund).toBe(true)
    flow.selectMethod('moonpay')
    expect(state().screen).toBe('MOONPAY_PROMPT_SCREEN')
    flow.back()
    flow.selectMethod('external')
    expect(state().screen).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN')
    flow.back()
    flow.selectMethod('manual')
    expect(state().screen).toBe('FUNDING_MANUAL_TRANSFER_SCREEN')
  })

  it('behavior: a method the app did not configure cannot be selected', () => {
    const { flow, state } = start({ methods: ['moonpay', 'external'] })
    flow.selectMethod('coinbase-onramp')
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
  })

  it('behavior: the reducer ignores every event once closed', () => {
    const closed = initialFundingState({ chain: { id: 1 }, address: null, methods: ['moonpay'] })
    expect(reduceFundingFlow(closed, { type: 'method.select', method: 'moonpay' })).toBe(closed)
  })
})

describe('funding flow: card on-ramp A', () => {
  async function toStatusScreen(options: Parameters<typeof start>[0] = {}) {
    const run = start({ methods: ['moonpay'], ...options })
    run.flow.selectMethod('moonpay')
    run.flow.continueOnRamp()
    await vi.advanceTimersByTimeAsync(0)
    return run
  }

  it('W-7.20 W-3.21 W-2.46 signs with address, useSandbox and the ETH-on-Ethereum code, then opens a new tab', async () => {
    const { transport, state } = await toStatusScreen({ useSandbox: true })
    expect(transport.signOnRamp).toHaveBeenCalledWith({
      address: ADDRESS,
      useSandbox: true,
      config: { currencyCode: 'ETH_ETHEREUM' },
    })
    expect(transport.openTab).toHaveBeenCalledWith('https://onramp-a.test/buy?sig=1')
    expect(state().screen).toBe('MOONPAY_STATUS_SCREEN')
  })

  it("W-9.30 W-3.19 signs with the chain's currency code unless moonpayConfigOverride gives one", async () => {
    const base = await toStatusScreen({ chain: { id: 8453 } })
    expect(base.transport.signOnRamp.mock.calls[0]?.[0].config.currencyCode).toBe('ETH_BASE')
    const override = await toStatusScreen({
      chain: { id: 8453 },
      moonpayConfigOverride: { currencyCode: 'USDC_BASE', quoteCurrencyAmount: 40 },
    })
    expect(override.transport.signOnRamp.mock.calls[0]?.[0].config).toEqual({
      currencyCode: 'USDC_BASE',
      quoteCurrencyAmount: 40,
    })
  })

  it('W-3.19 the funding request gives the address, chain, amount and errorMessage the flow starts from', () => {
    const state = initialFundingState({
      address: ADDRESS,
      chain: { id: 8453, testnet: false },
      methods: ['moonpay', 'external'],
      amount: '0.25',
      errorMessage: 'Not enough ETH to pay for gas',
    })
    expect(state).toMatchObject({
      amount: '0.25',
      canFund: true,
      destination: { chainId: 8453, testnet: false },
      notice: 'Not enough ETH to pay for gas',
    })
  })

  it('W-4.38 W-7.21 shows a spinner and polls the transaction every 3 s', async () => {
    const { transport, state } = await toStatusScreen()
    expect(onRampStatusView(state().onRampStatus).kind).toBe('spinner')
    await vi.advanceTimersByTimeAsync(2999)
    expect(transport.getOnRampTransaction).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(transport.getOnRampTransaction).toHaveBeenCalledWith({ externalTransactionId: 'tx-1', useSandbox: false })
    await vi.advanceTimersByTimeAsync(3000)
    expect(transport.getOnRampTransaction).toHaveBeenCalledTimes(2)
    expect(state().onRampStatus).toBe('pending')
  })

  it("W-4.39 W-3.23 waitingAuthorization (either spelling) shows 'Processing payment'", async () => {
    const transport = fakeFundingTransport({
      getOnRampTransaction: vi.fn(async () => ({ status: 'awaitingAuthorization' })),
    })
    const { state } = await toStatusScreen({ transport })
    await vi.advanceTimersByTimeAsync(3000)
    expect(state().onRampStatus).toBe('waitingAuthorization')
    expect(onRampStatusView(state().onRampStatus)).toEqual({ kind: 'processing', text: 'Processing payment' })
  })

  it('W-4.40 W-4.37 W-4.51 completed shows success, reports the status, and closes itself after 4 s', async () => {
    const transport = fakeFundingTransport({ getOnRampTransaction: vi.fn(async () => ({ status: 'completed' })) })
    const { state, onClose, onAnalyticsEvent } = await toStatusScreen({ transport })
    await vi.advanceTimersByTimeAsync(3000)
    expect(state().step).toBe('success')
    expect(onRampStatusView(state().onRampStatus).kind).toBe('success')
    expect(onAnalyticsEvent).toHaveBeenCalledWith('sdk_fiat_on_ramp_completed_with_status', { status: 'completed' })
    await vi.advanceTimersByTimeAsync(3999)
    expect(onClose).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(state().step).toBe('closed')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(transport.getOnRampTransaction).toHaveBeenCalledTimes(1)
  })

  it('W-4.41 a failed transaction returns to method selection with an error message', async () => {
    const transport = fakeFundingTransport({ getOnRampTransaction: vi.fn(async () => ({ status: 'failed' })) })
    const { state, onAnalyticsEvent } = await toStatusScreen({ transport })
    await vi.advanceTimersByTimeAsync(3000)
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    expect(state().error?.shortMessage).toBeTruthy()
    expect(onAnalyticsEvent).toHaveBeenCalledWith('sdk_fiat_on_ramp_completed_with_status', { status: 'failed' })
  })

  it('W-4.42 three failed polls mark the transaction serviceFailure and polling ends', async () => {
    let calls = 0
    const transport = fakeFundingTransport({
      getOnRampTransaction: vi.fn(async (): Promise<unknown> => {
        calls += 1
        if (calls === 2) return { status: 'garbage' }
        throw new Error('network down')
      }),
    })
    const { state } = await toStatusScreen({ transport })
    await vi.advanceTimersByTimeAsync(6000)
    expect(state().failedPolls).toBe(2)
    expect(state().onRampStatus).toBe('none')
    await vi.advanceTimersByTimeAsync(3000)
    expect(state().onRampStatus).toBe('serviceFailure')
    expect(state().error?.code).toBe('onramp_service_failure')
    await vi.advanceTimersByTimeAsync(30_000)
    expect(transport.getOnRampTransaction).toHaveBeenCalledTimes(3)
  })

  it('behavior: a blocked tab returns to method selection with an error', async () => {
    const transport = fakeFundingTransport({ openTab: vi.fn(() => false) })
    const { state } = await toStatusScreen({ transport, methods: ['moonpay', 'external'] })
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    expect(state().error?.code).toBe('popup_blocked')
  })
})

describe('funding flow: card on-ramp B', () => {
  it('W-7.22 W-7.24 W-7.25 inits with the address and network, opens the pay page in a 440x680 popup', async () => {
    const { flow, transport, state } = start({ chain: { id: 8453 }, amount: '0.5' })
    flow.selectMethod('coinbase-onramp')
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.initOnRampB).toHaveBeenCalledWith({ addresses: [{ address: ADDRESS, blockchains: ['base'] }] })
    const [url, size] = transport.openPopup.mock.calls[0] as unknown as [string, object]
    expect(size).toEqual({ width: 440, height: 680 })
    const params = Object.fromEntries(new URL(url).searchParams)
    expect(params).toEqual({
      appId: 'cb-app',
      sessionToken: 'session-1',
      defaultExperience: 'buy',
      presetCryptoAmount: '0.5',
      defaultNetwork: 'base',
      partnerUserId: 'partner-1',
    })
    expect(state().screen).toBe('COINBASE_ONRAMP_STATUS_SCREEN')
  })

  it('W-9.23 W-7.23 W-4.43 polls the status every 1.5 s: in progress, then success', async () => {
    let answer: 'in_progress' | 'success' = 'in_progress'
    const transport = fakeFundingTransport({ getOnRampBStatus: vi.fn(async () => answer) })
    const { flow, state } = start({ transport })
    flow.selectMethod('coinbase-onramp')
    await vi.advanceTimersByTimeAsync(1499)
    expect(transport.getOnRampBStatus).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(transport.getOnRampBStatus).toHaveBeenCalledWith('partner-1')
    expect(state().onRampStatus).toBe('pending')
    answer = 'success'
    await vi.advanceTimersByTimeAsync(1500)
    expect(state().step).toBe('success')
    expect(onRampStatusView(state().onRampStatus).kind).toBe('success')
  })

  it('W-9.23 W-8.49 the status polls stop after their maximum and report timed_out', async () => {
    const { flow, state, transport } = start()
    flow.selectMethod('coinbase-onramp')
    await vi.advanceTimersByTimeAsync(ON_RAMP_B_MAX_POLLS * 1500)
    expect(transport.getOnRampBStatus).toHaveBeenCalledTimes(ON_RAMP_B_MAX_POLLS)
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    expect(state().error?.code).toBe('coinbase_onramp_timed_out')
    await vi.advanceTimersByTimeAsync(15_000)
    expect(transport.getOnRampBStatus).toHaveBeenCalledTimes(ON_RAMP_B_MAX_POLLS)
  })

  it('W-8.49 a purchase the user left on the pay page ends the wait with user_exited at once', async () => {
    const transport = fakeFundingTransport({ getOnRampBStatus: vi.fn(async () => 'user_exited' as const) })
    const { flow, state } = start({ transport })
    flow.selectMethod('coinbase-onramp')
    await vi.advanceTimersByTimeAsync(1500)
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    expect(state().error?.code).toBe('coinbase_onramp_user_exited')
    await vi.advanceTimersByTimeAsync(15_000)
    expect(transport.getOnRampBStatus).toHaveBeenCalledTimes(1)
  })

  it('W-8.49 a chain the on-ramp does not serve gives the unsupported-chain error', async () => {
    const { flow, state, transport } = start({ chain: { id: 43114 } })
    flow.selectMethod('coinbase-onramp')
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.initOnRampB).not.toHaveBeenCalled()
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    expect(state().error?.code).toBe('coinbase_onramp_unsupported_chain')
  })
})

describe('funding flow: transfer from an external wallet', () => {
  const balances = [
    { chainId: 1, balance: 10n ** 18n, isTestnet: false },
    { chainId: 8453, balance: 10n ** 18n, isTestnet: false },
    { chainId: 10, balance: 0n, isTestnet: false },
    { chainId: 11155111, balance: 10n ** 18n, isTestnet: true },
    { chainId: 42161, balance: 10n ** 15n, isTestnet: false },
  ]

  it('W-4.35 W-2.41 first tries a direct send on the chain to fund, titled Confirming', async () => {
    const { flow, transport, state, onClose } = start({ chain: { id: 1 }, amount: '0.05' })
    flow.selectMethod('external')
    expect(state().transferTitle).toBe('Confirming')
    flow.confirmTransfer()
    expect(state().screen).toBe('FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN')
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.sendFromExternalWallet).toHaveBeenCalledWith({ chainId: 1, to: ADDRESS, amount: '0.05' })
    expect(transport.quoteBridge).not.toHaveBeenCalled()
    expect(state().step).toBe('success')
    flow.back()
    expect(state().step).toBe('success')
    await vi.advanceTimersByTimeAsync(4000)
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('W-4.36 W-7.28 W-3.26 W-2.41 a failed direct send quotes once per other chain of the same kind, then bridges', async () => {
    const transport = fakeFundingTransport({
      sendFromExternalWallet: vi.fn(async () => {
        throw new Error('insufficient funds for gas')
      }),
      getExternalWallet: vi.fn(async () => ({ address: EXTERNAL, balances })),
      quoteBridge: vi.fn(
        async (request: { originChainId: number }): Promise<unknown> => ({
          steps: [
            {
              items: [
                {
                  data: {
                    from: EXTERNAL,
                    to: '0xrelay',
                    value: request.originChainId === 42161 ? '2000000000000000' : '50100000000000000',
                    chainId: request.originChainId,
                    data: '0x01',
                  },
                },
              ],
            },
          ],
        }),
      ),
    })
    const { flow, state } = start({ transport, chain: { id: 1, testnet: false }, amount: '0.05' })
    flow.selectMethod('external')
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.quoteBridge.mock.calls.map(([request]) => request.originChainId).sort((a, b) => a - b)).toEqual([
      8453, 42161,
    ])
    expect(transport.quoteBridge).toHaveBeenCalledWith({
      tradeType: 'EXACT_OUTPUT',
      originCurrency: '0x0000000000000000000000000000000000000000',
      destinationCurrency: '0x0000000000000000000000000000000000000000',
      amount: '0.05',
      user: EXTERNAL,
      recipient: ADDRESS,
      originChainId: 8453,
      destinationChainId: 1,
    })
    expect(state().screen).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN')
    expect(state().transferTitle).toBe('Bridging')
    expect(state().bridge).toMatchObject({ chainId: 8453, value: 50100000000000000n })
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.sendBridgeTransaction).toHaveBeenCalledWith(state().bridge ?? expect.anything())
    expect(state().step).toBe('success')
  })

  it('W-4.35 W-2.41 a new amount drops the route quoted for the old one: the next confirm sends directly again', async () => {
    const transport = fakeFundingTransport({
      sendFromExternalWallet: vi.fn(async () => {
        throw new Error('insufficient funds')
      }),
      getExternalWallet: vi.fn(async () => ({ address: EXTERNAL, balances })),
      quoteBridge: vi.fn(
        async (): Promise<unknown> => ({
          steps: [{ items: [{ data: { from: EXTERNAL, to: '0xr', value: '1', chainId: 8453, data: '0x' } }] }],
        }),
      ),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('external')
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(state().bridge).not.toBeNull()
    flow.setAmount('0.01')
    expect([state().bridge, state().transferTitle]).toEqual([null, 'Confirming'])
    flow.confirmTransfer()
    expect(state().step).toBe('sending')
  })

  it("W-8.48 no chain can cover the transfer: 'Wallet <short address> does not have enough funds.'", async () => {
    const transport = fakeFundingTransport({
      sendFromExternalWallet: vi.fn(async () => {
        throw new Error('insufficient funds')
      }),
      getExternalWallet: vi.fn(async () => ({
        address: EXTERNAL,
        balances: [{ chainId: 8453, balance: 1n, isTestnet: false }],
      })),
      quoteBridge: vi.fn(
        async (): Promise<unknown> => ({
          steps: [{ items: [{ data: { from: EXTERNAL, to: '0xr', value: '999', chainId: 8453, data: '0x' } }] }],
        }),
      ),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('external')
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(state().screen).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN')
    expect(state().error?.shortMessage).toBe('Wallet 0x1111…1111 does not have enough funds.')
  })

  it('W-8.51 when every quote fails the relay message is shown', async () => {
    const transport = fakeFundingTransport({
      sendFromExternalWallet: vi.fn(async () => {
        throw new Error('insufficient funds')
      }),
      getExternalWallet: vi.fn(async () => ({ address: EXTERNAL, balances })),
      quoteBridge: vi.fn(async (): Promise<unknown> => ({ message: 'Route not available' })),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('external')
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(state().error?.shortMessage).toBe('Route not available')
  })

  it("W-8.13 a rejection in the wallet (4001) stops the transfer instead of bridging: 'The user rejected the request'", async () => {
    const transport = fakeFundingTransport({
      sendFromExternalWallet: vi.fn(async () => {
        throw Object.assign(new Error('User rejected'), { code: 4001 })
      }),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('external')
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.quoteBridge).not.toHaveBeenCalled()
    expect(state().screen).toBe('FUNDING_TRANSFER_FROM_WALLET_SCREEN')
    expect(state().error?.shortMessage).toBe('The user rejected the request')
  })
})

describe('funding flow: the transfer screen', () => {
  const wallet = {
    address: EXTERNAL,
    balances: [
      { chainId: 1, balance: 1n, isTestnet: false },
      { chainId: 8453, balance: 10n ** 18n, isTestnet: false },
      { chainId: 42161, balance: 10n ** 18n, isTestnet: false },
      { chainId: 84532, balance: 10n ** 18n, isTestnet: true },
    ],
  }

  it("W-2.35 W-2.39 W-2.40 the screen's fixed copy comes from core", () => {
    expect(FUNDING_TEXT.transferTitle).toBe('Transfer from another network')
    expect(confirmWithText('MetaMask')).toBe('Confirm with MetaMask')
    expect(Object.values(FUNDING_TEXT.confirmRows)).toEqual(['Total', 'To', 'Network', 'Estimated fee'])
  })

  it('W-2.37 W-2.38 the From selector lists the other chains of the same kind with balances; To is the funded chain', async () => {
    const transport = fakeFundingTransport({ getExternalWallet: vi.fn(async () => wallet) })
    const { flow, state } = start({ transport, chain: { id: 1 } })
    flow.selectMethod('external')
    await vi.advanceTimersByTimeAsync(0)
    expect(state().destination).toEqual({ chainId: 1, testnet: false })
    expect(state().fromChains.map((entry) => [entry.chainId, entry.balance])).toEqual([
      [8453, 10n ** 18n],
      [42161, 10n ** 18n],
    ])
  })

  it('W-2.36 W-7.26 reads the USD price of the native currency for the amount in USD', async () => {
    const transport = fakeFundingTransport({ getTokenPrice: vi.fn(async () => ({ usd: 2500.5 })) })
    const { flow, state } = start({ transport, chain: { id: 137, nativeCurrency: { symbol: 'POL' } } })
    flow.selectMethod('external')
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.getTokenPrice).toHaveBeenCalledWith({ chainId: 137, tokenSymbol: 'POL' })
    expect(state().usdPrice).toBe(2500.5)
  })

  it('W-7.26 behavior: an unreadable price or wallet leaves the screen usable', async () => {
    const transport = fakeFundingTransport({
      getTokenPrice: vi.fn(async () => ({ usd: 'lots' })),
      getExternalWallet: vi.fn(async () => {
        throw new Error('no wallet')
      }),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('external')
    await vi.advanceTimersByTimeAsync(0)
    expect(state().usdPrice).toBeNull()
    expect(state().fromChains).toEqual([])
    expect(state().step).toBe('idle')
  })

  it('W-2.37 W-4.36 the From chain the user picked is quoted and bridged first', async () => {
    const transport = fakeFundingTransport({
      getExternalWallet: vi.fn(async () => wallet),
      sendFromExternalWallet: vi.fn(async () => {
        throw new Error('insufficient funds')
      }),
      quoteBridge: vi.fn(
        async (request: { originChainId: number }): Promise<unknown> => ({
          steps: [
            {
              items: [{ data: { from: EXTERNAL, to: '0xr', value: '10', chainId: request.originChainId, data: '0x' } }],
            },
          ],
        }),
      ),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('external')
    await vi.advanceTimersByTimeAsync(0)
    flow.selectFromChain(42161)
    flow.selectFromChain(84532) // a testnet is not offered for a mainnet chain
    expect(state().fromChainId).toBe(42161)
    flow.confirmTransfer()
    await vi.advanceTimersByTimeAsync(0)
    expect(state().bridge?.chainId).toBe(42161)
  })
})

describe('funding flow: manual transfer', () => {
  it('W-4.44 polls the balance every 2 s and succeeds when funds arrive', async () => {
    let balance = 5n
    const transport = fakeFundingTransport({ getBalance: vi.fn(async () => balance) })
    const { flow, state } = start({ transport })
    flow.selectMethod('manual')
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.getBalance).toHaveBeenCalledTimes(1)
    expect(transport.getBalance).toHaveBeenCalledWith({ address: ADDRESS, chainId: 1 })
    await vi.advanceTimersByTimeAsync(1999)
    expect(transport.getBalance).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(transport.getBalance).toHaveBeenCalledTimes(2)
    expect(state().step).toBe('polling')
    balance = 7n
    await vi.advanceTimersByTimeAsync(2000)
    expect(state().balance).toBe(7n)
    expect(state().step).toBe('success')
  })

  it('W-8.52 a failed balance read shows zero and is not taken for arriving funds', async () => {
    let fail = true
    const transport = fakeFundingTransport({
      getBalance: vi.fn(async () => {
        if (fail) throw new Error('rpc down')
        return 3n
      }),
    })
    const { flow, state } = start({ transport })
    flow.selectMethod('manual')
    await vi.advanceTimersByTimeAsync(0)
    expect(state().balance).toBe(0n)
    fail = false
    await vi.advanceTimersByTimeAsync(2000)
    expect(state().balance).toBe(3n)
    expect(state().step).toBe('polling')
  })

  it('W-2.43 back goes to the method selection screen and stops polling', async () => {
    const { flow, state, transport } = start()
    flow.selectMethod('manual')
    await vi.advanceTimersByTimeAsync(0)
    flow.back()
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(transport.getBalance).toHaveBeenCalledTimes(1)
  })

  it('W-2.44 back goes to the send-transaction screen when funding was opened from there', async () => {
    const { flow, state, onClose } = start({ openedFrom: 'SEND_TRANSACTION_SCREEN' })
    flow.selectMethod('manual')
    flow.back()
    expect(state().step).toBe('closed')
    expect(onClose).toHaveBeenCalledWith({ returnTo: 'SEND_TRANSACTION_SCREEN' })
  })
})

describe('funding flow: lifecycle', () => {
  it('behavior: stop ends every poll and timer; start resumes the current one', async () => {
    const { flow, transport } = start()
    flow.selectMethod('manual')
    await vi.advanceTimersByTimeAsync(0)
    flow.stop()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(transport.getBalance).toHaveBeenCalledTimes(1)
    flow.start()
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.getBalance).toHaveBeenCalledTimes(2)
  })

  it('behavior: an answer arriving after the user left the screen is ignored', async () => {
    let resolve: (value: { signedUrl: string; externalTransactionId: string }) => void = () => {}
    const transport = fakeFundingTransport({ signOnRamp: vi.fn(() => new Promise((r) => (resolve = r))) })
    const { flow, state } = start({ transport })
    flow.selectMethod('moonpay')
    flow.continueOnRamp()
    flow.back()
    resolve({ signedUrl: 'https://x.test', externalTransactionId: 'late' })
    await vi.advanceTimersByTimeAsync(0)
    expect(transport.openTab).not.toHaveBeenCalled()
    expect(state().screen).toBe('FUNDING_METHOD_SELECTION_SCREEN')
  })
})
