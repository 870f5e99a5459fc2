import type { TurnstileApi, TurnstileRenderParams } from '@lobby/headless'

/** How the stand-in widget answers each `execute`, in order; after the list, every run passes. */
export type FakeTurnstileOutcome = 'pass' | 'fail'

/**
 * A Turnstile-shaped widget in memory for in-process block tests (the sandbox's script needs a
 * page that can load it): it answers `solveMs` after each execute and counts the runs. A passing
 * run answers the token `solve` gets (the sandbox's challenge, e.g. `solveCaptcha(sandbox.app)`).
 */
export function fakeTurnstile(solve: () => Promise<string>, outcomes: FakeTurnstileOutcome[] = [], solveMs = 200) {
  let params: TurnstileRenderParams | null = null
  let response: string | undefined
  let executes = 0
  const api: TurnstileApi = {
    render(_container, p) {
      params = p
      return 'widget-0'
    },
    execute() {
      executes++
      const outcome = outcomes.shift() ?? 'pass'
      const run = executes
      setTimeout(() => {
        if (outcome === 'fail') {
          params?.['error-callback']?.('600010')
          return
        }
        // An older run's token must not land after a newer execute.
        void solve().then((token) => {
          if (executes === run) response = token
        })
      }, solveMs)
    },
    reset() {
      response = undefined
    },
    getResponse: () => response,
  }
  return { api, executes: () => executes }
}
