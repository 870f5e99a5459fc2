/** The part of a window the frame protocol posts to: a frame's contentWindow, a parent, or a test double. */
export type FramePostTarget = {
  postMessage(message: unknown, targetOrigin: string): void
}

/** A message event as the frame protocol reads it: who sent it, from which origin, and what. */
export type FrameMessageEvent = {
  data: unknown
  origin: string
  source: unknown
}

/** The window that receives messages: where the frame protocol listens. */
export type FrameListenTarget = {
  addEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: FrameMessageEvent) => void): void
}
