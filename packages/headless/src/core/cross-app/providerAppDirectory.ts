import type { HttpClient } from '../http/createHttpClient'
import type { ProviderApps } from '../rules/crossAppMethod'
import { createStore, type Readable } from '../store'
import { getProviderAppInfo } from './crossAppApi'

/** The provider apps of an app's cross-app methods, looked up once each (W-7.33). */
export type ProviderAppDirectory = Readable<ProviderApps> & {
  /** Looks up the ids not known nor asked for yet; a failed lookup is asked again on the next call. */
  lookUp(providerAppIds: readonly string[]): void
}

/**
 * W-7.33 Keeps the name and logo of each provider app the login list shows: the list
 * draws a neutral button until its answer lands, so a slow or failed lookup never hides the method.
 */
export function createProviderAppDirectory(http: HttpClient): ProviderAppDirectory {
  const store = createStore<ProviderApps>({})
  const asked = new Set<string>()
  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    lookUp(providerAppIds) {
      for (const id of providerAppIds) {
        if (asked.has(id)) continue
        asked.add(id)
        getProviderAppInfo(http, id).then(
          (info) => store.setState((apps) => ({ ...apps, [id]: { name: info.name, logoUrl: info.logoUrl ?? null } })),
          () => asked.delete(id),
        )
      }
    },
  }
}
