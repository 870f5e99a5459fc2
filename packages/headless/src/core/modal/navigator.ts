import type { ErrorFlow } from '../errors/errorScreens'
import { LobbyError } from '../errors/lobbyError'
import { toLobbyError } from '../errors/toLobbyError'
import { createMachine, type Readable } from '../store'
import { systemTimers, type Timers } from '../timers'
import { isScreenName, type Screen, type ScreenName, type ScreenParams } from './screens'
import { FLOW_CLEAR_DELAY_MS, LANDING_RESET_DELAY_MS, MODAL_OPEN_DELAY_MS } from './timing'

/** What the navigator holds: the screen, the way back, and the modal's visibility rules. */
export type NavigatorState = {
  /** The screen shown, or null when no flow is in progress. */
  screen: Screen | null
  /** Screens `back()` returns to, oldest first. */
  history: readonly Screen[]
  /** True once the modal is visible: 15 ms after its screen is set. */
  isOpen: boolean
  /** False while the current step may not be dismissed. */
  closeable: boolean
  /** Inline render mode: no overlay and no close button. */
  standalone: boolean
  /** Bumps 150 ms after each close; the login screen returns to its default view on a change. */
  landingResets: number
}

/** The events the navigator's reducer understands. */
export type NavigatorEvent =
  | { type: 'flow.start'; screen: Screen }
  | { type: 'screen.push'; screen: Screen; replace: boolean }
  | { type: 'screen.back' }
  | { type: 'modal.show' }
  | { type: 'modal.hide' }
  | { type: 'flow.clear' }
  | { type: 'closeable.set'; closeable: boolean }
  | { type: 'landing.reset' }

/** The parameters argument of screen `K`: optional when the screen takes none. */
export type ScreenParamsArg<K extends ScreenName> =
  undefined extends ScreenParams<K> ? [params?: ScreenParams<K>] : [params: ScreenParams<K>]

/**
 * W-2.43: where `back()` goes when nothing was visited before, for screens whose header has a
 * back button even when opened directly.
 */
export const BACK_FALLBACK: Partial<Record<ScreenName, ScreenName>> = {
  FUNDING_MANUAL_TRANSFER_SCREEN: 'FUNDING_METHOD_SELECTION_SCREEN',
}

/** W-2.43: the screen `back()` would show, or null when there is none. */
export function previousScreen(state: NavigatorState): Screen | null {
  const last = state.history.at(-1)
  if (last) return last
  const fallback = state.screen ? BACK_FALLBACK[state.screen.name] : undefined
  return fallback ? ({ name: fallback, params: undefined } as Screen) : null
}

/** the close button shows only when the modal is closeable and not standalone. */
export function showsCloseButton(state: NavigatorState): boolean {
  return state.closeable && !state.standalone
}

/** The navigator's pure transitions; timing lives in `createNavigator`. */
export function reduceNavigator(state: NavigatorState, event: NavigatorEvent): NavigatorState {
  switch (event.type) {
    case 'flow.start':
      // A host opening the modal starts a new flow: nothing earlier to go back to.
      return { ...state, screen: event.screen, history: [] }
    case 'screen.push': {
      // the screen left behind (the error screen's previous one included) is the way back.
      const history = state.screen && !event.replace ? [...state.history, state.screen] : state.history
      return { ...state, screen: event.screen, history }
    }
    case 'screen.back': {
      const previous = previousScreen(state)
      if (!previous) return state
      return { ...state, screen: previous, history: state.history.slice(0, -1) }
    }
    case 'modal.show':
      return state.isOpen || !state.screen ? state : { ...state, isOpen: true }
    case 'modal.hide':
      return state.isOpen ? { ...state, isOpen: false } : state
    case 'flow.clear':
      return state.screen || state.history.length ? { ...state, screen: null, history: [] } : state
    case 'closeable.set':
      return state.closeable === event.closeable ? state : { ...state, closeable: event.closeable }
    case 'landing.reset':
      return { ...state, landingResets: state.landingResets + 1 }
  }
}

/** Options of `createNavigator`. */
export type NavigatorOptions = {
  /** Inline render mode. @default false */
  standalone?: boolean
  /** Whether the user may close the modal at first. @default true */
  closeable?: boolean
  /** The clock; the global timers by default, so fake timers apply. */
  timers?: Timers
}

