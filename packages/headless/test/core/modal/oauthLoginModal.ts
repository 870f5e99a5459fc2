import { afterEach, vi } from 'vitest'
import type { LobbyClient, LobbyClientOptions } from '../../../src/core/client'
import { createLoginModal, type LoginModalOptions } from '../../../src/core/modal/loginModal/createLoginModal'
import { systemTimers } from '../../../src/core/timers'
import { MemoryStorage, type SandboxHarness } from '../../integration/sandboxHarness'
import { testOAuthWindow } from '../auth/oauthTestWindow'
import { manualTimers } from '../flow/manualTimers'

/** A desktop browser: OAuth opens in a popup, not in the page. */
export const DESKTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' }

/** What a test starts and must stop (modals, watchers): each is stopped after the test. */
export function stoppedAfterEach(): Array<() => void> {
  const stops: Array<() => void> = []
  afterEach(() => {
    for (const stop of stops.splice(0)) stop()
  })
  return stops
}

/** Waits until `check` passes (sandbox answers arrive asynchronously). */
export const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 })

/**
 * A started login modal on `client` (made ready first) as the modal tests run it: a desktop
 * browser, no page URL or OAuth return to read, no viewport, its timers by hand unless `options`
 * gives others; `stops` collects what the test's afterEach stops.
 */
export async function startTestLoginModal(
  client: LobbyClient,
  stops: Array<() => void>,
  options: LoginModalOptions = {},
) {
  await client.ready()
  const clock = manualTimers()
  const modal = createLoginModal(client, {
    environment: DESKTOP,
    pageUrl: null,
    oauthPopupPage: null,
    handleOAuthReturn: false,
    viewport: null,
    timers: clock.timers,
    ...options,
  })
  modal.start()
  stops.push(modal.stop)
  return { modal, clock, view: () => modal.getSnapshot() }
}

/**
 * A started login modal of the all-methods app with `loginMethodsAndOrder`, its OAuth windows
 * opened in a test window and its timers by hand (`clock: 'real'` keeps the system's, for a test
 * that waits on the popup watch); `stops` collects what the test's afterEach stops.
 */
export async function startOAuthLoginModal(
  h: SandboxHarness,
  loginMethodsAndOrder: NonNullable<NonNullable<LobbyClientOptions['config']>['loginMethodsAndOrder']>,
  stops: Array<() => void>,
  { clock: which = 'manual' }: { clock?: 'manual' | 'real' } = {},
) {
  const client = h.client({
    appId: h.appId('all-methods'),
    storage: new MemoryStorage(),
    config: { loginMethodsAndOrder },
  })
  const page = testOAuthWindow()
  const { clock, view } = await startTestLoginModal(client, stops, {
    oauthWindow: page,
    ...(which === 'real' ? { timers: systemTimers } : {}),
  })
  return { client, page, clock, view }
}
