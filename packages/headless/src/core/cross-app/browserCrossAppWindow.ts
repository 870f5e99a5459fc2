import type { CrossAppWindow } from './crossAppTransport'

/**
 * Adapts a browser window for cross-app requests: its origin, its address as the callback URL
 * (W-7.34), `window.open` centred over it (W-2.49) and its `message` events (W-7.35).
 */
export function browserCrossAppWindow(win: Window): CrossAppWindow {
  return {
    origin: win.location.origin,
    callbackUrl: win.location.href,
    open(url, size) {
      const left = Math.max(0, win.screenX + (win.outerWidth - size.width) / 2)
      const top = Math.max(0, win.screenY + (win.outerHeight - size.height) / 2)
      const popup = win.open(
        url,
        'lobby-cross-app',
        `width=${size.width},height=${size.height},left=${left},top=${top}`,
      )
      if (!popup) return null
      return {
        get closed() {
          return popup.closed
        },
        close: () => popup.close(),
        isSource: (source) => source === popup,
      }
    },
    onMessage(listener) {
      const handle = (event: MessageEvent) =>
        listener({ origin: event.origin, data: event.data, ...(event.source ? { source: event.source } : {}) })
      win.addEventListener('message', handle)
      return () => win.removeEventListener('message', handle)
    },
  }
}
