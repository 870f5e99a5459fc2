'use client'
import { useEffect, useRef } from 'react'

/** Calls `run` once, the first time `when` is true, whatever identity `run` has on each render. */
export function useOnceWhen(when: boolean, run: () => void): void {
  const latest = useRef(run)
  latest.current = run
  const done = useRef(false)
  useEffect(() => {
    if (!when || done.current) return
    done.current = true
    latest.current()
  }, [when])
}
