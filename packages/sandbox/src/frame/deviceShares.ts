import { base64 } from '@scure/base'

/** The part of `localStorage` the frame uses; a Map-backed stand-in serves tests. */
export type ShareStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

/** The device shares of one app in the frame origin's storage. */
export type DeviceShares = {
  get(address: string): Uint8Array | null
  put(address: string, share: Uint8Array): void
  remove(address: string): void
  /** Forgets every device share of the app (lobby:wallet:clear). */
  clear(): void
}

/**
 * The storage key of a device share: `lobby:device-share:{appId}:{address}`, the address
 * lowercased for Ethereum (0x hex is case-insensitive) and as is for Solana (base58 is not).
 */
export function deviceShareKey(appId: string, address: string): string {
  const normalized = address.startsWith('0x') ? address.toLowerCase() : address
  return `lobby:device-share:${appId}:${normalized}`
}

/** The device shares of `appId`, kept base64-encoded in the frame origin's storage. */
export function createDeviceShares(storage: ShareStorage, appId: string): DeviceShares {
  const prefix = `lobby:device-share:${appId}:`
  return {
    get(address) {
      const stored = storage.getItem(deviceShareKey(appId, address))
      if (!stored) return null
      try {
        return base64.decode(stored)
      } catch {
        return null
      }
    },
    put: (address, share) => storage.setItem(deviceShareKey(appId, address), base64.encode(share)),
    remove: (address) => storage.removeItem(deviceShareKey(appId, address)),
    clear() {
      const keys: string[] = []
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)
        if (key?.startsWith(prefix)) keys.push(key)
      }
      for (const key of keys) storage.removeItem(key)
    },
  }
}

/**
 * The frame origin's `localStorage`, or a memory stand-in where the browser denies it (a
 * third-party frame with third-party storage blocked, e.g. a private window when the host page is
 * another site). The wallet still works there, but forgets its device share on reload and recovers.
 */
export function frameStorage(read: () => Storage): ShareStorage {
  try {
    const storage = read()
    void storage.length
    return storage
  } catch {
    const map = new Map<string, string>()
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, String(value)),
      removeItem: (key) => void map.delete(key),
      key: (index) => [...map.keys()][index] ?? null,
      get length() {
        return map.size
      },
    }
  }
}
