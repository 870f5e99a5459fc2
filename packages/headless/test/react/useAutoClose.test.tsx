import { act, cleanup, renderHook } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EMBEDDED_WALLET_CREATED_CLOSE_MS } from '../../src/core/modal/timing'
import { useAutoClose } from '../../src/react/useAutoClose'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('useAutoClose', () => {
  it('W-2.13 the wallet-created screen closes itself after 2500 ms', () => {
    const onClose = vi.fn()
    const { result } = renderHook(() => useAutoClose(EMBEDDED_WALLET_CREATED_CLOSE_MS, onClose))
    expect(result.current.isPending).toBe(true)
    act(() => vi.advanceTimersByTime(2499))
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(result.current.isPending).toBe(false)
    act(() => vi.advanceTimersByTime(10_000))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('W-2.13 behavior: under StrictMode the close still runs once', () => {
    const onClose = vi.fn()
    renderHook(() => useAutoClose(EMBEDDED_WALLET_CREATED_CLOSE_MS, onClose), { wrapper: StrictMode })
    act(() => vi.advanceTimersByTime(2500))
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('behavior: null schedules nothing; cancel and unmount drop the close', () => {
    const onClose = vi.fn()
    const { result, rerender, unmount } = renderHook(({ ms }) => useAutoClose(ms, onClose), {
      initialProps: { ms: null as number | null },
    })
    act(() => vi.advanceTimersByTime(5000))
    expect(result.current.isPending).toBe(false)
    rerender({ ms: 1000 })
    act(() => result.current.cancel())
    act(() => vi.advanceTimersByTime(5000))
    expect(onClose).not.toHaveBeenCalled()
    rerender({ ms: 2000 })
    unmount()
    act(() => vi.advanceTimersByTime(5000))
    expect(onClose).not.toHaveBeenCalled()
  })

  it('behavior: the latest onClose runs, and a new callback neither restarts the delay nor changes cancel', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { result, rerender } = renderHook(({ cb }) => useAutoClose(1000, cb), { initialProps: { cb: first } })
    const cancel = result.current.cancel
    act(() => vi.advanceTimersByTime(600))
    rerender({ cb: second })
    expect(result.current.cancel).toBe(cancel)
    act(() => vi.advanceTimersByTime(400))
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
  })

  it('behavior: the host re-renders only when isPending changes', () => {
    let renders = 0
    renderHook(() => {
      renders++
      return useAutoClose(1000, () => {})
    })
    const settled = renders
    act(() => vi.advanceTimersByTime(999))
    expect(renders).toBe(settled)
    act(() => vi.advanceTimersByTime(1))
    expect(renders).toBe(settled + 1)
  })
})
