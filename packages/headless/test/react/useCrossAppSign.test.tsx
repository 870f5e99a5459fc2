import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CROSS_APP_ACTION_RESPONSE } from '../../src/core/cross-app/crossAppMessages'
import type { CrossAppSignRequest } from '../../src/core/cross-app/crossAppSign'
import { type UseCrossAppSignReturn, useCrossAppSign } from '../../src/react/useCrossAppSign'
import { fakeCrossAppTransport, PROVIDER_APP_ID, WALLET } from '../core/cross-app/fakeCrossAppTransport'

const REQUEST: CrossAppSignRequest = {
  providerAppId: PROVIDER_APP_ID,
  address: WALLET,
  method: 'personal_sign',
  params: ['gm', WALLET],
}

function SignProbe(props: {
  transport: ReturnType<typeof fakeCrossAppTransport>
  onRender?: (sign: UseCrossAppSignReturn) => void
}) {
  const sign = useCrossAppSign({ transport: props.transport })
  props.onRender?.(sign)
  return (
    <section>
      <p data-testid="state">{sign.state}</p>
      {sign.error && <p role="alert">{sign.error.shortMessage}</p>}
      <button type="button" onClick={() => sign.sign(REQUEST).catch(() => {})}>
        Sign
      </button>
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

describe('useCrossAppSign', () => {
  it('W-4.48 W-4.49 W-7.35 a click opens the popup, the reply finishes with success', async () => {
    const transport = fakeCrossAppTransport()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const seen: UseCrossAppSignReturn[] = []
    render(<SignProbe transport={transport} onRender={(sign) => seen.push(sign)} />)
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByTestId('state').textContent).toBe('awaiting-popup')
    expect(seen.at(-1)!.isPending).toBe(true)
    act(() => transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: '0xsig' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByTestId('state').textContent).toBe('success')
    expect(seen.at(-1)!.result).toBe('0xsig')
  })

  it("W-8.59 A-4.34 closing the popup shows 'User rejected request'", async () => {
    const transport = fakeCrossAppTransport()
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<SignProbe transport={transport} />)
    await user.click(screen.getByRole('button', { name: 'Sign' }))
    await act(() => vi.advanceTimersByTimeAsync(0))
    transport.window.popups[0]!.closed = true
    await act(() => vi.advanceTimersByTimeAsync(300))
    expect(screen.getByRole('alert').textContent).toBe('User rejected request')
    expect(screen.getByTestId('state').textContent).toBe('error')
  })

  it('behavior: sign and reset keep their identity; the host renders once per state change', async () => {
    const transport = fakeCrossAppTransport()
    const seen: UseCrossAppSignReturn[] = []
    const { rerender } = render(<SignProbe transport={transport} onRender={(sign) => seen.push(sign)} />)
    let outcome: Promise<unknown> = Promise.resolve()
    act(() => {
      outcome = seen[0]!.sign(REQUEST)
    })
    await act(() => vi.advanceTimersByTimeAsync(0))
    const states = seen.map((sign) => sign.state)
    // idle, checking, awaiting-popup: one render each, none while the popup stays open.
    expect(states).toEqual(['idle', 'checking', 'awaiting-popup'])
    await act(() => vi.advanceTimersByTimeAsync(5000))
    expect(seen.length).toBe(3)
    rerender(<SignProbe transport={transport} onRender={(sign) => seen.push(sign)} />)
    expect(seen.at(-1)).toBe(seen.at(-2))
    expect(seen.at(-1)!.sign).toBe(seen[0]!.sign)
    expect(seen.at(-1)!.reset).toBe(seen[0]!.reset)
    act(() => transport.window.post({ type: CROSS_APP_ACTION_RESPONSE, result: 1 }))
    await act(() => outcome)
  })

  it('behavior: unmounting closes an open popup and leaves no timers', async () => {
    const transport = fakeCrossAppTransport()
    const { result, unmount } = renderHook(() => useCrossAppSign({ transport }))
    act(() => {
      result.current.sign(REQUEST).catch(() => {})
    })
    await act(() => vi.advanceTimersByTimeAsync(0))
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(transport.window.popups[0]!.close).toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })
})
