'use client'
import { useMemo, useState } from 'react'
import { type CodeFlow, type CodeFlowStatus, codeFlowErrorLine } from '../core/auth/codeFlow'
import type { LobbyError } from '../core/errors/lobbyError'
import { useStore } from './useStore'

/** The common part of what the email and SMS hooks return. */
export type CodeFlowHookState = {
  /** */
  state: CodeFlowStatus
  error: LobbyError | null
  /** The error's line for the screen: a failed send as read it, a failed code as; null without an error. */
  errorMessage: string | null
  /** True while a code is being sent or checked. */
  isPending: boolean
  /** Where the code went. */
  destination: string | null
  reset(): void
}

/** Keeps one code flow per component (created once, so StrictMode's double render sends nothing twice). */
export function useCodeFlow(create: () => CodeFlow): [CodeFlow, CodeFlowHookState] {
  const [flow] = useState(create)
  const snapshot = useStore(flow)
  // The same object until the flow changes, so hosts can list it in effect dependencies.
  const state = useMemo(
    () => ({
      state: snapshot.status,
      error: snapshot.error,
      errorMessage: codeFlowErrorLine(snapshot),
      isPending: snapshot.status === 'sending-code' || snapshot.status === 'submitting-code',
      destination: snapshot.destination,
      reset: flow.reset,
    }),
    [snapshot, flow],
  )
  return [flow, state]
}
