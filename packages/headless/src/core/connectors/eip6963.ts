import * as z from 'zod/mini'
import type { Eip1193Provider } from '../eip1193Provider'
import { createStore, type Readable } from '../store'

/** EIP-6963 `EIP6963ProviderInfo`: what a wallet says about itself (https://eips.ethereum.org/EIPS/eip-6963). */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

/** One announced wallet: its info and its EIP-1193 provider. */
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/** EIP-6963 event names. */
export const EIP6963_ANNOUNCE_EVENT = 'eip6963:announceProvider'
/** EIP-6963 event names. */
export const EIP6963_REQUEST_EVENT = 'eip6963:requestProvider'

// EIP-6963 requires a v4 UUID and an image data URI; a page's other scripts can dispatch this
// event too, so anything else is dropped rather than shown in the wallet list.
const Info = z.object({
  uuid: z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)),
  name: z.string().check(z.minLength(1), z.maxLength(100)),
  icon: z.string().check(z.regex(/^data:image\/[a-z+.-]+[;,]/i)),
  rdns: z.string().check(z.minLength(1)),
})

/** Reads an announcement's detail, or null when it is not a valid EIP-6963 announcement. */
export function parseEip6963Detail(detail: unknown): Eip6963ProviderDetail | null {
  if (typeof detail !== 'object' || detail === null) return null
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  const parsed = z.safeParse(Info, info)
  if (!parsed.success) return null
  if (typeof provider !== 'object' || provider === null) return null
  if (typeof (provider as { request?: unknown }).request !== 'function') return null
  return { info: parsed.data, provider: provider as Eip1193Provider }
}

/** The announced wallets, in announcement order, one per uuid; `stop()` removes the listener. */
export type Eip6963Discovery = Readable<readonly Eip6963ProviderDetail[]> & {
  /** Asks wallets to announce themselves again (EIP-6963 `requestProvider`). */
  request(): void
  stop(): void
}

/** W-1.01 Listens for EIP-6963 announcements on `target` (the window) and asks wallets to announce. */
export function discoverEip6963Providers(target: EventTarget): Eip6963Discovery {
  const store = createStore<readonly Eip6963ProviderDetail[]>([])
  const onAnnounce = (event: Event) => {
    const detail = parseEip6963Detail((event as CustomEvent).detail)
    if (!detail) return
    store.setState((list) => {
      const same = list.find((item) => item.info.uuid === detail.info.uuid)
      if (same && same.provider === detail.provider) return list
      return [...list.filter((item) => item.info.uuid !== detail.info.uuid), detail]
    })
  }
  target.addEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce)
  const request = () => target.dispatchEvent(new Event(EIP6963_REQUEST_EVENT))
  request()
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    request,
    stop: () => target.removeEventListener(EIP6963_ANNOUNCE_EVENT, onAnnounce),
  }
}
