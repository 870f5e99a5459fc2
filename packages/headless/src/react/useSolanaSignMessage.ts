'use client'
import { useCallback, useMemo } from 'react'
import type { SignMessageUiOptions } from '../core/config/uiOptions'
import { type UseSignRequestOptions, type UseSignRequestReturn, useSignRequest } from './useSignRequest'

/** Options of `useSolanaSignMessage`. */
export type UseSolanaSignMessageOptions = UseSignRequestOptions

/** What `useSolanaSignMessage` returns. */
export type UseSolanaSignMessageReturn = UseSignRequestReturn & {
  /** W-5.28 solana_signMessage of a string; resolves with the signature as the wallet encodes it. */
  signMessage(message: string, options?: { uiOptions?: SignMessageUiOptions }): Promise<string>
}

/** W-2.30, W-4.33, W-5.28 Signs a message with the embedded Solana wallet, through the sign screen. */
export function useSolanaSignMessage(options: UseSolanaSignMessageOptions = {}): UseSolanaSignMessageReturn {
  const request = useSignRequest(options, 'solana')
  const { sign } = request
  const signMessage = useCallback<UseSolanaSignMessageReturn['signMessage']>(
    (message, signOptions) => sign({ method: 'solana_signMessage', data: message }, signOptions),
    [sign],
  )
  return useMemo(() => ({ ...request, signMessage }), [request, signMessage])
}
