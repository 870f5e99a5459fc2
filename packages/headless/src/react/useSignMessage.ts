'use client'
import { useCallback, useMemo } from 'react'
import type { SignMessageUiOptions } from '../core/config/uiOptions'
import { type UseSignRequestOptions, type UseSignRequestReturn, useSignRequest } from './useSignRequest'

/** What `useSignMessage` returns. */
export type UseSignMessageReturn = UseSignRequestReturn & {
  /** W-5.27 personal_sign of a non-empty message; resolves with the signature. */
  signMessage(message: string, options?: { uiOptions?: SignMessageUiOptions }): Promise<string>
}

/** W-2.30, W-4.33, W-5.27 personal_sign with the embedded wallet, through the sign screen (or none with noPromptOnSignature). */
export function useSignMessage(options: UseSignRequestOptions = {}): UseSignMessageReturn {
  const request = useSignRequest(options, 'ethereum')
  const { sign } = request
  const signMessage = useCallback<UseSignMessageReturn['signMessage']>(
    (message, signOptions) => sign({ method: 'personal_sign', data: message }, signOptions),
    [sign],
  )
  return useMemo(() => ({ ...request, signMessage }), [request, signMessage])
}
