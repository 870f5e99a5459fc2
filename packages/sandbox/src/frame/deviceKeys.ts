import { base64 } from '@scure/base'

/**
 * Where the frame keeps its device keys: CryptoKeyPairs whose private half is not extractable.
 * The browser's is IndexedDB on the frame origin (a CryptoKey survives structured cloning there
 * and stays unextractable); tests inject a Map.
 */
export type DeviceKeyStore = {
  get(name: string): Promise<CryptoKeyPair | null>
  put(name: string, pair: CryptoKeyPair): Promise<void>
  remove(name: string): Promise<void>
  /** Every name starting with `prefix`. */
  names(prefix: string): Promise<string[]>
}

/** What a share release is for: unlocking to sign, showing the key, or recovering on a device that holds no share. */
export type ReleasePurpose = 'connect' | 'export' | 'recover'

/** A device key in hand: its pair and the public key as the sandbox registers it (base64 SPKI). */
export type DeviceKey = { pair: CryptoKeyPair; publicKey: string }

/** ECDSA P-256: WebCrypto signs with it everywhere, and Node verifies it without a library. */
const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const

/**
 * The text a device key signs to have a share released: it names the app, the wallet, the
 * purpose and the sandbox's one-time challenge, so a signature serves one release only.
 */
export function releaseMessage(input: {
  appId: string
  address: string
  purpose: ReleasePurpose
  challenge: string
}): string {
  return `Lobby wallet share release\napp: ${input.appId}\naddress: ${input.address}\npurpose: ${input.purpose}\nchallenge: ${input.challenge}`
}

/** The storage name of a wallet's device key, the address lowercased for Ethereum (as device shares). */
function keyName(appId: string, address: string): string {
  return `lobby:device-key:${appId}:${address.startsWith('0x') ? address.toLowerCase() : address}`
}

async function inHand(pair: CryptoKeyPair): Promise<DeviceKey> {
  const spki = await globalThis.crypto.subtle.exportKey('spki', pair.publicKey)
  return { pair, publicKey: base64.encode(new Uint8Array(spki)) }
}

/** The device keys of one app: one per wallet, made in the frame and never exported. */
export function createDeviceKeys(store: DeviceKeyStore, appId: string) {
  return {
    async get(address: string): Promise<DeviceKey | null> {
      const pair = await store.get(keyName(appId, address))
      return pair ? inHand(pair) : null
    },
    /** A new key, not yet stored: kept once the sandbox registered it. */
    async generate(): Promise<DeviceKey> {
      const pair = await globalThis.crypto.subtle.generateKey(ALGORITHM, false, ['sign', 'verify'])
      return inHand(pair)
    },
    put: (address: string, key: DeviceKey) => store.put(keyName(appId, address), key.pair),
    remove: (address: string) => store.remove(keyName(appId, address)),
    async clear() {
      for (const name of await store.names(`lobby:device-key:${appId}:`)) await store.remove(name)
    },
    /** The signature the sandbox checks: ECDSA over SHA-256, r and s concatenated (IEEE P1363), base64. */
    async sign(key: DeviceKey, message: string): Promise<string> {
      const signature = await globalThis.crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        key.pair.privateKey,
        new TextEncoder().encode(message),
      )
      return base64.encode(new Uint8Array(signature))
    },
  }
}

/** The device keys' API of one app. */
export type DeviceKeys = ReturnType<typeof createDeviceKeys>

/** A Map-backed store: tests, and a browser that denies IndexedDB (the wallet then recovers on reload). */
export function memoryKeyStore(): DeviceKeyStore {
  const map = new Map<string, CryptoKeyPair>()
  return {
    get: async (name) => map.get(name) ?? null,
    put: async (name, pair) => void map.set(name, pair),
    remove: async (name) => void map.delete(name),
    names: async (prefix) => [...map.keys()].filter((name) => name.startsWith(prefix)),
  }
}

const DB_NAME = 'lobby-wallet-frame'
const STORE = 'device-keys'

function request<T>(run: (store: IDBObjectStore) => IDBRequest<T>, db: IDBDatabase, mode: IDBTransactionMode) {
  return new Promise<T>((resolve, reject) => {
    const req = run(db.transaction(STORE, mode).objectStore(STORE))
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  })
}

/** The frame origin's IndexedDB; a memory store where the browser denies it (as `frameStorage`). */
export function indexedDbKeyStore(read: () => IDBFactory | undefined): DeviceKeyStore {
  const opened = new Promise<IDBDatabase | null>((resolve) => {
    try {
      const factory = read()
      if (!factory) return resolve(null)
      const open = factory.open(DB_NAME, 1)
      open.onupgradeneeded = () => open.result.createObjectStore(STORE)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => resolve(null)
    } catch {
      resolve(null)
    }
  })
  const fallback = memoryKeyStore()
  const use = async <T>(idb: (db: IDBDatabase) => Promise<T>, memory: () => Promise<T>) => {
    const db = await opened
    return db ? idb(db) : memory()
  }
  return {
    get: (name) =>
      use(
        async (db) => ((await request((s) => s.get(name), db, 'readonly')) as CryptoKeyPair | undefined) ?? null,
        () => fallback.get(name),
      ),
    put: (name, pair) =>
      use(
        async (db) => void (await request((s) => s.put(pair, name), db, 'readwrite')),
        () => fallback.put(name, pair),
      ),
    remove: (name) =>
      use(
        async (db) => void (await request((s) => s.delete(name), db, 'readwrite')),
        () => fallback.remove(name),
      ),
    names: (prefix) =>
      use(
        async (db) =>
          ((await request((s) => s.getAllKeys(), db, 'readonly')) as IDBValidKey[])
            .map(String)
            .filter((name) => name.startsWith(prefix)),
        () => fallback.names(prefix),
      ),
  }
}
