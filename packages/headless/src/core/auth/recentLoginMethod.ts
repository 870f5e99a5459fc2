type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** the local-storage key of the app's most recent login method. */
export const recentLoginMethodKey = (appId: string): string => `privy:${appId}:recent-login-method`

/** reads the most recent login method of this app, or null. */
export function getRecentLoginMethod(storage: KeyValueStorage | null, appId: string): string | null {
  try {
    return storage?.getItem(recentLoginMethodKey(appId)) ?? null
  } catch {
    return null
  }
}

/** remembers the login method just used, per app. */
export function setRecentLoginMethod(storage: KeyValueStorage | null, appId: string, method: string): void {
  try {
    storage?.setItem(recentLoginMethodKey(appId), method)
  } catch {
    // Storage full or blocked: only the 'Recent' hint is lost.
  }
}
