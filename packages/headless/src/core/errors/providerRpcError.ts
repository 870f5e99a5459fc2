import { LobbyError } from './lobbyError'

/**
 * What the embedded wallet's EIP-1193 provider rejects with: EIP-1193's ProviderRpcError, whose
 * numeric `code` is what viem and wagmi read (4001 a rejection, 4902 a chain to add, W-8.13 to
 * W-8.18), with the SDK's own code in `data`. `cause` is the `LobbyError`, which `toLobbyError`
 * gives back unchanged.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  /** The same number, under the name a `LobbyError` gives it. */
  readonly rpcCode: number
  readonly data: { lobbyCode: string }
  override readonly cause: LobbyError

  constructor(error: LobbyError, rpcCode: number) {
    super(error.message, { cause: error })
    this.code = rpcCode
    this.rpcCode = rpcCode
    this.data = { lobbyCode: error.code }
    this.cause = error
  }
}

/**
 * At the EIP-1193 boundary: a `LobbyError` that carries a provider code is rejected as a
 * ProviderRpcError; anything else goes out as it is.
 */
export function toProviderRpcError(error: unknown): unknown {
  return error instanceof LobbyError && error.rpcCode !== undefined ? new ProviderRpcError(error, error.rpcCode) : error
}
