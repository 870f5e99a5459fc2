import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../src/sandbox/createRateLimiter.ts'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and key, then refuses until the window slides', () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now, limits: { codeSends: { limit: 2, windowMs: 1000 } } })
    expect([limiter.hit('codeSends', 'a'), limiter.hit('codeSends', 'a'), limiter.hit('codeSends', 'a')]).toEqual([
      true,
      true,
      false,
    ])
    expect(limiter.hit('codeSends', 'b')).toBe(true)
    now = 1001
    expect(limiter.hit('codeSends', 'a')).toBe(true)
  })

  it('forgets keys whose hits are all older than the longest window', () => {
    let now = 0
    const limiter = createRateLimiter({ now: () => now })
    for (let i = 0; i < 999; i++) limiter.hit('codeSends', `old-${i}`)
    expect(limiter.size()).toBe(999)
    now = 120_000
    limiter.hit('codeSends', 'fresh')
    expect(limiter.size()).toBe(1)
  })

  it('a back-off rule lets `free` failures through, then waits base doubled per failure up to max, and stops at the cap', () => {
    let now = 0
    const limiter = createRateLimiter({
      now: () => now,
      limits: { clientGuesses: { limit: 6, windowMs: 10_000, backoff: { free: 2, baseMs: 100, maxMs: 300 } } },
    })
    const waits: number[] = []
    for (let i = 0; i < 6; i++) {
      limiter.hit('clientGuesses', 'a')
      waits.push(limiter.waitMs('clientGuesses', 'a'))
    }
    // After failures 1..5: free, free, 100, 200, 300 (max); the 6th reaches the cap: until the first leaves the window.
    expect(waits).toEqual([0, 0, 100, 200, 300, 10_000])
    expect(limiter.waitMs('clientGuesses', 'b')).toBe(0)
    now = 10_001
    expect(limiter.waitMs('clientGuesses', 'a')).toBe(0)
  })
})
