/** A limit: at most `limit` hits per key within `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number }

/** Limits the sandbox applies (A-8.15 too_many_requests beyond them). */
export type RateLimits = {
  /** Codes sent to one email or phone number. */
  codeSends: RateLimitRule
  /** Authenticate, link and update attempts for one email or phone number. */
  codeChecks: RateLimitRule
}

/** Defaults: 5 codes and 20 checks per recipient per minute (the client's own cooldown is 30 s, A-4.23). */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  codeSends: { limit: 5, windowMs: 60_000 },
  codeChecks: { limit: 20, windowMs: 60_000 },
}

const SWEEP_EVERY = 1000

/** Counts hits per key in a sliding window; in memory, as limits need not survive a restart. */
export type RateLimiter = {
  /** Records a hit and answers false when the key is over its limit. */
  hit(rule: keyof RateLimits, key: string): boolean
  reset(): void
  /** Keys currently tracked. */
  size(): number
}

/** Creates a sliding-window limiter over the injected clock. */
export function createRateLimiter(options: { now: () => number; limits?: Partial<RateLimits> }): RateLimiter {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits }
  const hits = new Map<string, number[]>()
  const longestWindow = Math.max(...Object.values(limits).map((r) => r.windowMs))
  let calls = 0
  // Every key is a recipient: without a sweep, a long run (or the bench) would grow the map forever.
  const sweep = (now: number) => {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= now - longestWindow) hits.delete(key)
    }
  }
  return {
    hit(rule, key) {
      const { limit, windowMs } = limits[rule]
      const now = options.now()
      if (++calls % SWEEP_EVERY === 0) sweep(now)
      const bucketKey = `${rule}\u0000${key}`
      const recent = (hits.get(bucketKey) ?? []).filter((at) => at > now - windowMs)
      if (recent.length >= limit) {
        hits.set(bucketKey, recent)
        return false
      }
      recent.push(now)
      hits.set(bucketKey, recent)
      return true
    },
    reset: () => hits.clear(),
    size: () => hits.size,
  }
}
