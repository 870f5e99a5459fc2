import { createMachine, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'

/** What an effect is given when its state is entered. */
export type FlowEffectContext<S, E> = {
  /** The state that started the effect. */
  state: S
  /** Sends an event to the flow; ignored once the effect is no longer alive. */
  send: (event: E) => void
  /** False once the flow left the state that started the effect, or was stopped: late answers must do nothing. */
  alive: () => boolean
  /** Sends `event` after `ms` unless the effect ended first. */
  after: (ms: number, event: E) => void
  timers: Timers
}

/** A side effect started when the flow enters a state key; it may return its own cleanup. */
export type FlowEffect<S, E> = (context: FlowEffectContext<S, E>) => (() => void) | undefined

/** How a flow is written: its state, a pure reducer, and effects keyed by state. */
export type FlowDefinition<S, E, K extends string = string> = {
  initial: S
  /** Pure transitions; each case names the rule it implements. */
  reduce: (state: S, event: E) => S
  /** The key effects are looked up by; an effect restarts only when the key changes. */
  key: (state: S) => K
  /** The effect of each key, started on entry and stopped on exit. */
  effects?: Partial<Record<K, FlowEffect<S, E>>>
  /** The clock effects run on; the global timers by default, so fake timers apply. */
  timers?: Timers
}

/** A running flow: readable state, events, and the effects' lifecycle. */
export type Flow<S, E> = Readable<S> & {
  send(event: E): void
  /** Starts the effect of the current state; safe to call again after `stop` (React StrictMode mounts twice). */
  start(): void
  /** Stops the running effect and its timers; nothing it started lands afterwards. The state is kept. */
  stop(): void
}

/**
 * Creates a flow: a machine whose effects are keyed by state, run on injected timers and
 * guarded by `alive`, so an answer that arrives after the state changed (or the flow stopped)
 * is dropped. The one way flows are written in core (taken from the funding flow's runner).
 */
export function createFlow<S, E, K extends string = string>(definition: FlowDefinition<S, E, K>): Flow<S, E> {
  const timers = definition.timers ?? systemTimers
  const machine = createMachine<S, E>({ initial: definition.initial, reduce: definition.reduce })
  let running: { key: K; stop: () => void } | null = null
  let unsubscribe: (() => void) | null = null

  const enter = (state: S) => {
    const key = definition.key(state)
    if (running?.key === key) return
    running?.stop()
    running = null
    const effect = definition.effects?.[key]
    if (!effect) return
    let alive = true
    const handles = new Set<unknown>()
    const send = (event: E) => {
      if (alive) machine.send(event)
    }
    const after = (ms: number, event: E) => {
      if (!alive) return
      const handle = timers.setTimeout(() => {
        handles.delete(handle)
        send(event)
      }, ms)
      handles.add(handle)
    }
    const cleanup = effect({ state, send, alive: () => alive, after, timers })
    running = {
      key,
      stop: () => {
        alive = false
        for (const handle of handles) timers.clearTimeout(handle)
        handles.clear()
        cleanup?.()
      },
    }
  }

  return {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    send: machine.send,
    start() {
      if (unsubscribe) return
      unsubscribe = machine.subscribe(() => enter(machine.getSnapshot()))
      enter(machine.getSnapshot())
    },
    stop() {
      unsubscribe?.()
      unsubscribe = null
      running?.stop()
      running = null
    },
  }
}
