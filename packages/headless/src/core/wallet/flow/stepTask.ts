import { toLobbyError } from '../../errors/toLobbyError'
import { createFlow } from '../../flow/createFlow'

type TaskState = {
  status: 'idle' | 'running' | 'failed'
  /** The running action, and what follows its success. */
  work: { run: () => Promise<void>; then: () => void } | null
  /** The last failure's text, cleared when the next action starts. */
  error: string | null
}

type TaskEvent =
  | { type: 'run'; work: NonNullable<TaskState['work']> }
  | { type: 'done' }
  | { type: 'failed'; error: string }

const reduce = (state: TaskState, event: TaskEvent): TaskState => {
  switch (event.type) {
    case 'run':
      // One action of a step at a time: a second click while one runs does nothing.
      return state.status === 'running' ? state : { status: 'running', work: event.work, error: null }
    case 'done':
      return { status: 'idle', work: null, error: null }
    case 'failed':
      return { status: 'failed', work: null, error: event.error }
  }
}

/**
 * A step's user action (Continue, a pick, Confirm, Retry), on `createFlow`: `pending` while it
 * runs, its failure's text in `error`. The action runs only while the step is started; an answer
 * that lands after the step stopped (the screen went away) is dropped, and what was to follow it
 * (closing the modal) does not happen. `changed` runs on each move.
 */
export function createStepTask(changed: () => void) {
  const flow = createFlow<TaskState, TaskEvent, TaskState['status']>({
    initial: { status: 'idle', work: null, error: null },
    reduce,
    key: (state) => state.status,
    effects: {
      running: ({ state, send, alive }) => {
        const work = state.work
        work?.run().then(
          () => {
            if (!alive()) return
            send({ type: 'done' })
            work.then()
          },
          (error: unknown) => send({ type: 'failed', error: toLobbyError(error).shortMessage }),
        )
        return undefined
      },
    },
  })
  flow.subscribe(changed)
  return {
    get pending() {
      return flow.getSnapshot().status === 'running'
    },
    get error() {
      return flow.getSnapshot().error
    },
    /** Runs `work`, then `then` (e.g. closing the modal) unless the step stopped meanwhile. */
    run: (work: () => Promise<void>, then: () => void = () => undefined) =>
      flow.send({ type: 'run', work: { run: work, then } }),
    /** Runs actions while the step is started; returns the stop function. */
    start() {
      flow.start()
      return () => flow.stop()
    },
  }
}
