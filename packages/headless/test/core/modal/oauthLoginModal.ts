import { vi } from 'vitest'
import type { LobbyClientOptions } from '../../../src/core/client'
import { createLoginModal } from '../../../src/core/modal/loginModal/createLoginModal'
import { MemoryStorage, type SandboxHarness } from '../../integration/sandboxHarness'
import { testOAuthWindow } from '../auth/oauthTestWindow'
import { manualTimers } from '../flow/manualTimers'

/** A desktop browser: OAuth opens in a popup, not in the page. */
export const DESKTOP = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36' }

/** Waits until `check` passes (sandbox answers arrive asynchronously). */
export const until = (check: () => void) => vi.waitFor(check, { timeout: 10_000, interval: 20 })

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
  await client.ready()
  const page = testOAuthWindow()
  const clock = manualTimers()
  const modal = createLoginModal(client, {
    environment: DESKTOP,
    pageUrl: null,
    oauthPopupPage: null,
    handleOAuthReturn: false,
    viewport: null,
    oauthWindow: page,
    ...(which === 'manual' ? { timers: clock.timers } : {}),
  })
  modal.start()
  stops.push(modal.stop)
  return { client, page, clock, view: () => modal.getSnapshot() }
}
