import type { TurnstileApi, TurnstileRenderParams } from '../../../src/core/captcha/turnstile'

/** How the stand-in widget answers each `execute`, in order; after the list, every run passes. */
export type FakeOutcome = 'pass' | 'fail' | 'hang'

/** A Turnstile-shaped widget in memory, answering `solveMs` after each execute; it records what it was asked. */
export function fakeTurnstile(outcomes: FakeOutcome[] = [], solveMs = 300) {
  const log = { renders: [] as TurnstileRenderParams[], executes: [] as number[], resets: 0, getResponse: 0 }
  let params: TurnstileRenderParams | null = null
  let response: string | undefined
  let failReset = false
  const api: TurnstileApi = {
    render(_container, p) {
      params = p
      log.renders.push(p)
      return 'widget-0'
    },
    execute() {
      log.executes.push(Date.now())
      const outcome = outcomes.shift() ?? 'pass'
      if (outcome === 'hang') return
      setTimeout(() => {
        if (outcome === 'pass') response = `token-${log.executes.length}`
        else params?.['error-callback']?.('600010')
      }, solveMs)
    },
    reset() {
      if (failReset) throw new Error('widget gone')
      log.resets++
      response = undefined
    },
    getResponse() {
      log.getResponse++
      return response
    },
  }
  return { api, log, breakReset: () => (failReset = true) }
}
