import { matchesOriginPattern } from '../apps/originPatterns.ts'
import { isLoopbackOrigin } from '../lib/isLoopback.ts'

/** Where a frame page is and who loaded it. */
export type FrameLocation = {
  /** `location.search` of the frame page. */
  search: string
  /** `document.referrer`: the page that loaded the frame. */
  referrer: string
  /** The frame's own origin. */
  selfOrigin: string
  /**
   * The app's allowed origins (`http(s)://host`, `:port` or `:*`, as apps/allowedOrigins.ts
   * reads them): the host must be one of them. Absent: any loopback origin.
   */
  allowedOrigins?: readonly string[]
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
 * does), never its own origin, and only a page of the app: a page that is none of the app's
 * allowed origins would drive the frame as the app's own (recover, sign) with a token it stole.
 */
export function pinParentOrigin(location: FrameLocation): string | null {
  const queried = new URLSearchParams(location.search).get('origin')
  const fromQuery = queried === null ? null : originOf(queried)
  if (queried !== null && (fromQuery === null || fromQuery !== queried.replace(/\/$/, ''))) return null
  const fromReferrer = location.referrer ? originOf(location.referrer) : null
  if (fromQuery && fromReferrer && fromQuery !== fromReferrer) return null
  const pinned = fromQuery ?? fromReferrer
  if (!pinned || pinned === location.selfOrigin || !isLoopbackOrigin(pinned)) return null
  if (location.allowedOrigins && !matchesOriginPattern(location.allowedOrigins, pinned)) return null
  return pinned
}
