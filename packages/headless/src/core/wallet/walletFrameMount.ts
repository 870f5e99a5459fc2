import { LobbyError } from '../errors/lobbyError'
import type { FrameListenTarget, FramePostTarget } from './frameWindow'

/** A mounted wallet frame: the window to post to, the window replies arrive on, and how to take it down. */
export type MountedWalletFrame = {
  /** The frame's window (an iframe's contentWindow): requests go to it, replies must come from it. */
  frameWindow: FramePostTarget
  /** The host's window, where the frame's replies arrive. */
  hostWindow: FrameListenTarget
  /** Removes the frame from the page. */
  remove(): void
  /**
   * Settles once the frame's own document has loaded. Until then an iframe's window is an
   * about:blank of the host's origin, where a post for the frame's origin only logs a browser
   * warning, so pings wait for it. Absent: the frame is there at once.
   */
  loaded?: Promise<void>
}

/** Loads the wallet frame at `url` (W-7.05); the default mounts a hidden iframe, tests pass an in-process frame. */
export type WalletFrameMount = (url: string) => MountedWalletFrame

/**
 * W-7.05: the hidden iframe the wallet lives in. It is kept out of the accessibility tree and
 * of layout; the key never leaves it, so nothing else on the host page needs to see it.
 */
export const mountHiddenIframe: WalletFrameMount = (url) => {
  if (typeof document === 'undefined' || typeof window === 'undefined') {
    throw new LobbyError('wallet_error', 'embedded_wallet.no_browser', 'The embedded wallet needs a browser page.')
  }
  const iframe = document.createElement('iframe')
  iframe.src = url
  iframe.title = 'Lobby wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.setAttribute('tabindex', '-1')
  iframe.setAttribute('data-slot', 'lobby-wallet-frame')
  iframe.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden'
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }))
  document.body.appendChild(iframe)
  const frameWindow = iframe.contentWindow
  if (!frameWindow) throw new LobbyError('wallet_error', 'embedded_wallet.no_browser', 'The wallet frame did not load.')
  return {
    frameWindow: frameWindow as unknown as FramePostTarget,
    hostWindow: window as unknown as FrameListenTarget,
    remove: () => iframe.remove(),
    loaded,
  }
}
