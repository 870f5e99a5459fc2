export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
} from './createHttpClient'
export {
  isIdempotentMethod,
  isRetryableStatus,
  NOT_CARRIED_OUT_STATUSES,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAYS_MS,
  RETRYABLE_STATUSES,
} from './retryPolicy'
export { toApiError } from './toApiError'
export { WireError } from './wireError'
