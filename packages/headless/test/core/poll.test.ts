import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { poll } from '../../src/core/poll'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('poll', () => {
  it('A-9.05 by default tries 270 times, 150 ms apart, then gives up with undefined', async () => {
    const tries: number[] = []
    const outcome = poll(() => {
      tries.push(Date.now())
      return undefined
    })
    let settled = false
    void outcome.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(150 * 268)
    expect(tries).toHaveLength(269)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(150)
    expect(await outcome).toBeUndefined()
    expect(tries).toHaveLength(270)
    expect(tries.slice(1).map((at, i) => at - tries[i]!)).toEqual(Array(269).fill(150))
  })

  it('A-9.05 stops at the first answer, and a throw ends the polling with that error', async () => {
    let calls = 0
    const found = poll(async (attempt) => {
      calls++
      return attempt === 3 ? 'ready' : undefined
    })
    await vi.advanceTimersByTimeAsync(150 * 3)
    expect(await found).toBe('ready')
    expect(calls).toBe(4)
    const failing = poll(
      (attempt) => {
        if (attempt === 1) throw new Error('gone')
        return undefined
      },
      { intervalMs: 10, attempts: 5 },
    )
    const caught = failing.catch((error: Error) => error.message)
    await vi.advanceTimersByTimeAsync(10)
    expect(await caught).toBe('gone')
  })
})
