/** every call gives up after 20 s with client_request_timeout. */
export const REQUEST_TIMEOUT_MS = 20_000

/** three retries, waiting 500 ms and tripling the wait each time (500, 1500, 4500 ms). */
export const RETRY_DELAYS_MS: readonly number[] = [500, 1500, 4500]

/** the only statuses worth another try (besides a network failure). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 500, 502, 503, 504])

/**
 * The statuses by which the server states it did not carry the request out (RFC 9110:
 * 408 it never got the whole request, 409 it refused for a conflict, 425 it would not risk a
 * replay). A 5xx says nothing of the kind: a gateway answers 502 or 504 after the server behind
 * it may well have spent the one-time code.
 */
export const NOT_CARRIED_OUT_STATUSES: ReadonlySet<number> = new Set([408, 409, 425])

/**
 * narrowed to what is safe to send twice. A call whose repetition has the effect
 * of one (GET, DELETE, or a POST declared idempotent) is retried on every status. A
 * single-use call (a one-time code, a link, a share release) is retried only where the server
 * said it did nothing, since a second send after the first took effect turns a success into
 * "code already used" or doubles the effect.
 */
export function isRetryableStatus(status: number, idempotent = true): boolean {
  return idempotent ? RETRYABLE_STATUSES.has(status) : NOT_CARRIED_OUT_STATUSES.has(status)
}

/** GET and DELETE mean the same when sent twice (RFC 9110 §9.2.2); a POST only when its call says so. */
export function isIdempotentMethod(method: 'GET' | 'POST' | 'DELETE'): boolean {
  return method !== 'POST'
}
