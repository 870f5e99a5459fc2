/**
 * A limit: at most `limit` hits per key within `windowMs`. With `backoff`, hits are failures and,
 * beyond `free` of them in the window, each further one makes the key wait `baseMs` doubled per
 * failure (at most `maxMs`) after the last; `limit` is then the window's cap.
 */
export type RateLimitRule = {
  limit: number
  windowMs: number
  backoff?: { free: number; baseMs: number; maxMs: number }
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const DAY = 24 * 60 * MINUTE

/** Limits the sandbox applies (A-8.15 too_many_requests beyond them). */
export type RateLimits = {
  /** Codes sent to one email or phone number. */
  codeSends: RateLimitRule
  /** Codes sent to one email or phone number in a day: each new code is a new set of guesses. */
  codeSendsDaily: RateLimitRule
  /** Authenticate, link and update attempts for one email or phone number by one client. */
  codeChecks: RateLimitRule
  /** Code checks of one client (IP address), whatever the recipient. */
  codeChecksPerClient: RateLimitRule
  /** Wrong guesses one client may make at one code; then the code is dead for that client only. */
  codeGuesses: RateLimitRule
  /** Wrong code guesses of one client, whatever the recipient: back-off, then a daily cap. */
  clientGuesses: RateLimitRule
  /**
   * Wrong code guesses at one recipient, whatever the client: back-off, then a daily cap. Both
   * spare the client that asked for the current code, so other clients cannot lock a victim out.
   */
  accountGuesses: RateLimitRule
  /** Wrong MFA answers of one user, over all its sessions (each session also locks itself, A-4.41). */
  mfaFailures: RateLimitRule
}

/**
 * Defaults (the client's own resend cooldown is 30 s, A-4.23); `packages/sandbox/README.md`
 * explains the choice.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  codeSends: { limit: 5, windowMs: MINUTE },
  codeSendsDaily: { limit: 50, windowMs: DAY },
  codeChecks: { limit: 20, windowMs: MINUTE },
  codeChecksPerClient: { limit: 60, windowMs: MINUTE },
  // A code lives 10 minutes.
  codeGuesses: { limit: 5, windowMs: 10 * MINUTE },
  clientGuesses: { limit: 100, windowMs: DAY, backoff: { free: 30, baseMs: SECOND, maxMs: 15 * MINUTE } },
  accountGuesses: { limit: 50, windowMs: DAY, backoff: { free: 10, baseMs: SECOND, maxMs: 15 * MINUTE } },
  mfaFailures: { limit: 20, windowMs: DAY },
}

/** No limit at all, for load benchmarks (`lobby-sandbox --no-rate-limits`): nothing is even counted. */
export const NO_RATE_LIMITS: RateLimits = Object.fromEntries(
  Object.keys(DEFAULT_RATE_LIMITS).map((rule) => [rule, { limit: Number.POSITIVE_INFINITY, windowMs: MINUTE }]),
) as RateLimits

const SWEEP_EVERY = 1000

/** Counts hits per key in a sliding window; in memory, as limits need not survive a restart. */
export type RateLimiter = {
  /** Records a hit and answers false when the key is over its limit. */
  hit(rule: keyof RateLimits, key: string): boolean
  /** Whether a hit would be allowed now, without recording one. */
  allows(rule: keyof RateLimits, key: string): boolean
  /** How long the key must wait before its next try (its rule's back-off or cap); 0 when it may go now. */
  waitMs(rule: keyof RateLimits, key: string): number
  reset(): void
  /** Keys currently tracked. */
  size(): number
}

/** Creates a sliding-window limiter over the injected clock. */
export function createRateLimiter(options: { now: () => number; limits?: Partial<RateLimits> }): RateLimiter {
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS, ...options.limits }
  const hits = new Map<string, { windowMs: number; times: number[] }>()
  let calls = 0
  // Keys are recipients, clients and users: without a sweep, a long run (or the bench) would grow the map forever.
  const sweep = (now: number) => {
    for (const [key, { windowMs, times }] of hits) {
      if ((times.at(-1) ?? 0) <= now - windowMs) hits.delete(key)
    }
  }
  const recent = (rule: keyof RateLimits, key: string, now: number) => {
    const { windowMs } = limits[rule]
    const bucketKey = `${rule}\u0000${key}`
    const times = (hits.get(bucketKey)?.times ?? []).filter((at) => at > now - windowMs)
    if (times.length > 0) hits.set(bucketKey, { windowMs, times })
    else hits.delete(bucketKey)
    return times
  }
  return {
    hit(rule, key) {
      if (limits[rule].limit === Number.POSITIVE_INFINITY) return true
      const now = options.now()
      if (++calls % SWEEP_EVERY === 0) sweep(now)
      const times = recent(rule, key, now)
      if (times.length >= limits[rule].limit) return false
      times.push(now)
      hits.set(`${rule}\u0000${key}`, { windowMs: limits[rule].windowMs, times })
      return true
    },
    allows(rule, key) {
      return recent(rule, key, options.now()).length < limits[rule].limit
    },
    waitMs(rule, key) {
      const now = options.now()
      const { limit, windowMs, backoff } = limits[rule]
      const times = recent(rule, key, now)
      const [oldest, last] = [times[0], times.at(-1)]
      if (oldest === undefined || last === undefined) return 0
      if (times.length >= limit) return oldest + windowMs - now
      if (!backoff || times.length <= backoff.free) return 0
      const wait = Math.min(backoff.baseMs * 2 ** (times.length - backoff.free - 1), backoff.maxMs)
      return Math.max(0, last + wait - now)
    },
    reset: () => hits.clear(),
    size: () => hits.size,
  }
}
