// @vitest-environment node
import type { RunningChains } from '@lobby/sandbox'
import { sandboxFundingEndpoints } from '@lobby/sandbox'
import { parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { LobbyClient } from '../../../src/core/client'
import { createFundingTransport } from '../../../src/core/funding/createFundingTransport'
import {
  createFundingFlow,
  type FundingFlow,
  type FundingFlowOptions,
  MANUAL_BALANCE_POLL_MS,
  ON_RAMP_B_POLL_MS,
  ON_RAMP_MAX_FAILED_POLLS,
  ON_RAMP_POLL_MS,
} from '../../../src/core/funding/fundingFlow'
import type { Timers } from '../../../src/core/timers'
import { API_URL, loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { anvilRpc, fundingChainsOf, startFundingChains } from './fundingWorld'

/**
 * The flow's clock, stepped by the test: polls and the auto-close run only when time is advanced,
 * while the sandbox and anvil answer in real time.
 */
function steppedTimers(): Timers & { advance(ms: number): void; pending(): number } {
  let now = 0
  let next = 0
  const due = new Map<number, { at: number; run: () => void }>()
  return {
    setTimeout(run, ms) {
      next += 1
      due.set(next, { at: now + ms, run })
      return next
    },
    clearTimeout: (handle) => void due.delete(handle as number),
    advance(ms) {
      now += ms
      for (const [handle, entry] of [...due].sort((a, b) => a[1].at - b[1].at)) {
        if (entry.at > now) continue
        due.delete(handle)
        entry.run()
      }
    },
    pending: () => due.size,
  }
}

let h: SandboxHarness
let running: RunningChains
let http: LobbyClient['http']
const opened: Array<{ url: string; features?: string }> = []

beforeAll(async () => {
  ;[h, running] = await Promise.all([startSandboxHarness(), startFundingChains()])
  h.sandbox.funding.useChains(running)
  http = (await loginByEmail(h, h.client(), `flow-${Date.now()}@example.com`)).http
}, 90_000)
afterAll(async () => {
  await h?.close()
  await running?.close()
})
afterEach(async () => {
  opened.length = 0
  await switchOnRampA({ transactions: 'ok', authorizationMs: 2000 })
})

const randomAddress = () =>
  `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`

async function switchOnRampA(body: Record<string, unknown>) {
  const response = await h.fetch(
    new Request(`${API_URL}/_sandbox/onramp-a`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  )
  expect(response.ok).toBe(true)
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function startFlow(options: Partial<FundingFlowOptions> & Pick<FundingFlowOptions, 'methods' | 'address'>) {
  const timers = steppedTimers()
  const onClose = vi.fn()
  const onAnalyticsEvent = vi.fn()
  const transport = createFundingTransport({
    http,
    chains: fundingChainsOf(running),
    endpoints: sandboxFundingEndpoints(API_URL),
    fetch: h.fetch,
    window: {
      open: (url?: string | URL, _target?: string, features?: string) => {
        opened.push({ url: String(url), ...(features ? { features } : {}) })
        return {} as Window
      },
    },
  })
  const flow: FundingFlow = createFundingFlow({
    transport,
    chain: { id: 1 },
    amount: '0.05',
    timers,
    onClose,
    onAnalyticsEvent,
    ...options,
  })
  flow.start()
  return { flow, timers, onClose, onAnalyticsEvent, state: () => flow.getSnapshot() }
}

const post = (url: string, form: Record<string, string>) =>
  h.fetch(new Request(url, { method: 'POST', body: new URLSearchParams(form) }))

describe('the funding flow on the sandbox with the real transport', () => {
  it('W-2.34 W-7.21 W-4.38 W-4.39 W-4.40 W-4.37 W-4.51 card on-ramp A: polled every 3 s through pending and waitingAuthorization to completed, funds on the chain, closed after 4 s', async () => {
    const address = randomAddress()
    const { flow, timers, state, onClose, onAnalyticsEvent } = startFlow({ methods: ['moonpay'], address })
    expect(state().screen).toBe('MOONPAY_PROMPT_SCREEN')
    await switchOnRampA({ authorizationMs: 1500 })
    flow.continueOnRamp()
    await until(() => state().screen === 'MOONPAY_STATUS_SCREEN')
    expect(opened).toHaveLength(1)
    // No poll before 3 s.
    timers.advance(ON_RAMP_POLL_MS - 1)
    expect(state().onRampStatus).toBe('none')
    timers.advance(1)
    await until(() => state().onRampStatus === 'pending')
    await post(opened[0]!.url, { action: 'pay', amount: '0.05' })
    await until(() => timers.pending() === 1)
    timers.advance(ON_RAMP_POLL_MS)
    await until(() => state().onRampStatus === 'waitingAuthorization')
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await until(() => timers.pending() === 1)
    timers.advance(ON_RAMP_POLL_MS)
    await until(() => state().step === 'success')
    expect(BigInt((await anvilRpc(running.chains[0]!.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)).toBe(
      parseEther('0.05'),
    )
    expect(onAnalyticsEvent).toHaveBeenCalledWith('sdk_fiat_on_ramp_completed_with_status', { status: 'completed' })
    timers.advance(3999)
    expect(onClose).not.toHaveBeenCalled()
    timers.advance(1)
    expect(onClose).toHaveBeenCalledOnce()
    flow.stop()
  }, 30_000)

  it('W-4.42 three failed status polls mark the transaction serviceFailure and polling ends', async () => {
    const { flow, timers, state } = startFlow({ methods: ['moonpay'], address: randomAddress() })
    flow.continueOnRamp()
    await until(() => state().screen === 'MOONPAY_STATUS_SCREEN')
    await switchOnRampA({ transactions: 'error' })
    for (let poll = 1; poll <= ON_RAMP_MAX_FAILED_POLLS; poll++) {
      await until(() => timers.pending() === 1)
      timers.advance(ON_RAMP_POLL_MS)
      await until(() => state().failedPolls === poll)
    }
    expect(state().onRampStatus).toBe('serviceFailure')
    expect(state().error?.code).toBe('onramp_service_failure')
    expect(timers.pending()).toBe(0)
    flow.stop()
  }, 30_000)

  it('W-7.22 W-7.24 W-7.25 W-9.23 W-4.43 card on-ramp B: the pay page in a 440x680 popup, status polled every 1.5 s until success', async () => {
    const address = randomAddress()
    const { flow, timers, state } = startFlow({ methods: ['coinbase-onramp'], address })
    expect(state().screen).toBe('COINBASE_ONRAMP_STATUS_SCREEN')
    flow.continueOnRamp()
    await until(() => state().step === 'polling')
    const popup = new URL(opened[0]!.url)
    expect(opened[0]!.features).toBe('popup=yes,width=440,height=680')
    expect(popup.pathname).toBe('/_emulators/onramp-b/pay')
    expect(Object.fromEntries(popup.searchParams)).toMatchObject({
      defaultExperience: 'buy',
      presetCryptoAmount: '0.05',
      defaultNetwork: 'ethereum',
    })
    timers.advance(ON_RAMP_B_POLL_MS)
    await until(() => state().onRampStatus === 'pending')
    await post(popup.toString(), { action: 'buy', amount: '0.05' })
    await until(() => timers.pending() === 1)
    timers.advance(ON_RAMP_B_POLL_MS)
    await until(() => state().step === 'success')
    expect(state().onRampStatus).toBe('completed')
    flow.stop()
  }, 30_000)

  it('W-4.44 W-8.52 manual: the balance is read at once and every 2 s, and a deposit ends the wait', async () => {
    const address = randomAddress()
    const { flow, timers, state } = startFlow({ methods: ['moonpay'], address, chain: { id: 11155111, testnet: true } })
    flow.back()
    flow.selectMethod('manual')
    await until(() => state().balance === 0n)
    await anvilRpc(running.chains[2]!.rpcUrl, 'anvil_setBalance', [address, '0x1000'])
    timers.advance(MANUAL_BALANCE_POLL_MS - 1)
    expect(state().balance).toBe(0n)
    timers.advance(1)
    await until(() => state().step === 'success')
    expect(state().balance).toBe(0x1000n)
    flow.stop()
  }, 30_000)
})
