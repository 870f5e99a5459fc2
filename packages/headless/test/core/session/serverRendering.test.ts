// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createTabLock } from '../../../src/core/session/tabLock'
import { createTokenStore } from '../../../src/core/session/tokenStore'

// During server rendering there is no window: no localStorage, document, location or Web Locks.

describe('session during server rendering', () => {
  it('behavior: the token store keeps tokens in memory and writes no cookie', () => {
    expect(typeof localStorage).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const tokens = createTokenStore()
    tokens.write({ token: 'access', refreshToken: 'refresh' })
    expect(tokens.read()).toMatchObject({ token: 'access', refreshToken: 'refresh' })
    expect(tokens.hasSessionCookie()).toBe(false)
  })

  it('A-7.53 A-7.54 a cookie jar passed in on the server gets cookies without Secure (there is no page protocol)', () => {
    const jar = { cookie: '' }
    createTokenStore({ storage: null, cookies: jar }).write({ refreshToken: 'refresh' })
    expect(jar.cookie).toBe('privy-session=t; Path=/; Max-Age=2592000; SameSite=Strict')
  })

  it('A-4.49 the refresh lock runs calls one after another', async () => {
    const lock = createTabLock('lobby-test-ssr')
    const order: string[] = []
    await Promise.all([
      lock.run(async ({ waited }) => {
        order.push(`a start ${waited}`)
        await Promise.resolve()
        order.push('a end')
      }),
      lock.run(async ({ waited }) => {
        order.push(`b start ${waited}`)
      }),
    ])
    expect(order).toEqual(['a start false', 'a end', 'b start false'])
  })
})
