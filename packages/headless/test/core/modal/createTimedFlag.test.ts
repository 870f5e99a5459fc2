import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTimedFlag } from '../../../src/core/modal/createTimedFlag'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('createTimedFlag', () => {
  it('behavior: on for the delay, restarted by a new start, off at once on cancel', () => {
    const onExpire = vi.fn()
    const flag = createTimedFlag({ ms: 100, onExpire })
    const listener = vi.fn()
    flag.subscribe(listener)
    flag.start()
    expect(flag.getSnapshot()).toBe(true)
    vi.advanceTimersByTime(60)
    flag.start()
    vi.advanceTimersByTime(60)
    expect(flag.getSnapshot()).toBe(true)
    vi.advanceTimersByTime(40)
    expect(flag.getSnapshot()).toBe(false)
    expect(onExpire).toHaveBeenCalledTimes(1)
    // start, (restart: no change), expire: two real changes
    expect(listener).toHaveBeenCalledTimes(2)
    flag.start(500)
    flag.cancel()
    vi.advanceTimersByTime(1000)
    expect(flag.getSnapshot()).toBe(false)
    expect(onExpire).toHaveBeenCalledTimes(1)
  })

  it('behavior: a bad delay is read as zero instead of throwing', () => {
    const flag = createTimedFlag({ ms: Number.NaN })
    flag.start()
    vi.advanceTimersByTime(0)
    expect(flag.getSnapshot()).toBe(false)
    flag.start(-5)
    vi.advanceTimersByTime(0)
    expect(flag.getSnapshot()).toBe(false)
  })

  it('behavior: an injected clock is used', () => {
    const calls: number[] = []
    const flag = createTimedFlag({
      ms: 250,
      timers: { setTimeout: (_fn, ms) => calls.push(ms), clearTimeout: () => {} },
    })
    flag.start()
    expect(calls).toEqual([250])
  })
})
