/** A mutex shared by every tab of the origin, so only one of them refreshes at a time. */
export type TabLock = {
  /** Runs `task` while holding the lock; other callers in this tab and in other tabs wait. */
  run<T>(task: () => Promise<T>): Promise<T>
}

type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> }

/** How long a fallback lease lives: longer than a refresh with its retries can take. */
const LEASE_MS = 30_000
/** How often a waiting tab checks a fallback lease it did not hear released. */
const LEASE_POLL_MS = 100

type Lease = { owner: string; expires: number }

/**
 * Creates the cross-tab refresh lock (A-4.49, issue 5): Web Locks (`navigator.locks`) when
 * the browser has them; otherwise a lease in local storage, released over BroadcastChannel;
 * otherwise (SSR, no storage) a lock for this tab only.
 */
export function createTabLock(name: string, env: { locks?: LockManagerLike | null } = {}): TabLock {
  const locks =
    env.locks !== undefined
      ? env.locks
      : typeof navigator !== 'undefined' && 'locks' in navigator
        ? (navigator.locks as LockManagerLike)
        : null
  // Callers in one tab queue here first, so the fallback lease is only ever contended across tabs.
  let tail: Promise<unknown> = Promise.resolve()
  const inTab = <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task)
    tail = run.catch(() => undefined)
    return run
  }
  if (locks) return { run: (task) => locks.request(name, task) }
  if (typeof localStorage === 'undefined' || typeof BroadcastChannel === 'undefined') return { run: inTab }
  const storage: Storage = localStorage
  const channel = new BroadcastChannel(name)
  const key = `${name}:lease`
  const me = Math.random().toString(36).slice(2)

  const readLease = (): Lease | null => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null') as Lease | null
    } catch {
      return null
    }
  }

  async function acquire(): Promise<void> {
    for (;;) {
      const lease = readLease()
      if (!lease || lease.expires < Date.now()) {
        storage.setItem(key, JSON.stringify({ owner: me, expires: Date.now() + LEASE_MS }))
        // Two tabs may write at once: the last write wins, and each checks after a beat.
        await new Promise((resolve) => setTimeout(resolve, 20))
        if (readLease()?.owner === me) return
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, LEASE_POLL_MS)
        function done() {
          clearTimeout(timer)
          channel.removeEventListener('message', done)
          resolve()
        }
        channel.addEventListener('message', done)
      })
    }
  }

  return {
    run: (task) =>
      inTab(async () => {
        await acquire()
        try {
          return await task()
        } finally {
          if (readLease()?.owner === me) storage.removeItem(key)
          channel.postMessage('released')
        }
      }),
  }
}
