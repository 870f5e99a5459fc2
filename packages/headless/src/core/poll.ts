/** The general polling helper waits this long between tries by default... */
export const POLL_INTERVAL_MS = 150
/** ...and tries this many times by default (about 40 s in all). */
export const POLL_ATTEMPTS = 270

/** Resolves after `ms`, on the global timers of the moment (fake timers apply). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

/** Options of `poll`. */
export type PollOptions = {
  /** Time between two tries. @default 150 */
  intervalMs?: number
  /** Tries in all, the first one at once. @default 270 */
  attempts?: number
}

/**
 * Calls `check` until it answers something other than `undefined`, waiting `intervalMs`
 * between tries, at most `attempts` tries; resolves `undefined` when the tries run out. A throw
 * from `check` ends the polling with that error.
 */
export async function poll<T>(
  check: (attempt: number) => T | undefined | Promise<T | undefined>,
  options: PollOptions = {},
): Promise<T | undefined> {
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS
  const attempts = options.attempts ?? POLL_ATTEMPTS
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await sleep(intervalMs)
    const answer = await check(attempt)
    if (answer !== undefined) return answer
  }
  return undefined
}
