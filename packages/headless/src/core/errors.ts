/**
 * Where an error came from (A-8, W-8): the API, this SDK, a wallet connector, the embedded
 * wallet, or an EIP-1193 provider.
 */
export type LobbyErrorKind = 'api_error' | 'client_error' | 'connector_error' | 'wallet_error' | 'provider_error'

export type LobbyErrorOptions = {
  /** The underlying error or evidence. */
  cause?: unknown
  /** Longer technical detail, for logs. */
  details?: string
  /** What the caller or user should do next. */
  nextStep?: string
  /** HTTP status, when the error is an API answer. */
  status?: number
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

  constructor(kind: LobbyErrorKind, code: string, shortMessage: string, options: LobbyErrorOptions = {}) {
    super(options.nextStep ? `${shortMessage} ${options.nextStep}` : shortMessage, { cause: options.cause })
    this.kind = kind
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
    this.nextStep = options.nextStep
    this.status = options.status
  }
}

/** True for a `LobbyError`, optionally of one code. */
export function isLobbyError(error: unknown, code?: string): error is LobbyError {
  return error instanceof LobbyError && (code === undefined || error.code === code)
}
