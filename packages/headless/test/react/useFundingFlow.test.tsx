import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FundingFlowOptions } from '../../src/core/funding/fundingFlow'
import { type UseFundingFlowReturn, useFundingFlow } from '../../src/react/useFundingFlow'
import { type FakeFundingTransport, fakeFundingTransport } from '../core/funding/fakeFundingTransport'

const ADDRESS = '0x9999999999999999999999999999999999999999'

function options(transport: FakeFundingTransport, extra: Partial<FundingFlowOptions> = {}): FundingFlowOptions {
  return { transport, address: ADDRESS, chain: { id: 1 }, methods: ['moonpay', 'external'], amount: '', ...extra }
}

/** A bare funding screen: an amount field and one button per option, driven by the hook. */
function FundingProbe(props: { options: FundingFlowOptions; onRender?: (flow: UseFundingFlowReturn) => void }) {
  const flow = useFundingFlow(props.options)
  props.onRender?.(flow)
  return (
    <section>
      <p data-testid="screen">{flow.state}</p>
      <input aria-label="Amount" value={flow.amount} onChange={(event) => flow.setAmount(event.target.value)} />
      {flow.options.map((option) => (
        <button key={option} type="button" disabled={!flow.canFund} onClick={() => flow.selectMethod(option)}>
          {option}
        </button>
      ))}
      <button type="button" onClick={flow.continueOnRamp}>
        Continue
      </button>
      {flow.onRampStatus.kind === 'processing' && <p>{flow.onRampStatus.text}</p>}
    </section>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  // Testing Library flushes its async wrapper with a 0 ms timer, advanced only through a `jest` global.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('useFundingFlow', () => {
  it('W-5.34 W-5.35 typing keeps digits and one point; the options stay disabled until the amount is above 0', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<FundingProbe options={options(fakeFundingTransport())} />)
    const amount = screen.getByLabelText('Amount')
    await user.type(amount, '0.0')
    expect(screen.getByRole('button', { name: 'moonpay' })).toHaveProperty('disabled', true)
    await user.type(amount, 'x.5')
    expect((amount as HTMLInputElement).value).toBe('0.05')
    expect(screen.getByRole('button', { name: 'moonpay' })).toHaveProperty('disabled', false)
  })

  it("W-4.34 W-2.46 W-4.39 W-4.37 choose card on-ramp A, continue, 'Processing payment', success closes after 4 s", async () => {
    let status = 'waitingAuthorization'
    const transport = fakeFundingTransport({ getOnRampTransaction: vi.fn(async () => ({ status })) })
    const onClose = vi.fn()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<FundingProbe options={options(transport, { amount: '25', onClose })} />)
    await user.click(screen.getByRole('button', { name: 'moonpay' }))
    expect(screen.getByTestId('screen').textContent).toBe('MOONPAY_PROMPT_SCREEN')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(screen.getByTestId('screen').textContent).toBe('MOONPAY_STATUS_SCREEN')
    expect(screen.getByText('Processing payment')).toBeTruthy()
    status = 'completed'
    await act(() => vi.advanceTimersByTimeAsync(3000))
    await act(() => vi.advanceTimersByTimeAsync(3999))
    expect(onClose).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(onClose).toHaveBeenCalledWith({ returnTo: null })
    expect(screen.getByTestId('screen').textContent).toBe('closed')
  })

  it('behavior: commands keep their identity, and the host re-renders only when the flow state changes', async () => {
    const transport = fakeFundingTransport({ getBalance: vi.fn(async () => 5n) })
    const seen: UseFundingFlowReturn[] = []
    const { rerender } = render(
      <FundingProbe options={options(transport, { amount: '1' })} onRender={(flow) => seen.push(flow)} />,
    )
    act(() => seen[0]!.selectMethod('manual'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    const renders = seen.length
    // Same balance on every poll: nothing changes, so nothing renders.
    await act(() => vi.advanceTimersByTimeAsync(10_000))
    expect(transport.getBalance.mock.calls.length).toBeGreaterThan(3)
    expect(seen.length).toBe(renders)
    rerender(<FundingProbe options={options(transport, { amount: '1' })} onRender={(flow) => seen.push(flow)} />)
    const first = seen[0]!
    const last = seen.at(-1)!
    expect(last).toBe(seen.at(-2))
    const commands = [
      'setAmount',
      'selectMethod',
      'continueOnRamp',
      'selectFromChain',
      'confirmTransfer',
      'back',
      'close',
    ]
    for (const command of commands as Array<keyof UseFundingFlowReturn>) expect(last[command]).toBe(first[command])
  })

  it('W-4.42 behavior: a failed status poll changes nothing the host sees, so it does not re-render', async () => {
    const transport = fakeFundingTransport({
      getOnRampTransaction: vi.fn(async () => {
        throw new Error('status endpoint down')
      }),
    })
    const seen: UseFundingFlowReturn[] = []
    render(
      <FundingProbe
        options={options(transport, { amount: '1', methods: ['moonpay'] })}
        onRender={(flow) => seen.push(flow)}
      />,
    )
    act(() => seen.at(-1)!.continueOnRamp())
    await act(() => vi.advanceTimersByTimeAsync(0))
    const renders = seen.length
    await act(() => vi.advanceTimersByTimeAsync(6000))
    expect(transport.getOnRampTransaction).toHaveBeenCalledTimes(2)
    expect(seen.length).toBe(renders)
    await act(() => vi.advanceTimersByTimeAsync(3000))
    expect(seen.length).toBe(renders + 1)
    expect(seen.at(-1)!.onRampStatus.kind).toBe('failure')
  })

  it('behavior: unmounting stops the polls', async () => {
    const transport = fakeFundingTransport()
    const { result, unmount } = renderHook(() => useFundingFlow(options(transport, { amount: '1' })))
    act(() => result.current.selectMethod('manual'))
    await act(() => vi.advanceTimersByTimeAsync(0))
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    expect(transport.getBalance).toHaveBeenCalledTimes(1)
  })

  it("W-2.36 W-9.35 the amount shows in USD once the price is known, '<$0.01' under a cent", async () => {
    const transport = fakeFundingTransport({ getTokenPrice: vi.fn(async () => ({ usd: 2000 })) })
    const { result } = renderHook(() => useFundingFlow(options(transport, { amount: '0.5' })))
    act(() => result.current.selectMethod('external'))
    expect(result.current.amountUsd).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current.amountUsd).toBe('$1,000.00')
    act(() => result.current.setAmount('0.000001'))
    expect(result.current.amountUsd).toBe('<$0.01')
  })

  it('W-8.46 without a wallet the hook reports closed with the spec text', () => {
    const { result } = renderHook(() => useFundingFlow(options(fakeFundingTransport(), { address: undefined })))
    expect(result.current.state).toBe('closed')
    expect(result.current.error?.shortMessage).toBe('Wallet is not enabled')
  })
})
