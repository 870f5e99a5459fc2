import { describe, expect, it, vi } from 'vitest'
import { createMachine, createStore } from '../../src/core/store'

describe('core store', () => {
  it('behavior: notifies only on a real change', () => {
    const store = createStore({ n: 0 })
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.setState((s) => s)
    expect(listener).not.toHaveBeenCalled()
    store.setState({ n: 1 })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.getSnapshot()).toEqual({ n: 1 })
    unsubscribe()
    store.setState({ n: 2 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('behavior: a machine applies its reducer per event', () => {
    const machine = createMachine<number, { type: 'add'; by: number } | { type: 'noop' }>({
      initial: 0,
      reduce: (state, event) => (event.type === 'add' ? state + event.by : state),
    })
    const listener = vi.fn()
    machine.subscribe(listener)
    machine.send({ type: 'add', by: 2 })
    machine.send({ type: 'noop' })
    expect(machine.getSnapshot()).toBe(2)
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
