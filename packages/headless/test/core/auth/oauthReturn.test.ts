import { describe, expect, it, vi } from 'vitest'
import { consumeOAuthReturn, handOffOAuthReturn } from '../../../src/core/auth/oauthReturn'
import { OAUTH_POPUP_NAME, OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'

const RETURN =
  'http://localhost:5173/login?tab=2&privy_oauth_code=c0de&privy_oauth_state=st4te&privy_oauth_provider=google#top'

describe('consumeOAuthReturn', () => {
  it('A-2.12 A-3.17 reads privy_oauth_code, privy_oauth_state and privy_oauth_provider and cleans them from the URL', () => {
    const page = { href: RETURN, replace: vi.fn() }
    expect(consumeOAuthReturn(page)).toEqual({ authorizationCode: 'c0de', stateCode: 'st4te', provider: 'google' })
    expect(page.replace).toHaveBeenCalledWith('http://localhost:5173/login?tab=2#top')
  })

  it('A-2.12 leaves other pages untouched', () => {
    const page = { href: 'http://localhost:5173/?code=1&state=2', replace: vi.fn() }
    expect(consumeOAuthReturn(page)).toBeNull()
    expect(consumeOAuthReturn(null)).toBeNull()
    expect(page.replace).not.toHaveBeenCalled()
  })
})

describe('handOffOAuthReturn', () => {
  it('A-4.33 in the OAuth popup, posts the return to the opener on this origin only, and closes', () => {
    const postMessage = vi.fn()
    const close = vi.fn()
    const page = { href: RETURN, replace: vi.fn() }
    const popup = { name: OAUTH_POPUP_NAME, origin: 'http://localhost:5173', opener: { postMessage }, close }
    expect(handOffOAuthReturn(page, popup)).toBe(true)
    expect(postMessage).toHaveBeenCalledWith(
      { type: OAUTH_RESPONSE_MESSAGE, authorizationCode: 'c0de', stateCode: 'st4te', provider: 'google' },
      'http://localhost:5173',
    )
    expect(close).toHaveBeenCalled()
  })

  it('A-2.12 a tab that is not the OAuth popup handles the return itself', () => {
    const postMessage = vi.fn()
    const page = { href: RETURN, replace: vi.fn() }
    const tab = { name: '', origin: 'http://localhost:5173', opener: { postMessage }, close: vi.fn() }
    expect(handOffOAuthReturn(page, tab)).toBe(false)
    expect(handOffOAuthReturn(page, { ...tab, name: OAUTH_POPUP_NAME, opener: null })).toBe(false)
    expect(postMessage).not.toHaveBeenCalled()
    expect(page.replace).not.toHaveBeenCalled()
  })
})
