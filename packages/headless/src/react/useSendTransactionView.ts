'use client'
import { useMemo } from 'react'
import type { AppConfig } from '../core/config/resolveAppConfig'
import { errorScreenFor } from '../core/errors/errorScreens'
import {
  approveButtonText,
  type SendTransactionFlow,
  type SendTransactionState,
} from '../core/transactions/sendTransaction'
import type { UseSendTransactionReturn } from './useSendTransaction'
import { useStore } from './useStore'

const PENDING = new Set<SendTransactionState['step']>(['preparing', 'submitting', 'confirming'])

/** What `useSendTransactionView` returns: the send screen's values and commands, for a flow started elsewhere. */
export type SendTransactionView = Omit<UseSendTransactionReturn, 'ready' | 'sendTransaction'>

/**
 * The send screen's values and commands for a send flow, e.g. the one a `TransactionPrompt` holds
 * (the modal renders it with this): texts, 'Add funds', and the error screen mapping (W-2.27 to W-2.29, W-4.31).
 */
export function useSendTransactionView(
  flow: SendTransactionFlow,
  config: AppConfig | null = null,
): SendTransactionView {
  const snapshot = useStore(flow)
  return useMemo(() => {
    const { step, ...rest } = snapshot
    return {
      ...rest,
      state: step,
      isPending: PENDING.has(step),
      buttonText: approveButtonText(snapshot),
      errorScreen: snapshot.error ? errorScreenFor(snapshot.error, config, { flow: 'transaction' }) : null,
      approve: flow.approve,
      retry: flow.retry,
      addFunds: flow.addFunds,
      recheck: flow.recheck,
      close: flow.close,
    }
  }, [snapshot, config, flow])
}
