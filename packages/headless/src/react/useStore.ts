'use client'
import { useCallback, useRef, useSyncExternalStore } from 'react'
import type { Readable } from '../core/store'

const identity = <T>(value: T): T => value

/**
 * Subscribes a component to a core store: the one `useSyncExternalStore` call site. With a
 * selector, the component re-renders only when the selected value changes under `isEqual`.
 */
export function useStore<S, T = S>(
  store: Readable<S>,
  selector: (state: S) => T = identity as (state: S) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ state: S; selected: T } | null>(null)
  const select = useCallback(() => {
    const state = store.getSnapshot()
    const previous = last.current
    if (previous && Object.is(previous.state, state)) return previous.selected
    const selected = selector(state)
    if (previous && isEqual(previous.selected, selected)) {
      last.current = { state, selected: previous.selected }
      return previous.selected
    }
    last.current = { state, selected }
    return selected
  }, [store, selector, isEqual])
  return useSyncExternalStore(store.subscribe, select, select)
}
