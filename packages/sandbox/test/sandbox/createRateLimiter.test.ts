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
})
