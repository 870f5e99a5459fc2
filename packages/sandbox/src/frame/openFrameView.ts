import { readEmbeddedPage } from './embeddedPage.ts'
import type { FrameConfig } from './frameConfig.ts'

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
  const page = readEmbeddedPage()
  if (!page) {
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
  return { ...page, query }
}
