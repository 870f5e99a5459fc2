/** What the detection reads: the user agent, and signs a WebView host leaves on `window`. */
export type BrowserEnvironment = {
  userAgent: string
  /** True when `window.ReactNativeWebView` exists (a React Native WebView). */
  hasReactNativeWebView?: boolean
  /** True when `window.flutter_inappwebview` exists (a Flutter WebView). */
  hasFlutterWebView?: boolean
}

/** The platform a way out depends on. */
export type BrowserPlatform = 'android' | 'ios' | 'other'

/** Where the page runs, and whether OAuth providers will refuse it. */
export type EmbeddedBrowser = {
  /** True inside an app's in-app browser or a WebView. */
  embedded: boolean
  /** The host app when the user agent names it ('instagram', 'facebook' ...), 'webview' for a bare WebView. */
  app: string | null
  platform: BrowserPlatform
  /**
   * How the user gets out: 'intent' (Android: an intent URL opens the system browser), or
   * 'copy-link' (iOS and the rest: no page may open Safari, so the link is copied).
   */
  escape: 'intent' | 'copy-link' | null
}

// Tokens the apps put in their in-app browsers' user agents; order matters (Messenger says FBAN too).
const IN_APP_TOKENS: ReadonlyArray<readonly [string, RegExp]> = [
  ['messenger', /\bMessenger(ForiOS|LiteForiOS)?\b|FBAN\/Messenger/i],
  ['instagram', /\bInstagram\b/i],
  ['facebook', /\bFBAN\/|\bFBAV\/|\bFB_IAB\/|\bFBIOS\b/],
  ['linkedin', /\bLinkedInApp\b/i],
  ['twitter', /\bTwitter(Android| for iP)|\bTwitterAndroid\b/i],
  ['tiktok', /\bmusical_ly\b|\bBytedanceWebview\b|\bTikTok\b/i],
  ['snapchat', /\bSnapchat\b/i],
  ['pinterest', /\bPinterest\b/i],
  ['line', /\bLine\/\d/],
  ['wechat', /\bMicroMessenger\b/i],
  ['telegram', /\bTelegram-Android\b|\bTelegramBot\b/i],
  ['discord', /\bDiscord\//],
]

/** The platform from the user agent (iPadOS 13+ desktop mode reads as macOS and is 'other'). */
export function browserPlatform(userAgent: string): BrowserPlatform {
  if (/\bAndroid\b/i.test(userAgent)) return 'android'
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios'
  return 'other'
}

/**
 * whether the page runs in an in-app browser or a WebView, where OAuth
 * providers refuse to sign in (Google's `disallowed_useragent`) and popups do not open.
 * Pure: the same environment always gives the same answer.
 */
export function detectEmbeddedBrowser(environment: BrowserEnvironment): EmbeddedBrowser {
  const ua = environment.userAgent
  const platform = browserPlatform(ua)
  let app = IN_APP_TOKENS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null
  if (!app) {
    const webview =
      environment.hasReactNativeWebView === true ||
      environment.hasFlutterWebView === true ||
      // Android System WebView marks itself with "; wv)" (developer.chrome.com/docs/multidevice/user-agent).
      (platform === 'android' && /;\s*wv\)/.test(ua)) ||
      // iOS WKWebView: WebKit without the "Safari/" token every real iOS browser (Safari, Chrome, Firefox, Edge) sends.
      (platform === 'ios' && /AppleWebKit/.test(ua) && !/Safari\//.test(ua))
    if (webview) app = 'webview'
  }
  if (!app) return { embedded: false, app: null, platform, escape: null }
  return { embedded: true, app, platform, escape: platform === 'android' ? 'intent' : 'copy-link' }
}

/**
 * The way out of an in-app browser for `pageUrl`: on Android an intent URL that asks the
 * system to open the page in the default browser (falling back to the page itself), elsewhere
 * null (the link is copied instead: iOS lets no page open Safari).
 */
export function systemBrowserUrl(pageUrl: string, browser: EmbeddedBrowser): string | null {
  if (!browser.embedded || browser.escape !== 'intent') return null
  let url: URL
  try {
    url = new URL(pageUrl)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const scheme = url.protocol.slice(0, -1)
  const fallback = encodeURIComponent(url.toString())
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};action=android.intent.action.VIEW;category=android.intent.category.BROWSABLE;S.browser_fallback_url=${fallback};end`
}

/** The browser's own environment, or null during SSR. */
export function browserEnvironment(): BrowserEnvironment | null {
  if (typeof navigator === 'undefined' || typeof window === 'undefined') return null
  const host = window as unknown as Record<string, unknown>
  return {
    userAgent: navigator.userAgent,
    hasReactNativeWebView: host.ReactNativeWebView !== undefined,
    hasFlutterWebView: host.flutter_inappwebview !== undefined,
  }
}
