/** Something a UI can read and watch: the one shape every core machine exposes. */
export type Readable<S> = {
  /** The current state; the same object until the state changes. */
  getSnapshot(): S
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/** A readable value that core code may also replace. */
export type Store<S> = Readable<S> & {
  /** Replaces the state (or derives it from the previous one); listeners run only on a real change. */
  setState(next: S | ((previous: S) => S)): void
}

/** A store driven by events through a pure reducer. */
export type Machine<S, E> = Readable<S> & {
  /** Applies `reduce(state, event)`; listeners run only when the result is a new object. */
  send(event: E): void
}

/** Creates a store holding `initial` (the TanStack/wagmi subscribable shape). */
export function createStore<S>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setState(next) {
      const value = typeof next === 'function' ? (next as (previous: S) => S)(state) : next
      if (Object.is(value, state)) return
      state = value
      for (const listener of [...listeners]) listener()
    },
  }
}

/** Creates a machine from an initial state and a pure reducer. */
export function createMachine<S, E>(options: { initial: S; reduce: (state: S, event: E) => S }): Machine<S, E> {
  const store = createStore(options.initial)
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    send: (event) => store.setState((state) => options.reduce(state, event)),
  }
}
