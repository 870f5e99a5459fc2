/** The error kinds of, in the spec's order. */
export const LOBBY_ERROR_KINDS = [
  'api_error',
  'client_error',
  'connector_error',
  'wallet_error',
  'provider_error',
] as const

/**
 * Where an error came from: the API, this SDK, a wallet connector, the embedded
 * wallet, or an EIP-1193 provider.
 */
export type LobbyErrorKind = (typeof LOBBY_ERROR_KINDS)[number]

/** What a `LobbyError` may carry beside its kind, code and short message. */
export type LobbyErrorOptions = {
  /** The underlying error or evidence. */
  cause?: unknown
  /** Longer technical detail, for logs. */
  details?: string
  /** What the caller or user should do next. */
  nextStep?: string
  /** HTTP status, when the error is an API answer. */
  status?: number
  /** The numeric EIP-1193 / JSON-RPC code, when the error is a provider's (W-8.13 to W-8.18). */
  rpcCode?: number
}

/** Every error the SDK raises: a `kind`, a machine-readable `code` (the server's, for API errors) and a short message. */
export class LobbyError extends Error {
  override name = 'LobbyError'
  readonly kind: LobbyErrorKind
  readonly code: string
  readonly shortMessage: string
  readonly details: string | undefined
  readonly nextStep: string | undefined
  readonly status: number | undefined
  readonly rpcCode: number | undefined

  constructor(kind: LobbyErrorKind, code: string, shortMessage: string, options: LobbyErrorOptions = {}) {
    super(options.nextStep ? `${shortMessage} ${options.nextStep}` : shortMessage, { cause: options.cause })
    this.kind = kind
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.nextStep = options.nextStep
    this.status = options.status
    this.rpcCode = options.rpcCode
  }
}

/** True for a `LobbyError`, optionally of one code. */
export function isLobbyError(error: unknown, code?: string): error is LobbyError {
  return error instanceof LobbyError && (code === undefined || error.code === code)
}