/** The modal's screen navigator: a readable state plus commands. */
export type Navigator = Readable<NavigatorState> & {
  /** Opens the modal at any screen with its parameters, starting a new flow. */
  open<K extends ScreenName>(name: K, ...params: ScreenParamsArg<K>): void
  /** Moves to a screen, remembering the current one for `back()`; `replace` forgets it. */
  navigate<K extends ScreenName>(name: K, ...params: ScreenParamsArg<K>): void
  /** Moves to a screen without remembering the current one. */
  replace<K extends ScreenName>(name: K, ...params: ScreenParamsArg<K>): void
  /**
   * goes to ERROR_SCREEN with a way back to the current screen; any thrown value
   * is read as a `LobbyError`. `flow` is the flow that raised it, whose reading the screen shows.
   */
  showError(error: unknown, flow?: ErrorFlow): void
  /** Returns to the previous screen; false when there is none. */
  back(): boolean
  /** Closes the modal (a flow finished); the flow is cleared 200 ms later. */
  close(): void
  /** The user asks to close (close button, Escape, overlay); refused (false) unless closeable and not standalone. */
  requestClose(): boolean
  /** Allows or forbids the user to close the modal. */
  setCloseable(closeable: boolean): void
  /** Drops pending timers, for teardown. */
  destroy(): void
}

function toScreen(name: ScreenName, params: unknown): Screen {
  if (!isScreenName(name)) {
    throw new LobbyError('client_error', 'modal.unknown_screen', `There is no screen named "${String(name)}".`, {
      nextStep: 'Pass one of SCREEN_NAMES, e.g. "LANDING".',
    })
  }
  return { name, params } as Screen
}

/** Creates the modal navigator. */
export function createNavigator(options: NavigatorOptions = {}): Navigator {
  const timers = options.timers ?? systemTimers
  const machine = createMachine<NavigatorState, NavigatorEvent>({
    initial: {
      screen: null,
      history: [],
      isOpen: false,
      closeable: options.closeable ?? true,
      standalone: options.standalone ?? false,
      landingResets: 0,
    },
    reduce: reduceNavigator,
  })
  const pending = new Set<unknown>()
  const later = (ms: number, run: () => void) => {
    const handle = timers.setTimeout(() => {
      pending.delete(handle)
      run()
    }, ms)
    pending.add(handle)
  }
  const cancelAll = () => {
    for (const handle of pending) timers.clearTimeout(handle)
    pending.clear()
  }
  const go = (replace: boolean) => (name: ScreenName, params?: unknown) =>
    machine.send({ type: 'screen.push', screen: toScreen(name, params), replace })

  const navigator: Navigator = {
    getSnapshot: machine.getSnapshot,
    subscribe: machine.subscribe,
    open(name: ScreenName, params?: unknown) {
      const screen = toScreen(name, params)
      // Reopening during a close's delays keeps the new flow from being cleared under it.
      cancelAll()
      machine.send({ type: 'flow.start', screen })
      if (!machine.getSnapshot().isOpen) later(MODAL_OPEN_DELAY_MS, () => machine.send({ type: 'modal.show' }))
    },
    navigate: go(false),
    replace: go(true),
    showError(error, flow) {
      const params = { error: toLobbyError(error), ...(flow ? { flow } : {}) }
      machine.send({
        type: 'screen.push',
        screen: { name: 'ERROR_SCREEN', params },
        replace: false,
      })
    },
    back() {
      const before = machine.getSnapshot()
      machine.send({ type: 'screen.back' })
      return machine.getSnapshot() !== before
    },
    close() {
      cancelAll()
      machine.send({ type: 'modal.hide' })
      later(LANDING_RESET_DELAY_MS, () => machine.send({ type: 'landing.reset' }))
      later(FLOW_CLEAR_DELAY_MS, () => machine.send({ type: 'flow.clear' }))
    },
    requestClose() {
      if (!showsCloseButton(machine.getSnapshot())) return false
      navigator.close()
      return true
    },
    setCloseable(closeable) {
      machine.send({ type: 'closeable.set', closeable })
    },
    destroy: cancelAll,
  }
  return navigator
}
