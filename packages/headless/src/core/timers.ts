/**
 * The clock a flow schedules its polls, time-outs and auto-closes on. Injected so tests (and
 * hosts with their own scheduler) control time; the default reads the global timers at each
 * call, so vitest's fake timers apply to it too.
 */
export type Timers = {
  /** Runs `callback` once after `ms`; returns a handle for `clearTimeout`. */
  setTimeout(callback: () => void, ms: number): unknown
  /** Cancels a pending `setTimeout`. */
  clearTimeout(handle: unknown): void
}

/** The global timers, looked up at each call (never captured at import time). */
export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
}
