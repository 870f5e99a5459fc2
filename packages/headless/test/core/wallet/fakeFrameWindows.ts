import type { FrameListenTarget, FrameMessageEvent, FramePostTarget } from '../../../src/core/wallet/frameWindow'

/** A window that can receive messages, with the origin it lives on. */
export type FakeWindow = FrameListenTarget & {
  origin: string
  deliver(event: FrameMessageEvent): void
}

/** A window of `origin` whose listeners run on each delivered event. */
export function createFakeWindow(origin: string): FakeWindow {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  return {
    origin,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    deliver(event) {
      for (const listener of [...listeners]) listener(event)
    },
  }
}

/**
 * A host page and its frame on two origins, with the handles each holds on the other, posting
 * like the browser does: structured clone, asynchronously, only to the named origin, with the
 * sender's origin and window on the event.
 */
export function createFramePair(hostOrigin: string, frameOrigin: string) {
  const host = createFakeWindow(hostOrigin)
  const frame = createFakeWindow(frameOrigin)
  const sent: { to: 'host' | 'frame'; message: unknown }[] = []
  const handle = (from: FakeWindow, to: FakeWindow, seenAs: () => FramePostTarget, name: 'host' | 'frame') => ({
    postMessage(message: unknown, targetOrigin: string) {
      if (targetOrigin !== to.origin) return
      const data = structuredClone(message)
      sent.push({ to: name, message: data })
      setTimeout(() => to.deliver({ data, origin: from.origin, source: seenAs() }), 0)
    },
  })
  // What the host holds as the frame's window, and what the frame holds as its parent.
  const frameFromHost: FramePostTarget = handle(host, frame, () => hostFromFrame, 'frame')
  const hostFromFrame: FramePostTarget = handle(frame, host, () => frameFromHost, 'host')
  return { host, frame, frameFromHost, hostFromFrame, sent }
}
