import { ERROR_TEXTS } from './errorTexts'
import { LobbyError } from './lobbyError'
import { ProviderRpcError } from './providerRpcError'

/**
 * The EIP-1193 / JSON-RPC provider codes the spec names (W-8.13 to W-8.18), plus 4100 and
 * 4200 from EIP-1193 itself, with our code name for each. Only 4001 has a spec text; the
 * others carry a plain sentence of ours, since W-8 names their meaning but no wording.
 */
export const PROVIDER_ERRORS = {
  4001: { code: 'user_rejected_request', message: ERROR_TEXTS.providerUserRejected },
  4100: { code: 'unauthorized', message: 'The wallet has not authorized this account or method.' },
  4200: { code: 'unsupported_method', message: 'The wallet does not support this method.' },
  4900: { code: 'disconnected', message: 'The wallet is disconnected.' },
  4901: { code: 'unsupported_chain', message: 'The wallet is not connected to the requested chain.' },
  4902: { code: 'chain_not_added', message: 'The requested chain has not been added to the wallet.' },
  [-32002]: { code: 'request_pending', message: 'A request is already pending in the wallet.' },
  [-32603]: { code: 'internal_error', message: 'The wallet had an internal error.' },
} as const

/** A provider code this SDK knows (W-8.13 to W-8.18). */
export type ProviderErrorNumber = keyof typeof PROVIDER_ERRORS
/** The name of a provider error, as `LobbyError.code`. */
export type ProviderErrorCode = (typeof PROVIDER_ERRORS)[ProviderErrorNumber]['code']

function readRpcCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' && Number.isInteger(code) ? code : undefined
}

/**
 * The known provider code of an error, or undefined. W-8.18: the spec writes 32603 without
 * its sign, so both 32603 and -32603 read as the internal error.
 */
export function providerErrorNumber(error: unknown): ProviderErrorNumber | undefined {
  const raw = readRpcCode(error)
  if (raw === undefined) return undefined
  const code = raw === 32603 ? -32603 : raw
  return code in PROVIDER_ERRORS ? (code as ProviderErrorNumber) : undefined
}

/**
 * Wraps whatever an EIP-1193 provider threw as a `provider_error` (W-8.13 to W-8.18); an
 * unknown code keeps the provider's own message.
 */
export function toProviderError(error: unknown): LobbyError {
  if (error instanceof LobbyError) return error
  if (error instanceof ProviderRpcError) return error.cause
  const known = providerErrorNumber(error)
  const rpcCode = readRpcCode(error)
  if (known !== undefined) {
    const { code, message } = PROVIDER_ERRORS[known]
    return new LobbyError('provider_error', code, message, { cause: error, rpcCode: known })
  }
  const raw = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined
  const message = typeof raw === 'string' && raw.trim() ? raw : ERROR_TEXTS.unknownError
  return new LobbyError('provider_error', 'provider_error', message, { cause: error, rpcCode })
}

/** W-8.16: a 4902 answer means the chain is missing and should be added, then the call retried. */
export function shouldAddChain(error: unknown): boolean {
  return error instanceof LobbyError ? error.rpcCode === 4902 : providerErrorNumber(error) === 4902
}
