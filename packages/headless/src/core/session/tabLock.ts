import * as z from 'zod/mini'
import { sleep } from '../poll'
/** A mutex shared by every tab of the origin, so only one of them refreshes at a time. */
export type TabLock = {
  /**
   * Runs `task` while holding the lock; other callers in this tab and in other tabs wait.
   * `waited` tells the task that another holder went first, so what it stored may still be
   * on its way to this tab's storage.
   */
  run<T>(task: (info: { waited: boolean }) => Promise<T>): Promise<T>
}

type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>
}

/** How long a fallback lease lives: longer than a refresh with its retries can take. */
const LEASE_MS = 30_000
/** How often a waiting tab checks a fallback lease it did not hear released. */
const LEASE_POLL_MS = 100
/**
 * How long a claim must stay ours, twice over, before it counts. localStorage has no
 * compare-and-set and a write reaches other tabs asynchronously (later still on a loaded
 * machine), so a claim is trusted only after the other tabs' writes had time to arrive.
 */
const SETTLE_MS = 50
/** Upper bound of the random wait before claiming, so tabs woken together claim apart. */
const JITTER_MS = 40

/** The fallback lease as every tab of the origin writes it; anything else in its place counts as no lease. */
const Lease = z.object({ owner: z.string(), expires: z.number() })
type Lease = z.infer<typeof Lease>

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
  if (locks) {
    return {
      run: (task) =>
        locks.request(name, { ifAvailable: true }, (held) =>
          held ? task({ waited: false }) : locks.request(name, () => task({ waited: true })),
        ),
    }
  }
  // One tab shares its storage synchronously with itself: nothing is ever in flight.
  if (typeof localStorage === 'undefined' || typeof BroadcastChannel === 'undefined') {
    return { run: (task) => inTab(() => task({ waited: false })) }
  }
  const storage: Storage = localStorage
  const channel = new BroadcastChannel(name)
  const key = `${name}:lease`
  const me = Math.random().toString(36)

  const readLease = (): Lease | null => {
    try {
      const parsed = Lease.safeParse(JSON.parse(storage.getItem(key) ?? 'null'))
      return parsed.success ? parsed.data : null
    } catch {
      return null
    }
  }

  const isFree = () => {
    const lease = readLease()
    return lease === null || lease.expires < Date.now()
  }

  async function claim(): Promise<boolean> {
    // Stryker disable next-line ArithmeticOperator: the random wait only spreads claims in time; the settle beats below decide who holds
    await sleep(Math.random() * JITTER_MS)
    if (!isFree()) return false
    storage.setItem(key, JSON.stringify({ owner: me, expires: Date.now() + LEASE_MS }))
    for (let beat = 0; beat < 2; beat++) {
      await sleep(SETTLE_MS)
      if (readLease()?.owner !== me) return false
    }
    return true
  }

  async function acquire(): Promise<boolean> {
    for (let waited = false; ; waited = true) {
      if (isFree() && (await claim())) return waited
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, LEASE_POLL_MS)
        function done() {
          clearTimeout(timer)
          // Stryker disable next-line StringLiteral: a listener left attached only resolves a promise already settled
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
        const waited = await acquire()
        try {
          return await task({ waited })
        } finally {
          if (readLease()?.owner === me) storage.removeItem(key)
          // Stryker disable next-line StringLiteral: waiting tabs wake on any message; the text only names it
          channel.postMessage('released')
        }
      }),
  }
}
