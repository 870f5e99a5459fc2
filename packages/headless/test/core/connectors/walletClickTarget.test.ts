import { describe, expect, it } from 'vitest'
import { isMobileUserAgent, walletClickTarget } from '../../../src/core/connectors/walletClickTarget'
import { detectEmbeddedBrowser } from '../../../src/core/rules/embeddedBrowser'

const desktop = detectEmbeddedBrowser({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' })
const instagram = detectEmbeddedBrowser({
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Instagram 300.0',
})
const base = {
  isTrusted: true,
  browser: desktop,
  mobile: false,
  standalone: false,
  providerPresent: true,
  pageUrl: 'https://app.test/login',
}

describe('walletClickTarget', () => {
  it('W-4.01 a third-party browser wallet goes to AWAITING_CONNECTION when its provider is present', () => {
    expect(walletClickTarget({ ...base, walletClientType: 'phantom' })).toEqual({
      action: 'screen',
      screen: 'AWAITING_CONNECTION',
    })
  })

  it('W-4.01 without its provider: the install screen on desktop, the interstitial on mobile', () => {
    const absent = { ...base, walletClientType: 'phantom', providerPresent: false }
    expect(walletClickTarget(absent)).toEqual({ action: 'screen', screen: 'INSTALL_PHANTOM_SCREEN' })
    expect(walletClickTarget({ ...absent, mobile: true })).toEqual({
      action: 'screen',
      screen: 'PHANTOM_INTERSTITIAL_SCREEN',
    })
  })

  it('W-4.02 an eoa-only wallet on mobile outside a standalone app redirects to its app link', () => {
    const click = { ...base, walletClientType: 'coinbase_wallet', mobile: true, providerPresent: false }
    expect(walletClickTarget(click)).toEqual({
      action: 'redirect',
      url: 'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.test%2Flogin',
    })
    expect(walletClickTarget({ ...click, standalone: true })).toEqual({
      action: 'screen',
      screen: 'AWAITING_CONNECTION',
    })
    expect(walletClickTarget({ ...click, mobile: false })).toEqual({ action: 'screen', screen: 'AWAITING_CONNECTION' })
  })

  it('W-4.03 an untrusted click in an in-app browser is ignored; a trusted one is not', () => {
    const click = { ...base, walletClientType: 'metamask', browser: instagram, mobile: true }
    expect(walletClickTarget({ ...click, isTrusted: false })).toEqual({ action: 'ignore' })
    expect(walletClickTarget({ ...click, isTrusted: true })).toEqual({
      action: 'screen',
      screen: 'AWAITING_CONNECTION',
    })
    expect(walletClickTarget({ ...base, walletClientType: 'metamask', isTrusted: false }).action).toBe('screen')
  })

  it('A-2.16 in connect-only use the awaiting screen is AWAITING_CONNECT_ONLY_CONNECTION', () => {
    expect(walletClickTarget({ ...base, walletClientType: 'metamask', connectOnly: true })).toEqual({
      action: 'screen',
      screen: 'AWAITING_CONNECT_ONLY_CONNECTION',
    })
  })

  it('behavior: mobile user agents', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe(false)
  })
})
