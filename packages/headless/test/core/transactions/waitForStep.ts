import type { Readable } from '../../../src/core/store'

/** Resolves with the state once `check` holds (at once if it already does); fails after `ms`. */
export function waitFor<S>(store: Readable<S>, check: (state: S) => boolean, ms = 15_000): Promise<S> {
  return new Promise((resolve, reject) => {
    const test = () => {
      const state = store.getSnapshot()
      if (!check(state)) return false
      clearTimeout(timer)
      stop()
      resolve(state)
      return true
    }
    const timer = setTimeout(() => {
      stop()
      reject(
        new Error(
          `state never matched: ${JSON.stringify(store.getSnapshot(), (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`,
        ),
      )
    }, ms)
    const stop = store.subscribe(() => void test())
    test()
  })
}
