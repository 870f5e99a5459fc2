import { z } from 'zod/mini'

/** Where the live examples find the sandbox; `npm start` sets it. */
export const sandboxUrl: string = import.meta.env.VITE_LOBBY_SANDBOX_URL ?? 'http://localhost:8787'

const HealthSchema = z.object({ frameUrl: z.optional(z.string()) })

let framePending: Promise<string | null> | null = null

/**
 * The sandbox's embedded-wallet frame origin (W-7.05), read once from `GET /_sandbox/health`'s
 * `frameUrl`: the examples pass it to `LobbyProvider` as `walletFrameUrl`. Null when the sandbox
 * serves no frame; a failed request is forgotten so the next page asks again.
 */
export function loadWalletFrameUrl(url: string = sandboxUrl): Promise<string | null> {
  framePending ??= fetch(`${url}/_sandbox/health`)
    .then(async (response) => {
      const parsed = HealthSchema.safeParse(response.ok ? await response.json() : {})
      return parsed.success ? (parsed.data.frameUrl ?? null) : null
    })
    .catch(() => {
      framePending = null
      return null
    })
  return framePending
}
