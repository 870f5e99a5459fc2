'use client'
import { useEffect, useMemo, useState } from 'react'
import type { Readable } from '../core/store'
import type { WalletStep } from '../core/wallet/flow/walletStep'
import type { WalletSession } from '../core/wallet/walletSession'
import { useStore } from './useStore'
import { useWalletSession } from './useWalletSession'

/** A wallet step's view with its commands, as the wallet step hooks return it. */
export type WalletStepReturn<S> = S extends WalletStep<infer V> ? V & Omit<S, keyof Readable<V> | 'start'> : never

/**
 * Runs a core wallet step while the component is mounted: `make` is called once, with the
 * provider's wallet session; the step starts on mount and stops on unmount. Re-renders only
 * when the step's view changes; the commands keep their identity.
 */
export function useWalletStep<S extends WalletStep<object>>(make: (session: WalletSession) => S): WalletStepReturn<S> {
  const session = useWalletSession()
  const [step] = useState(() => make(session))
  useEffect(() => step.start(), [step])
  const view = useStore(step)
  return useMemo(() => {
    const { getSnapshot: _read, subscribe: _watch, start: _start, ...commands } = step
    return { ...view, ...commands } as WalletStepReturn<S>
  }, [step, view])
}
