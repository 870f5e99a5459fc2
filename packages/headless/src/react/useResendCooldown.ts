'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createTimedFlag } from '../core/modal/createTimedFlag'
import { RESEND_COOLDOWN } from '../core/modal/timing'
import { useStore } from './useStore'

/** Options of `useResendCooldown`. */
export type UseResendCooldownOptions = {
  /** Sends the code again; the cooldown starts once it resolves, and not if it throws. */
  onResend?: () => unknown
  /** How long resending waits. @default 30000 */
  cooldownMs?: number
}

/** What `useResendCooldown` returns. */
export type UseResendCooldownReturn = {
  /** Calls `onResend` then starts the cooldown; ignored while cooling down or sending. Rejects with `onResend`'s error. */
  resend(): Promise<void>
  /** Starts the cooldown now (the code was sent some other way). */
  start(): void
  /** True from `resend` until `onResend` settles. */
  isPending: boolean
  /** True during the cooldown. */
  isCoolingDown: boolean
  /** True when a resend would be accepted now. */
  canResend: boolean
  /** 'Code sent' during the cooldown, else null. */
  statusText: string | null
}

/** The passcode resend button's cooldown: 'Code sent' for 30 s after each resend. */
export function useResendCooldown(options: UseResendCooldownOptions = {}): UseResendCooldownReturn {
  const latest = useRef(options)
  latest.current = options
  const [flag] = useState(() => createTimedFlag({ ms: RESEND_COOLDOWN.ms }))
  useEffect(() => () => flag.cancel(), [flag])
  const isCoolingDown = useStore(flag)
  const [isPending, setPending] = useState(false)
  const pending = useRef(false)
  const start = useCallback(() => flag.start(latest.current.cooldownMs ?? RESEND_COOLDOWN.ms), [flag])
  const resend = useCallback(async () => {
    if (pending.current || flag.getSnapshot()) return
    pending.current = true
    setPending(true)
    try {
      await latest.current.onResend?.()
      start()
    } finally {
      pending.current = false
      setPending(false)
    }
  }, [flag, start])
  return useMemo(
    () => ({
      resend,
      start,
      isPending,
      isCoolingDown,
      canResend: !isPending && !isCoolingDown,
      statusText: isCoolingDown ? RESEND_COOLDOWN.text : null,
    }),
    [resend, start, isPending, isCoolingDown],
  )
}
