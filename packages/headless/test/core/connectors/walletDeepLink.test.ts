import { describe, expect, it } from 'vitest'
import { getRecentWalletClient, setRecentWalletClient } from '../../../src/core/connectors/recentWalletClient'
import { consumeWalletDeepLink } from '../../../src/core/connectors/walletDeepLink'

function page(href: string) {
  const seen = { href, replaced: [] as string[] }
  return {
    seen,
    url: {
      get href() {
        return seen.href
      },
      replace(next: string) {
        seen.replaced.push(next)
        seen.href = next
      },
    },
  }
}

describe('wallet deep link', () => {
  it('A-2.13 reads privy_connector and privy_wallet_client and removes them from the address', () => {
    const { seen, url } = page('https://app.test/login?x=1&privy_connector=injected&privy_wallet_client=metamask#top')
    expect(consumeWalletDeepLink(url)).toEqual({ connector: 'injected', walletClient: 'metamask' })
    expect(seen.href).toBe('https://app.test/login?x=1#top')
    expect(consumeWalletDeepLink(url)).toBeNull()
    expect(seen.replaced).toHaveLength(1)
  })

  it('A-2.13 leaves an address without them untouched', () => {
    const { seen, url } = page('https://app.test/?privy_token=abc')
    expect(consumeWalletDeepLink(url)).toBeNull()
    expect(seen.replaced).toEqual([])
    expect(consumeWalletDeepLink(null)).toBeNull()
  })
})

describe('recent wallet client', () => {
  it('A-3.35 remembers the most recent wallet client per app', () => {
    const storage = new Map<string, string>()
    const store = {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
    }
    expect(getRecentWalletClient(store, 'app-a')).toBeNull()
    setRecentWalletClient(store, 'app-a', 'metamask')
    setRecentWalletClient(store, 'app-b', 'rainbow')
    expect(getRecentWalletClient(store, 'app-a')).toBe('metamask')
    expect(getRecentWalletClient(store, 'app-b')).toBe('rainbow')
  })

  it('A-3.35 a blocked storage loses only the hint', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('blocked')
      },
    }
    expect(() => setRecentWalletClient(blocked, 'app', 'metamask')).not.toThrow()
    expect(getRecentWalletClient(blocked, 'app')).toBeNull()
  })
})
