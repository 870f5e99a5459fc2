'use client'
import { useEffect, useMemo, useRef, useState } from 'react'
import { createTimedFlag } from '../core/modal/createTimedFlag'
import { useStore } from './useStore'

/** What `useAutoClose` returns. */
export type UseAutoCloseReturn = {
  /** True while the close is scheduled. */
  isPending: boolean
  /** Keeps the screen open: drops the scheduled close. */
  cancel(): void
}

/**
 * Calls `onClose` once, `ms` after mount or after `ms` changes; `null` schedules nothing.
 * For screens that close themselves (W-2.13 after 2500 ms, W-4.37 after 4 s, A-4.22 after 1400 ms).
 */
export function useAutoClose(ms: number | null | undefined, onClose: () => void): UseAutoCloseReturn {
  const onCloseRef = useRef(onClose)
  onCloseRef.current = onClose
  const [flag] = useState(() => createTimedFlag({ ms: 0, onExpire: () => onCloseRef.current() }))
  useEffect(() => {
    if (typeof ms !== 'number' || !Number.isFinite(ms)) return
    flag.start(ms)
    return () => flag.cancel()
  }, [flag, ms])
  const isPending = useStore(flag)
  return useMemo(() => ({ isPending, cancel: flag.cancel }), [isPending, flag])
}
