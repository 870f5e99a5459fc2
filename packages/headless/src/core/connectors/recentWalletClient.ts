type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

/** The local-storage key of the app's most recent wallet client. */
export const recentWalletClientKey = (appId: string): string => `privy:${appId}:recent-wallet-client`

/** The wallet client this app's user connected last, or null. */
export function getRecentWalletClient(storage: KeyValueStorage | null, appId: string): string | null {
  try {
    return storage?.getItem(recentWalletClientKey(appId)) ?? null
  } catch {
    return null
  }
}

/** Remembers the wallet client just connected, per app. */
export function setRecentWalletClient(storage: KeyValueStorage | null, appId: string, walletClient: string): void {
  try {
    storage?.setItem(recentWalletClientKey(appId), walletClient)
  } catch {
    // Storage full or blocked: only the 'Recent' hint on the wallet is lost.
  }
}
