import type { Navigator, NavigatorState } from '../navigator'
import type { Screen } from '../screens'

/**
 * The after-login steps' hold on the modal (A-4.21, A-4.22, W-4.13): from a login's success (or
 * the terms accepted) they own the screen shown, then each screen they move to. The user is
 * signed in meanwhile, so the host shows its signed-in UI and may open a screen of its own
 * through the navigator; any screen taking the held one's place ends the hold, and the steps'
 * later moves ('Success!' running out, the terms' answer) land nowhere instead of replacing or
 * closing the host's screen.
 */
export type AfterLoginHold = {
  /** The steps start on the screen shown now. */
  take(): void
  /** Runs one of the steps' moves while they still hold the screen; false when superseded. */
  move(run: () => void): boolean
  /** Reads a navigator change: true once, when another screen took the held one's place. */
  lostBy(state: NavigatorState): boolean
}

/** Creates the after-login steps' hold on `nav`. */
export function createAfterLoginHold(nav: Navigator): AfterLoginHold {
  let held: Screen | null = null
  // The steps' own move changes the screen too; it is not a loss.
  let moving = false
  return {
    take() {
      held = nav.getSnapshot().screen
    },
    move(run) {
      if (!held || nav.getSnapshot().screen !== held) return false
      moving = true
      try {
        run()
      } finally {
        moving = false
      }
      held = nav.getSnapshot().screen
      return true
    },
    lostBy(state) {
      if (!held || moving || state.screen === held) return false
      held = null
      // The flow cleared after the steps' close: finished, not superseded.
      return state.screen !== null
    },
  }
}
