import { isLoopbackOrigin } from '../lib/isLoopback.ts'

/** Where a frame page is and who loaded it. */
export type FrameLocation = {
  /** `location.search` of the frame page. */
  search: string
  /** `document.referrer`: the page that loaded the frame. */
  referrer: string
  /** The frame's own origin. */
  selfOrigin: string
}

const originOf = (value: string): string | null => {
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}

/**
 * The host origin a frame page talks to, or null to stay silent. It is the `origin` query
 * parameter when given (the SDK adds `origin=<location.origin>`), else the referrer's origin;
 * when both are there they must agree. The sandbox accepts loopback hosts only (as its CORS
 * does), and never its own origin: the host must be another origin than the frame.
 */
export function pinParentOrigin(location: FrameLocation): string | null {
  const queried = new URLSearchParams(location.search).get('origin')
  const fromQuery = queried === null ? null : originOf(queried)
  if (queried !== null && (fromQuery === null || fromQuery !== queried.replace(/\/$/, ''))) return null
  const fromReferrer = location.referrer ? originOf(location.referrer) : null
  if (fromQuery && fromReferrer && fromQuery !== fromReferrer) return null
  const pinned = fromQuery ?? fromReferrer
  if (!pinned || pinned === location.selfOrigin || !isLoopbackOrigin(pinned)) return null
  return pinned
}
