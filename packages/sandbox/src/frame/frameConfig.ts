import * as z from 'zod/mini'

/** What the frame origin's pages tell their script: where the sandbox API is, the app, and the app's pages. */
export type FrameConfig = { apiUrl: string; appId: string; allowedOrigins: string[] }

/** The id of the JSON script element that carries the config in a frame page. */
export const FRAME_CONFIG_ELEMENT_ID = 'lobby-frame-config'

const Config = z.object({
  apiUrl: z.url(),
  appId: z.string().check(z.minLength(1)),
  allowedOrigins: z.array(z.string()),
})

/** Reads the page's config, or null when it is missing or malformed. */
export function readFrameConfig(text: string | null | undefined): FrameConfig | null {
  if (!text) return null
  try {
    const parsed = Config.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}
