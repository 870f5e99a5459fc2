export {
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type HttpRequest,
} from './createHttpClient'
export { isRetryableStatus, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS, RETRYABLE_STATUSES } from './retryPolicy'
export { toApiError } from './toApiError'
export { WireError } from './wireError'
