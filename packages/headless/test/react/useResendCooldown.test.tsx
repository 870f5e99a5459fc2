import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useResendCooldown } from '../../src/react/useResendCooldown'

// Testing Library waits on a zero timer after each event; it advances fake timers only
// through a global `jest`, so lend it vitest's clock.
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

function Resend({ onResend }: { onResend: () => unknown }) {
  const { resend, canResend, statusText } = useResendCooldown({ onResend })
  return (
    <button type="button" disabled={!canResend} onClick={() => void resend().catch(() => {})}>
      {statusText ?? 'Resend code'}
    </button>
  )
}

describe('useResendCooldown', () => {
  it("A-4.23 after a resend 'Code sent' shows for 30 s and resending waits", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onResend = vi.fn().mockResolvedValue(undefined)
    render(<Resend onResend={onResend} />)
    await user.click(screen.getByRole('button'))
    expect(onResend).toHaveBeenCalledTimes(1)
    const button = screen.getByRole('button') as HTMLButtonElement
    expect(button.textContent).toBe('Code sent')
    expect(button.disabled).toBe(true)
    act(() => vi.advanceTimersByTime(29_999))
    expect(button.textContent).toBe('Code sent')
    act(() => vi.advanceTimersByTime(1))
    expect(button.textContent).toBe('Resend code')
    expect(button.disabled).toBe(false)
  })

  it('A-4.23 resend is ignored during the cooldown', async () => {
    const onResend = vi.fn()
    const { result } = renderHook(() => useResendCooldown({ onResend }))
    await act(() => result.current.resend())
    await act(() => result.current.resend())
    expect(onResend).toHaveBeenCalledTimes(1)
    expect(result.current.canResend).toBe(false)
  })

  it('behavior: a failed resend starts no cooldown and rejects with the error', async () => {
    const failure = new Error('network')
    const { result } = renderHook(() => useResendCooldown({ onResend: () => Promise.reject(failure) }))
    await act(async () => {
      await expect(result.current.resend()).rejects.toBe(failure)
    })
    expect(result.current).toMatchObject({ isCoolingDown: false, isPending: false, canResend: true, statusText: null })
  })

  it('behavior: isPending while sending, and commands keep their identity', async () => {
    let finish: () => void = () => {}
    const { result, rerender } = renderHook(() =>
      useResendCooldown({ onResend: () => new Promise<void>((resolve) => (finish = resolve)) }),
    )
    const { resend, start } = result.current
    let done: Promise<void> = Promise.resolve()
    act(() => {
      done = result.current.resend()
    })
    expect(result.current.isPending).toBe(true)
    expect(result.current.canResend).toBe(false)
    await act(async () => {
      finish()
      await done
    })
    expect(result.current.isCoolingDown).toBe(true)
    rerender()
    expect(result.current.resend).toBe(resend)
    expect(result.current.start).toBe(start)
  })

  it('behavior: the host does not re-render while the cooldown runs', () => {
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useResendCooldown()
    })
    act(() => result.current.start())
    const after = renders
    act(() => vi.advanceTimersByTime(29_000))
    expect(renders).toBe(after)
    act(() => vi.advanceTimersByTime(1000))
    expect(renders).toBe(after + 1)
  })
})
