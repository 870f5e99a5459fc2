import type { Timers } from '../../../src/core/timers'

/** A clock the test moves by hand: `advance(ms)` runs what falls due, in order. */
export function manualTimers() {
  let now = 0
  let next = 0
  const pending = new Map<number, { at: number; run: () => void }>()
  const timers: Timers = {
    setTimeout(run, ms) {
      const id = ++next
      pending.set(id, { at: now + ms, run })
      return id
    },
    clearTimeout(handle) {
      pending.delete(handle as number)
    },
  }
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      const due = [...pending].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      pending.delete(due[0])
      now = due[1].at
      due[1].run()
    }
    now = until
  }
  return { timers, advance, pending }
}
