import { CROSS_APP_METHOD_PREFIX } from './accounts'
import { APP_ID_LENGTH } from './appId'

/** A cross-app login method: 'privy:' and the provider app's id (W-7.31). */
export type CrossAppMethod = `privy:${string}`

const CROSS_APP_METHOD = new RegExp(`^${CROSS_APP_METHOD_PREFIX}[A-Za-z0-9]{${APP_ID_LENGTH}}$`)

/** True for 'privy:' followed by a 25-character provider app id. */
export function isCrossAppMethod(method: string): method is CrossAppMethod {
  return CROSS_APP_METHOD.test(method)
}

/** The provider app id of a cross-app method, else null. */
export function crossAppMethodAppId(method: string): string | null {
  return isCrossAppMethod(method) ? method.slice(CROSS_APP_METHOD_PREFIX.length) : null
}

/** W-7.33 A provider app as the lookup answered: its name and logo. */
export type ProviderAppFace = { readonly name: string; readonly logoUrl: string | null }

/** The provider apps looked up so far, by id; an id not there is not known yet (or its lookup failed). */
export type ProviderApps = Readonly<Record<string, ProviderAppFace>>

/** The landing button of a cross-app method whose provider app is not known yet; the spec gives none. */
export const UNKNOWN_PROVIDER_APP_LABEL = 'Continue with another app'

/** A provider app not known yet, as a name in a sentence ('Continue with another app'); the spec gives none. */
export const UNKNOWN_PROVIDER_APP_NAME = 'another app'

/** W-7.33 The provider app's name once looked up, else `UNKNOWN_PROVIDER_APP_NAME`. */
export function providerAppName(providerApps: ProviderApps | undefined, providerAppId: string): string {
  return providerApps?.[providerAppId]?.name ?? UNKNOWN_PROVIDER_APP_NAME
}
