/** every call gives up after 20 s with client_request_timeout. */
export const REQUEST_TIMEOUT_MS = 20_000

/** three retries, waiting 500 ms and tripling the wait each time (500, 1500, 4500 ms). */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500, 4500]

/** the only statuses worth another try (besides a network failure). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 500, 502, 503, 504])

/** whether an answer with this status may be retried. */
export function isRetryableStatus(status: number): boolean {
  return RETRYABLE_STATUSES.has(status)
}
