import { LobbyError } from '../errors/lobbyError'
import { createFrameChannel, type FrameChannel } from './createFrameChannel'
import type { FrameMessageKind, FrameRequestInput } from './frameProtocol'
import { frameOrigin } from './frameUrls'
import type { FrameMessageEvent } from './frameWindow'
import { type MountedWalletFrame, mountHiddenIframe, type WalletFrameMount } from './walletFrameMount'
import { WALLET_FRAME_PING_MS } from './walletTimeouts'

/** What `createWalletFrame` needs: the frame page's full URL (with `origin=`), and how to mount it. */
export type WalletFrameOptions = {
  /** The frame page: `embeddedWalletFrameUrl(...)` plus `origin=` (see `walletFrameUrl`). */
  url: string
  /** @default a hidden iframe */
  mount?: WalletFrameMount
}

/** The SDK's handle on the mounted wallet frame. */
export type WalletFrame = {
  /** Mounts the frame (once) and resolves when it answers, or rejects after `timeoutMs` (W-9.02). */
  ready(timeoutMs: number): Promise<void>
  /** Posts a request of `kind` once the frame is ready; rejects with the frame's typed error or `embedded_wallet.frame_timeout` after `timeoutMs`. */
  request<K extends FrameMessageKind>(kind: K, input: FrameRequestInput<K>, timeoutMs: number): Promise<unknown>
  /** True once the frame has answered. */
  isReady(): boolean
  /** Removes the frame and rejects every waiting request. */
  destroy(): void
}

/**
 * What a wallet operation sends its request to: the hidden wallet frame, or the password view
 * (same frame origin, same protocol) that adds the password the user typed there.
 */
export type FrameRequester = Pick<WalletFrame, 'request'>

/**
 * W-7.05, W-7.06, W-9.02: mounts the hidden wallet frame and talks to it through
 * `createFrameChannel`. Readiness is the frame's own `lobby:frame:ready` post or its answer
 * to a ready ping (pinged every 500 ms once the frame's document has loaded), whichever comes
 * first, so a frame that loaded before the SDK listened is still found.
 */
export function createWalletFrame(options: WalletFrameOptions): WalletFrame {
  const origin = frameOrigin(options.url)
  const mount = options.mount ?? mountHiddenIframe
  let mounted: MountedWalletFrame | null = null
  let readyPromise: Promise<void> | null = null
  let isReady = false
  const channels = new Map<number, FrameChannel>()

  const ensureMounted = (): MountedWalletFrame => {
    mounted ??= mount(options.url)
    return mounted
  }

  const channel = (timeoutMs: number): FrameChannel => {
    const existing = channels.get(timeoutMs)
    if (existing) return existing
    const { frameWindow, hostWindow } = ensureMounted()
    const created = createFrameChannel({
      targetWindow: frameWindow,
      targetOrigin: origin,
      selfWindow: hostWindow,
      timeoutMs,
    })
    channels.set(timeoutMs, created)
    return created
  }

  const waitReady = (timeoutMs: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      const { frameWindow, hostWindow, loaded } = ensureMounted()
      let done = false
      const finish = (error?: LobbyError) => {
        if (done) return
        done = true
        clearTimeout(deadline)
        clearInterval(pinger)
        hostWindow.removeEventListener('message', onAnnounce)
        if (error) reject(error)
        else {
          isReady = true
          resolve()
        }
      }
      // The frame's unsolicited announcement (same origin and window checks as the channel).
      const onAnnounce = (event: FrameMessageEvent) => {
        if (event.origin !== origin || event.source !== frameWindow) return
        const data = event.data as { type?: unknown; id?: unknown } | null
        if (data && data.type === 'lobby:frame:ready' && data.id === 'ready') finish()
      }
      hostWindow.addEventListener('message', onAnnounce)
      const ping = () => {
        channel(WALLET_FRAME_PING_MS)
          .request('lobby:frame:ready', {})
          .then(
            () => finish(),
            () => undefined,
          )
      }
      let pinger: ReturnType<typeof setInterval> | undefined
      const startPinging = () => {
        if (done) return
        ping()
        pinger = setInterval(ping, WALLET_FRAME_PING_MS)
      }
      const deadline = setTimeout(
        () =>
          finish(
            new LobbyError(
              'wallet_error',
              'embedded_wallet.frame_not_ready',
              'The wallet frame did not answer in time.',
            ),
          ),
        timeoutMs,
      )
      if (loaded) void loaded.then(startPinging)
      else startPinging()
    })

  return {
    ready(timeoutMs) {
      if (isReady) return Promise.resolve()
      readyPromise ??= waitReady(timeoutMs).catch((error: unknown) => {
        readyPromise = null // a later call may try again
        throw error
      })
      return readyPromise
    },
    async request(kind, input, timeoutMs) {
      return channel(timeoutMs).request(kind, input)
    },
    isReady: () => isReady,
    destroy() {
      for (const c of channels.values()) c.close()
      channels.clear()
      mounted?.remove()
      mounted = null
      readyPromise = null
      isReady = false
    },
  }
}
