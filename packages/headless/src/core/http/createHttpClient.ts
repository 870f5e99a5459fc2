import type { ZodMiniType } from 'zod/mini'
import { LobbyError } from '../errors/lobbyError'
import { sleep } from '../poll'
import { CLIENT_VERSION } from '../version'
import { isIdempotentMethod, isRetryableStatus, REQUEST_TIMEOUT_MS, RETRY_DELAYS_MS } from './retryPolicy'
import { toApiError } from './toApiError'

/** How the SDK reaches `/api/v1`. */
export type HttpClientOptions = {
  /** The API host, e.g. `http://127.0.0.1:8787`; calls go to `{apiUrl}/api/v1/...`. */
  apiUrl: string
  /** Sent as `privy-app-id`. */
  appId: string
  /** Sent as `privy-client-id` when set. */
  clientId?: string
  /** The stored access token, sent as bearer on calls that do not pass their own. */
  getStoredToken?: () => string | null
  /** The analytics id, sent as `privy-ca-id` when there is one. */
  getAnalyticsId?: () => string | null
  /** The transport; defaults to the global `fetch`. Tests pass the sandbox's `app.fetch`. */
  fetch?: (request: Request) => Promise<Response>
  /** @default 20000 */
  timeoutMs?: number
}

/** One call to `/api/v1`. */
export type HttpRequest<T> = {
  /** Path under `/api/v1`, without a leading slash: `passwordless/init`. */
  path: string
  /** @default 'POST' */
  method?: 'GET' | 'POST' | 'DELETE'
  /** JSON body. */
  body?: unknown
  /** Every answer is parsed with this schema before it reaches the caller. */
  schema: ZodMiniType<T>
  /** Access token sent as `Authorization: Bearer`; omitted: the stored one; null: none. */
  token?: string | null
  /** Retry on statuses and network errors. @default true (false for analytics, A-7.13) */
  retry?: boolean
  /**
   * Whether sending the call twice does what sending it once does; only such a call is retried
   * after a 5xx or a lost connection (see `isRetryableStatus`). @default true for GET and DELETE, false for POST
   */
  idempotent?: boolean
  /** Extra headers a call needs (A-7.27's Farcaster channel token). */
  headers?: Readonly<Record<string, string>>
}

/** The fetch client every API call goes through. */
export type HttpClient = {
  readonly apiUrl: string
  readonly appId: string
  /** Sends the call, retrying where repeating it is safe, and returns the parsed answer or throws a `LobbyError`. */
  request<T>(request: HttpRequest<T>): Promise<T>
}

/** Creates the `/api/v1` client: base URL, headers, 20 s time-out, retries, zod parsing. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const apiUrl = options.apiUrl.replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS
  const transport = options.fetch ?? ((request: Request) => globalThis.fetch(request))

  function headersFor(token: string | null | undefined, hasBody: boolean): Headers {
    const headers = new Headers({
      accept: 'application/json',
      'privy-app-id': options.appId,
      'privy-client': `lobby-js:${CLIENT_VERSION}`,
    })
    if (hasBody) headers.set('content-type', 'application/json')
    if (options.clientId) headers.set('privy-client-id', options.clientId)
    const analyticsId = options.getAnalyticsId?.()
    if (analyticsId) headers.set('privy-ca-id', analyticsId)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return headers
  }

  // One attempt: the response, or a thrown error tagged with whether another try makes sense.
  async function attempt(url: string, init: RequestInit): Promise<Response> {
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    // A transport may ignore the abort signal (a hung server), so the time-out also wins a race.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        controller.abort()
        reject(
          new LobbyError(
            'client_error',
            'client_request_timeout',
            `The request timed out after ${timeoutMs / 1000} s.`,
          ),
        )
      }, timeoutMs)
    })
    try {
      return await Promise.race([transport(new Request(url, { ...init, signal: controller.signal })), timedOut])
    } finally {
      clearTimeout(timer)
    }
  }

  async function request<T>(req: HttpRequest<T>): Promise<T> {
    const method = req.method ?? 'POST'
    const hasBody = req.body !== undefined
    const url = `${apiUrl}/api/v1/${req.path}`
    const init: RequestInit = {
      method,
      headers: withHeaders(
        headersFor(req.token === undefined ? options.getStoredToken?.() : req.token, hasBody),
        req.headers,
      ),
      body: hasBody ? JSON.stringify(req.body) : undefined,
    }
    const delays = req.retry === false ? [] : RETRY_DELAYS_MS
    const idempotent = req.idempotent ?? isIdempotentMethod(method)
    for (let retry = 0; ; retry++) {
      let response: Response
      try {
        response = await attempt(url, init)
      } catch (error) {
        if (error instanceof LobbyError) throw error
        // A browser's fetch rejects alike whether the connection was refused or dropped after the
        // server had the request, so only a call that is safe to repeat goes again.
        if (idempotent && retry < delays.length) {
          await sleep(delays[retry]!)
          continue
        }
        throw new LobbyError('client_error', 'network_error', `Could not reach ${apiUrl}.`, {
          cause: error,
          nextStep: 'Check the connection and the apiUrl option.',
        })
      }
      if (!response.ok && isRetryableStatus(response.status, idempotent) && retry < delays.length) {
        await response.body?.cancel()
        await sleep(delays[retry]!)
        continue
      }
      return readAnswer(response, req)
    }
  }

  async function readAnswer<T>(response: Response, req: HttpRequest<T>): Promise<T> {
    const text = await response.text()
    let body: unknown
    try {
      body = text === '' ? {} : JSON.parse(text)
    } catch (cause) {
      if (!response.ok) throw toApiError(response.status, text)
      throw malformed(req.path, 'its body is not JSON', cause)
    }
    if (!response.ok) throw toApiError(response.status, body)
    const parsed = req.schema.safeParse(body)
    if (!parsed.success) throw malformed(req.path, parsed.error.issues.map((i) => i.message).join('; '), parsed.error)
    return parsed.data
  }

  return { apiUrl, appId: options.appId, request }
}

function withHeaders(headers: Headers, extra: Readonly<Record<string, string>> | undefined): Headers {
  for (const [name, value] of Object.entries(extra ?? {})) headers.set(name, value)
  return headers
}

function malformed(path: string, why: string, cause: unknown): LobbyError {
  return new LobbyError('api_error', 'unexpected_response', `The server's answer to ${path} could not be read.`, {
    details: why,
    cause,
  })
}
