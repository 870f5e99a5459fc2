import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { consent } from '../auth/oauthTestWindow'
import { startOAuthLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

/** A started modal of the all-methods app on LANDING, Google picked: its popup is open. */
async function googlePicked() {
  const { view, page } = await startOAuthLoginModal(h, { primary: ['email', 'google'], overflow: [] }, stops, {
    clock: 'real',
  })
  view().open('LANDING')
  view().landing?.selectMethod('google')
  await until(() => expect(page.opened[0]?.url).toMatch(/^http/))
  return { view, page }
}

describe('createLoginModal OAuth retry', () => {
  it('A-4.32 A-8.46 a closed popup: AWAITING_OAUTH_SCREEN says "User rejected request" and offers Retry, which opens a new popup', async () => {
    const { view, page } = await googlePicked()
    const first = page.opened[0]
    if (first) first.popup.closed = true
    await until(() => expect(view().oauth?.status).toBe('failure'))
    expect(view().screen?.name).toBe('AWAITING_OAUTH_SCREEN')
    expect(view().oauth).toMatchObject({ error: 'User rejected request', canRetry: true })
    view().oauth?.retry()
    await until(() => expect(page.opened[1]?.url).toMatch(/^http/))
  })

  it('A-4.32 A-8.42 a suspended account is not offered a retry: ERROR_SCREEN sends the user back to another method', async () => {
    const { view, page } = await googlePicked()
    const back = await consent(h, page.opened[0]?.url ?? '', 'suspended')
    page.post(page.origin, {
      type: OAUTH_RESPONSE_MESSAGE,
      authorizationCode: back.searchParams.get('privy_oauth_code'),
      stateCode: back.searchParams.get('privy_oauth_state'),
    })
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().oauth).toBeNull()
    expect(view().error).toMatchObject({ detail: 'This google account is suspended.', action: 'back' })
    expect(view().error?.action).not.toBe('retry')
  })
})
