import { afterEach, describe, expect, it, vi } from 'vitest'
import { authorizeInPopup, browserOAuthWindow } from '../../../src/core/auth/oauthWindow'
import { browserCrossAppWindow } from '../../../src/core/cross-app/browserCrossAppWindow'
import { createCrossAppSigner } from '../../../src/core/cross-app/crossAppSign'
import { fakeCrossAppTransport, PROVIDER_APP_ID, WALLET } from '../cross-app/fakeCrossAppTransport'
import { manualTimers } from './oauthTestWindow'

// The popups the SDK opens, as window.open returns them; and another window on the page that
// posts too (an ad's iframe): each message names its sender as `source`, as browsers do.
const popupWindow = () => ({ closed: false, close: vi.fn(), location: { replace: vi.fn(), href: 'about:blank' } })
const adFrame = {}

function post(data: unknown, origin: string, source: object): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
}

/** Whether `promise` has settled once pending callbacks ran, and how. */
async function settled<T>(promise: Promise<T>) {
  let outcome: { ok: true; value: T } | { ok: false; error: unknown } | null = null
  promise.then(
    (value) => {
      outcome = { ok: true, value }
    },
    (error: unknown) => {
      outcome = { ok: false, error }
    },
  )
  await new Promise((resolve) => setTimeout(resolve, 0))
  return outcome
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('who may answer for a popup the SDK opened', () => {
  it('A-8.47 attack: another frame on the page posts an OAuth return while the popup is open: ignored (the login is neither failed nor taken over), and the popup’s own return is the one used', async () => {
    const popup = popupWindow()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const page = window.location.origin
    const pending = authorizeInPopup({
      window: browserOAuthWindow(window),
      url: 'https://accounts.provider.test/authorize',
      timers: manualTimers(),
    })
    const forged = { type: 'PRIVY_OAUTH_RESPONSE', authorizationCode: 'forged', stateCode: 'forged-state' }
    // An ad of another origin: before, its message alone ended the login with an origin mismatch.
    post(forged, 'https://ads.example', adFrame)
    // A window of the page's own origin that is not the popup (another tab's frame) is no child either.
    post(forged, page, adFrame)
    expect(await settled(pending)).toBeNull()
    expect(popup.close).not.toHaveBeenCalled()
    post(
      { type: 'PRIVY_OAUTH_RESPONSE', authorizationCode: 'real', stateCode: 'state-1', provider: 'google' },
      page,
      popup,
    )
    expect(await settled(pending)).toEqual({
      ok: true,
      value: { authorizationCode: 'real', stateCode: 'state-1', provider: 'google' },
    })
  })

  it('W-7.37 attack: a window of the provider’s origin that is not the signature popup posts a result and a token: neither is taken; the popup’s own reply is the result', async () => {
    const popup = popupWindow()
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    const transport = fakeCrossAppTransport({ getProviderAppUrl: () => 'https://provider.test' })
    const signer = createCrossAppSigner({
      transport: { ...transport, window: browserCrossAppWindow(window) },
      timers: manualTimers(),
    })
    const pending = signer.request({
      providerAppId: PROVIDER_APP_ID,
      address: WALLET,
      method: 'personal_sign',
      params: ['0x6869', WALLET],
    })
    await vi.waitFor(() => expect(signer.getSnapshot().status).toBe('awaiting-popup'))
    // A frame of the provider app the page embeds for something else, or any of its other pages.
    post(
      { type: 'PRIVY_CROSS_APP_ACTION_TOKEN', action: 'set', token: 'forged-token' },
      'https://provider.test',
      adFrame,
    )
    post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: '0xforged' }, 'https://provider.test', adFrame)
    post({ type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: 'forged' }, 'https://ads.example', adFrame)
    expect(await settled(pending)).toBeNull()
    expect(transport.setProviderAccessToken).not.toHaveBeenCalled()
    post({ type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: '0xreal' }, 'https://provider.test', popup)
    expect(await settled(pending)).toEqual({ ok: true, value: '0xreal' })
  })
})
