'use client'
import { useCallback, useMemo } from 'react'
import type { SignMessageUiOptions } from '../core/config/uiOptions'
import type { TypedDataInput } from '../core/transactions/typedDataTree'
import { type UseSignRequestOptions, type UseSignRequestReturn, useSignRequest } from './useSignRequest'

/** Options of `useSignTypedData`. */
export type UseSignTypedDataOptions = UseSignRequestOptions

/** What `useSignTypedData` returns; `typedData` is the tree the sign screen shows. */
export type UseSignTypedDataReturn = UseSignRequestReturn & {
  /** eth_signTypedData_v4 of typed data (an object or its JSON text); resolves with the signature. */
  signTypedData(typedData: TypedDataInput | string, options?: { uiOptions?: SignMessageUiOptions }): Promise<string>
}

/** W-2.30, W-4.33 eth_signTypedData_v4 with the embedded wallet; the screen shows the typed data as a tree. */
export function useSignTypedData(options: UseSignTypedDataOptions = {}): UseSignTypedDataReturn {
  const request = useSignRequest(options, 'ethereum')
  const { sign } = request
  const signTypedData = useCallback<UseSignTypedDataReturn['signTypedData']>(
    (typedData, signOptions) => sign({ method: 'eth_signTypedData_v4', data: typedData }, signOptions),
    [sign],
  )
  return useMemo(() => ({ ...request, signTypedData }), [request, signTypedData])
}
