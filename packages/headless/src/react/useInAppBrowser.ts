'use client'
import { useCallback, useMemo } from 'react'
import { ERROR_TEXTS } from '../core/errors/errorTexts'
import {
  type BrowserEnvironment,
  browserEnvironment,
  detectEmbeddedBrowser,
  type EmbeddedBrowser,
  systemBrowserUrl,
} from '../core/rules/embeddedBrowser'
import { useCopyToClipboard } from './useCopyToClipboard'

/** Options of `useInAppBrowser`: the environment and page, when not the browser's own. */
export type UseInAppBrowserOptions = {
  environment?: BrowserEnvironment | null
  pageUrl?: string | null
  /** Opens an address (the intent URL); defaults to `location.assign`. */
  navigate?: (url: string) => void
}

/** What `useInAppBrowser` returns: the detection and a way out of the in-app browser. */
export type UseInAppBrowserReturn = EmbeddedBrowser & {
  /** A-2.29 'Could not log in with provider'. */
  title: string
  /** the in-app-browser message. */
  message: string
  /** The page to copy and open elsewhere. */
  pageUrl: string | null
  /** An address that opens the page in the system browser (Android intent), or null: copy the link instead. */
  systemBrowserUrl: string | null
  /** Copies the page's link, to paste in another browser; false when the browser refuses. */
  copyLink(): Promise<boolean>
  /** True while 'Copied' shows after `copyLink` (W-4.53). */
  isCopied: boolean
  /** Opens the page in the system browser where the platform allows it; false where it does not (copy instead). */
  openInSystemBrowser(): boolean
}

/**
 * The in-app-browser screen's data: whether the page runs in an in-app
 * browser or WebView, its texts, the link to copy and, where the platform allows, an address
 * that opens the system browser.
 */
export function useInAppBrowser(options: UseInAppBrowserOptions = {}): UseInAppBrowserReturn {
  const { environment, pageUrl, navigate } = options
  const { copy, isCopied } = useCopyToClipboard()
  const detection = useMemo(() => {
    const env = environment === undefined ? browserEnvironment() : environment
    const page = pageUrl === undefined ? (typeof location === 'undefined' ? null : location.href) : pageUrl
    const detected = env ? detectEmbeddedBrowser(env) : detectEmbeddedBrowser({ userAgent: '' })
    return {
      ...detected,
      title: ERROR_TEXTS.inAppBrowserTitle,
      message: ERROR_TEXTS.inAppBrowser,
      pageUrl: page,
      systemBrowserUrl: page ? systemBrowserUrl(page, detected) : null,
    }
  }, [environment, pageUrl])
  const copyLink = useCallback(
    () => (detection.pageUrl ? copy(detection.pageUrl) : Promise.resolve(false)),
    [copy, detection.pageUrl],
  )
  const openInSystemBrowser = useCallback(() => {
    const target = detection.systemBrowserUrl
    if (!target) return false
    if (navigate) navigate(target)
    else location.assign(target)
    return true
  }, [detection.systemBrowserUrl, navigate])
  return useMemo(
    () => ({ ...detection, copyLink, isCopied, openInSystemBrowser }),
    [detection, copyLink, isCopied, openInSystemBrowser],
  )
}
