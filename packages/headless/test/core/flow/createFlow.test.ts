import { describe, expect, it } from 'vitest'
import { createFlow } from '../../../src/core/flow/createFlow'
import { manualTimers } from './manualTimers'

type State = { step: 'idle' | 'waiting' | 'done'; answers: number }
type Event = { type: 'wait' } | { type: 'finish' } | { type: 'answer' } | { type: 'reset' }

const reduce = (state: State, event: Event): State => {
  switch (event.type) {
    case 'wait':
      return { ...state, step: 'waiting' }
    case 'finish':
      return state.step === 'waiting' ? { ...state, step: 'done' } : state
    case 'answer':
      return { ...state, answers: state.answers + 1 }
    case 'reset':
      return { step: 'idle', answers: state.answers }
  }
}

function testFlow() {
  const clock = manualTimers()
  const late: Array<() => void> = []
  const flow = createFlow<State, Event, State['step']>({
    initial: { step: 'idle', answers: 0 },
    reduce,
    key: (state) => state.step,
    timers: clock.timers,
    effects: {
      waiting: ({ send, after }) => {
        after(1000, { type: 'finish' })
        late.push(() => send({ type: 'answer' }))
        return undefined
      },
    },
  })
  return { flow, clock, late }
}

describe('createFlow', () => {
  it('runs the effect of the state it enters on the injected timers', () => {
    const { flow, clock } = testFlow()
    flow.start()
    flow.send({ type: 'wait' })
    clock.advance(999)
    expect(flow.getSnapshot().step).toBe('waiting')
    clock.advance(1)
    expect(flow.getSnapshot().step).toBe('done')
  })

  it('drops what an effect sends once its state was left, and clears its timers', () => {
    const { flow, clock, late } = testFlow()
    flow.start()
    flow.send({ type: 'wait' })
    flow.send({ type: 'reset' })
    expect(clock.pending.size).toBe(0)
    late[0]?.()
    expect(flow.getSnapshot()).toEqual({ step: 'idle', answers: 0 })
  })

  it('lands nothing after stop, and start runs the current state again (StrictMode mounts twice)', () => {
    const { flow, clock, late } = testFlow()
    flow.start()
    flow.send({ type: 'wait' })
    flow.stop()
    late[0]?.()
    clock.advance(5000)
    expect(flow.getSnapshot()).toEqual({ step: 'waiting', answers: 0 })
    flow.start()
    clock.advance(1000)
    expect(flow.getSnapshot().step).toBe('done')
  })

  it('does not restart an effect while the key stays the same', () => {
    const { flow, clock, late } = testFlow()
    flow.start()
    flow.send({ type: 'wait' })
    clock.advance(600)
    late[0]?.()
    expect(flow.getSnapshot().answers).toBe(1)
    clock.advance(400)
    expect(late).toHaveLength(1)
    expect(flow.getSnapshot().step).toBe('done')
  })
})
