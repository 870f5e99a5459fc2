import type { Navigator } from '../../modal/navigator'
import { createStore, type Readable } from '../../store'

/** The navigator commands a wallet screen moves the modal with (the modal's `Navigator`). */
export type WalletStepNavigation = Pick<Navigator, 'replace' | 'navigate' | 'close' | 'setCloseable'>

/**
 * A wallet screen's controller: what the screen shows, and `start` to run it while it is
 * shown. Work done once per screen (a creation, an export) runs on the first start only, so a
 * second start after a stop (React's StrictMode mounts twice) does not repeat it.
 */
export type WalletStep<V> = Readable<V> & {
  /** Watches what the step follows and runs its first work; returns the stop function. */
  start(): () => void
}

/** A step's view store: `refresh` recomputes the view and replaces it only when a field changed. */
export function createStepView<V extends Record<string, unknown>>(compute: () => V) {
  const store = createStore(compute())
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    refresh() {
      const next = compute()
      store.setState((previous) => (shallowEqual(previous, next) ? previous : next))
    },
  }
}

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]))
}
