import { describe, expect, it } from 'vitest'
import { detectEmbeddedBrowser, systemBrowserUrl } from '../../../src/core/rules/embeddedBrowser'

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36',
  androidWebView:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0.0.0 Mobile Safari/537.36',
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0.6668.81 Mobile Safari/537.36 Instagram 350.0.0.41.97 Android',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/470.0.0.38.108;FBBV/123;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS;FBSV/17.5;FBSS/3;FBCR/;FBID/phone;FBLC/en_US;FBOP/5]',
  linkedinIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.1',
  tiktokAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B Build/TP1A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36 trill_330901 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly app_version/33.9.1 ByteLocale/en',
  wkWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/129.0.6668.69 Mobile/15E148 Safari/604.1',
  desktopChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36',
  wechat:
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/86.0.4240.99 XWEB/4317 MMWEBSDK/20220903 Mobile Safari/537.36 MMWEBID/6294 MicroMessenger/8.0.28.2240(0x28001C57) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
}

describe('detectEmbeddedBrowser', () => {
  it.each([
    ['instagramAndroid', 'instagram', 'android', 'intent'],
    ['facebookIos', 'facebook', 'ios', 'copy-link'],
    ['linkedinIos', 'linkedin', 'ios', 'copy-link'],
    ['tiktokAndroid', 'tiktok', 'android', 'intent'],
    ['wechat', 'wechat', 'android', 'intent'],
    ['androidWebView', 'webview', 'android', 'intent'],
    ['wkWebView', 'webview', 'ios', 'copy-link'],
  ] as const)('behavior: %s is an embedded browser (%s)', (ua, app, platform, way) => {
    expect(detectEmbeddedBrowser({ userAgent: UA[ua] })).toEqual({ embedded: true, app, platform, escape: way })
  })

  it.each(['chromeAndroid', 'safariIos', 'chromeIos', 'desktopChrome'] as const)(
    'behavior: %s is a real browser: no in-app screen',
    (ua) => {
      expect(detectEmbeddedBrowser({ userAgent: UA[ua] }).embedded).toBe(false)
    },
  )

  it('behavior: a React Native or Flutter WebView is embedded whatever its user agent says', () => {
    expect(detectEmbeddedBrowser({ userAgent: UA.safariIos, hasReactNativeWebView: true })).toMatchObject({
      embedded: true,
      app: 'webview',
    })
    expect(detectEmbeddedBrowser({ userAgent: UA.chromeAndroid, hasFlutterWebView: true }).escape).toBe('intent')
  })

  it('behavior: an empty user agent is a real browser, not a crash', () => {
    expect(detectEmbeddedBrowser({ userAgent: '' })).toEqual({
      embedded: false,
      app: null,
      platform: 'other',
      escape: null,
    })
  })
})

describe('systemBrowserUrl', () => {
  it('behavior: on Android an intent URL opens the page in the system browser, falling back to the page', () => {
    const browser = detectEmbeddedBrowser({ userAgent: UA.instagramAndroid })
    const url = systemBrowserUrl('https://app.example.com/login?next=%2Fhome', browser)
    expect(url).toBe(
      'intent://app.example.com/login?next=%2Fhome#Intent;scheme=https;action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;S.browser_fallback_url=https%3A%2F%2Fapp.example.com%2Flogin%3Fnext%3D%252Fhome;end',
    )
  })

  it('behavior: on iOS, in a real browser or for a non-web URL there is no intent URL (the link is copied)', () => {
    expect(systemBrowserUrl('https://app.example.com', detectEmbeddedBrowser({ userAgent: UA.facebookIos }))).toBe(null)
    expect(systemBrowserUrl('https://app.example.com', detectEmbeddedBrowser({ userAgent: UA.chromeAndroid }))).toBe(
      null,
    )
    const android = detectEmbeddedBrowser({ userAgent: UA.androidWebView })
    expect(systemBrowserUrl('javascript:alert(1)', android)).toBe(null)
    expect(systemBrowserUrl('not a url', android)).toBe(null)
  })
})
