/** A limit: at most `limit` hits per key within `windowMs`. */
export type RateLimitRule = { limit: number; windowMs: number }

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

/** Limits the sandbox applies (A-8.15 too_many_requests beyond them). */
export type RateLimits = {
  /** Codes sent to one email or phone number. */
  codeSends: RateLimitRule
  /** Authenticate, link and update attempts for one email or phone number. */
  codeChecks: RateLimitRule
  /** Wrong MFA answers of one user, over all its sessions (each session also locks itself, A-4.41). */
  mfaFailures: RateLimitRule
}

/**
 * Defaults: 5 codes and 20 checks per recipient per minute (the client's own cooldown is 30 s,
 * ); 20 wrong MFA answers per user per day.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  codeSends: { limit: 5, windowMs: MINUTE },
  codeChecks: { limit: 20, windowMs: MINUTE },
  mfaFailures: { limit: 20, windowMs: DAY },
}

const SWEEP_EVERY = 1000

/** Counts hits per key in a sliding window; in memory, as limits need not survive a restart. */
export type RateLimiter = {
  /** Records a hit and answers false when the key is over its limit. */
  hit(rule: keyof RateLimits, key: string): boolean
  /** Whether a hit would be allowed now, without recording one. */
  allows(rule: keyof RateLimits, key: string): boolean
  reset(): void
  /** Keys currently tracked. */
  size(): number
}

/** Creates a sliding-window limiter over the injected clock. */
export function createRateLimiter(options: { now: () => number; limits?: Partial<RateLimits> }): RateLimiter {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits }
  const hits = new Map<string, { windowMs: number; times: number[] }>()
  let calls = 0
  // Every key is a recipient or a user: without a sweep, a long run (or the bench) would grow the map forever.
  const sweep = (now: number) => {
    for (const [key, { windowMs, times }] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key)
    }
  }
  const recent = (rule: keyof RateLimits, key: string, now: number) => {
    const { windowMs } = limits[rule]
    const bucketKey = `${rule}\u0000${key}`
    const times = (hits.get(bucketKey)?.times ?? []).filter((at) => at > now - windowMs)
    hits.set(bucketKey, { windowMs, times })
    return times
  }
  return {
    hit(rule, key) {
      const now = options.now()
      if (++calls % SWEEP_EVERY === 0) sweep(now)
      const times = recent(rule, key, now)
      if (times.length >= limits[rule].limit) return false
      times.push(now)
      return true
    },
    allows(rule, key) {
      return recent(rule, key, options.now()).length < limits[rule].limit
    },
    reset: () => hits.clear(),
    size: () => hits.size,
  }
}
