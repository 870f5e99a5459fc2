import { FRAME_CONFIG_ELEMENT_ID, type FrameConfig, readFrameConfig } from './frameConfig.ts'
import { pinParentOrigin } from './pinParentOrigin.ts'

/** Only plain colours reach the page's style: no CSS can be injected through the query. */
const COLOR = /^#[0-9a-fA-F]{3,8}$/

/** A frame view (export, password) opened inside its host: its config, the host's pinned origin, its query. */
export type FrameView = { config: FrameConfig; origin: string; query: URLSearchParams }

/**
 * What the frame's views do first: read the config, pin the host's origin, and take the app's
 * colours from the query. A view loaded top-level, by a foreign origin or broken says so in
 * `status` and gets null.
 */
export function openFrameView(status: HTMLElement): FrameView | null {
  const config = readFrameConfig(document.getElementById(FRAME_CONFIG_ELEMENT_ID)?.textContent)
  const origin =
    config &&
    pinParentOrigin({
      search: location.search,
      referrer: document.referrer,
      selfOrigin: location.origin,
      allowedOrigins: config.allowedOrigins,
    })
  if (!config || !origin || window.parent === window) {
    status.textContent = 'This page opens inside the app that asked for it.'
    return null
  }
  const query = new URLSearchParams(location.search)
  for (const [name, property] of [
    ['accent_color', '--accent'],
    ['background_color', '--background'],
  ] as const) {
    const value = query.get(name)
    if (value && COLOR.test(value)) document.documentElement.style.setProperty(property, value)
  }
  return { config, origin, query }
}
