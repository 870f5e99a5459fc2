import { createStore, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'

/** A flag that turns on and turns itself off after a delay: copy feedback, resend cooldown, auto-close. */
export type TimedFlag = Readable<boolean> & {
  /** Turns the flag on for `ms` (the default given at creation); starting again restarts the delay. */
  start(ms?: number): void
  /** Turns the flag off now and drops the pending timer. */
  cancel(): void
}

/** Options of `createTimedFlag`. */
export type TimedFlagOptions = {
  /** How long the flag stays on. */
  ms: number
  /** Called when the delay runs out (not on `cancel`). */
  onExpire?: () => void
  /** The clock; the global timers by default, so fake timers apply. */
  timers?: Timers
}

/**
 * Creates a flag that stays on for a delay after each `start` (the timing core of
 * useCopyToClipboard W-4.53/W-4.54, useResendCooldown and useAutoClose).
 */
export function createTimedFlag(options: TimedFlagOptions): TimedFlag {
  const timers = options.timers ?? systemTimers
  const store = createStore(false)
  let handle: unknown
  let pending = false
  const clear = () => {
    if (pending) timers.clearTimeout(handle)
    pending = false
  }
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    start(ms = options.ms) {
      clear()
      store.setState(true)
      pending = true
      handle = timers.setTimeout(
        () => {
          pending = false
          store.setState(false)
          options.onExpire?.()
        },
        Math.max(0, Number.isFinite(ms) ? ms : 0),
      )
    },
    cancel() {
      clear()
      store.setState(false)
    },
  }
}
