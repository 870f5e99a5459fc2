'use client'
import { useMemo } from 'react'
import { SIGN_SUCCESS_CLOSE_MS, SIGN_SUCCESS_TEXT, type SignRequestFlow } from '../core/transactions/signRequest'
import type { UseSignRequestReturn } from './useSignRequest'
import { useStore } from './useStore'

/** What `useSignRequestView` returns: the sign screen's values and commands, for a flow started elsewhere. */
export type SignRequestView = Omit<UseSignRequestReturn, 'ready' | 'sign'>

/** The sign screen's values and commands for a sign flow, e.g. the one a `TransactionPrompt` holds (W-2.30, W-4.33). */
export function useSignRequestView(flow: SignRequestFlow): SignRequestView {
  const snapshot = useStore(flow)
  return useMemo(() => {
    const { step, ...rest } = snapshot
    return {
      ...rest,
      state: step,
      isPending: step === 'signing',
      successText: SIGN_SUCCESS_TEXT,
      successCloseMs: SIGN_SUCCESS_CLOSE_MS,
      approve: flow.approve,
      close: flow.close,
    }
  }, [snapshot, flow])
}
