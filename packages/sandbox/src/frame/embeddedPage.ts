import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig, readFrameConfig } from './frameConfig.ts'
import { pinParentOrigin } from './pinParentOrigin.ts'

/** A frame-origin page embedded by one of its app's pages: its config and the host's pinned origin. */
export type EmbeddedPage = { config: FrameConfig; origin: string }

/**
 * What every page of the frame origin checks first: its config, and a host among the app's pages
 * to pin. Null when the page is top-level, embedded by any other origin, or broken: such a page
 * serves nobody.
 */
export function readEmbeddedPage(): EmbeddedPage | null {
  const config = readFrameConfig(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent)
  const origin =
    config &&
    pinParentOrigin({
      search: location.search,
      referrer: document.referrer,
      selfOrigin: location.origin,
      allowedOrigins: config.allowedOrigins,
    })
  if (!config || !origin || window.parent === window) return null
  return { config, origin }
}
