import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTabLock, type TabLock } from '../../../src/core/session/tabLock'

// Each "tab" is a lock of its own over the page's shared localStorage and BroadcastChannel,
// as two browser tabs of one origin are. Timers and the clock are fake; BroadcastChannel's
// messages are real and arrive on a later turn of the event loop.

let names = 0
let name = ''
/** Where the fallback lease lives: the cross-tab protocol every tab of the origin reads. */
const leaseKey = () => `${name}:lease`
let tabs = 0
/** A tab on the localStorage lease; its id is the one random number a lock draws when made. */
const leaseTab = (): TabLock => {
  vi.mocked(Math.random).mockReturnValueOnce(++tabs / 1_000)
  return createTabLock(name, { locks: null })
}

/** A task that records when it starts and holds the lock until `release()`. */
function holder(lock: TabLock) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  const seen: { waited: boolean | null; ended: boolean } = { waited: null, ended: false }
  const done = lock.run(async ({ waited }) => {
    seen.waited = waited
    await gate
    seen.ended = true
  })
  return { seen, release, done }
}

/** Lets BroadcastChannel messages and promise chains run (they are not timers). */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve))
}
const advance = async (ms: number) => {
  await flush()
  await vi.advanceTimersByTimeAsync(ms)
  await flush()
}

beforeEach(() => {
  name = `lobby-test-lock-${++names}`
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  // No random wait before a claim: every claim takes just its two settle beats (100 ms).
  vi.spyOn(Math, 'random').mockReturnValue(0)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('cross-tab refresh lock over localStorage (no Web Locks)', () => {
  it('A-4.49 a second tab waits while the first holds the lock, then runs told that it waited', async () => {
    const a = holder(leaseTab())
    await advance(200)
    expect(a.seen.waited).toBe(false)
    const b = holder(leaseTab())
    await advance(5_000)
    expect(b.seen.waited).toBeNull()
    a.release()
    await a.done
    await advance(200)
    expect(b.seen.waited).toBe(true)
    b.release()
    await b.done
    expect(localStorage.getItem(leaseKey())).toBeNull()
  })

  it('A-4.49 a released lock wakes the waiting tab at once, not at its next look at the lease', async () => {
    const a = holder(leaseTab())
    await advance(200)
    const b = holder(leaseTab())
    // b looked at the lease at 100 ms and looks again 100 ms later; the release comes just after
    // its look, so only the release message can start it before its next look.
    await advance(101)
    a.release()
    await a.done
    await advance(100)
    expect(b.seen.waited).toBe(true)
    b.release()
    await b.done
  })

  it('A-4.49 a lease another tab wrote while this one claimed wins: this tab backs off until it is released', async () => {
    const a = holder(leaseTab())
    await flush()
    await vi.advanceTimersByTimeAsync(1)
    expect(JSON.parse(localStorage.getItem(leaseKey())!)).toMatchObject({ owner: expect.any(String) })
    // The other tab's write arrives late, during this tab's second settle beat.
    await advance(60)
    const other = { owner: 'other-tab', expires: Date.now() + 30_000 }
    localStorage.setItem(leaseKey(), JSON.stringify(other))
    await advance(1_000)
    expect(a.seen.waited).toBeNull()
    localStorage.removeItem(leaseKey())
    new BroadcastChannel(name).postMessage('released')
    await advance(200)
    expect(a.seen.waited).toBe(true)
    a.release()
    await a.done
  })

  it('A-4.49 of two tabs asking at once, the first to claim holds the lock and the later claim backs off', async () => {
    const first = leaseTab()
    const second = leaseTab()
    // Each claim waits a random moment first: none for the first tab, 20 ms for the second.
    vi.mocked(Math.random).mockReturnValueOnce(0).mockReturnValueOnce(0.5)
    const a = holder(first)
    const b = holder(second)
    await advance(1_000)
    expect(a.seen.waited).toBe(false)
    expect(b.seen.waited).toBeNull()
    a.release()
    await a.done
    await advance(200)
    expect(b.seen.waited).toBe(true)
    b.release()
    await b.done
  })

  it('A-4.49 a lease wiped from storage while this tab claimed it (site data cleared) is claimed again', async () => {
    const a = holder(leaseTab())
    await flush()
    await vi.advanceTimersByTimeAsync(1)
    localStorage.clear()
    await advance(1_000)
    expect(a.seen.waited).toBe(true)
    a.release()
    await a.done
  })

  it.each([
    ['not JSON', '{"owner":'],
    ['without an expiry', '{"owner":"other-tab"}'],
    ['not a lease at all', '"other-tab"'],
  ])('A-4.49 a lease that is %s counts as no lease: the tab takes the lock at once', async (_, lease) => {
    localStorage.setItem(leaseKey(), lease)
    const a = holder(leaseTab())
    await advance(200)
    expect(a.seen.waited).toBe(false)
    a.release()
    await a.done
  })

  it('A-4.49 a tab that dies holding the lock blocks the others for 30 s, no longer', async () => {
    const crashed = holder(leaseTab())
    await advance(200)
    const b = holder(leaseTab())
    await advance(29_000)
    expect(b.seen.waited).toBeNull()
    await advance(1_500)
    expect(b.seen.waited).toBe(true)
    b.release()
    await b.done
    crashed.release()
    await crashed.done
  })

  it('A-4.49 a lease holds through its expiry millisecond: a tab arriving then waits', async () => {
    localStorage.setItem(leaseKey(), JSON.stringify({ owner: 'other-tab', expires: Date.now() }))
    const a = holder(leaseTab())
    await advance(300)
    expect(a.seen.waited).toBe(true)
    a.release()
    await a.done
  })

  it('A-4.49 a lease left expired by a closed tab is taken at once', async () => {
    localStorage.setItem(leaseKey(), JSON.stringify({ owner: 'closed-tab', expires: Date.now() - 1 }))
    const a = holder(leaseTab())
    await advance(200)
    expect(a.seen.waited).toBe(false)
    a.release()
    await a.done
  })

  it('A-4.49 a tab whose lease expired and was taken over does not release the new holder when it ends', async () => {
    const slow = holder(leaseTab())
    await advance(200)
    const b = holder(leaseTab())
    await advance(30_500)
    expect(b.seen.waited).toBe(true)
    slow.release()
    await slow.done
    const c = holder(leaseTab())
    await advance(5_000)
    expect(c.seen.waited).toBeNull()
    b.release()
    await b.done
    await advance(200)
    expect(c.seen.waited).toBe(true)
    c.release()
    await c.done
  })

  it('A-4.49 calls in one tab run one after another, and a failed task does not keep the lock', async () => {
    const lock = leaseTab()
    const first = lock.run(async () => {
      throw new Error('refresh failed')
    })
    const failed = expect(first).rejects.toThrow('refresh failed')
    await advance(200)
    await failed
    const a = holder(lock)
    await advance(200)
    expect(a.seen.waited).toBe(false)
    const b = holder(lock)
    await advance(1_000)
    expect(b.seen.waited).toBeNull()
    a.release()
    await a.done
    await advance(200)
    expect(b.seen.ended).toBe(false)
    expect(b.seen.waited).not.toBeNull()
    b.release()
    await b.done
  })
})

/**
 * The Web Locks API as browsers implement it, for one lock name: exclusive requests in order;
 * `ifAvailable` calls back with null at once when the lock is held.
 */
function webLocks() {
  let tail: Promise<unknown> = Promise.resolve()
  let held = false
  const grant = <T>(callback: (lock: unknown) => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      held = true
      try {
        return await callback({ name })
      } finally {
        held = false
      }
    })
    tail = run.catch(() => undefined)
    return run
  }
  return {
    request<T>(_: string, ...args: unknown[]): Promise<T> {
      const callback = args.at(-1) as (lock: unknown) => Promise<T>
      const options = args.length > 1 ? (args[0] as { ifAvailable?: boolean }) : {}
      if (options.ifAvailable && held) return callback(null)
      return grant(callback)
    },
  }
}

describe('cross-tab refresh lock on Web Locks', () => {
  it.each([
    [
      "the browser's Web Locks",
      () => {
        vi.stubGlobal('navigator', { locks: webLocks() })
        return {}
      },
    ],
    ['a lock manager passed in (the browser has none)', () => ({ locks: webLocks() })],
  ])('A-4.49 with %s a second tab waits for the first and is told that it waited', async (_, environment) => {
    const env = environment()
    const a = holder(createTabLock(name, env))
    await flush()
    expect(a.seen.waited).toBe(false)
    expect(localStorage.getItem(leaseKey())).toBeNull()
    const b = holder(createTabLock(name, env))
    await flush()
    expect(b.seen.waited).toBeNull()
    a.release()
    await a.done
    await flush()
    expect(b.seen.waited).toBe(true)
    b.release()
    await b.done
  })
})

describe('cross-tab refresh lock where the browser has Web Locks but the caller refuses them', () => {
  it('A-4.49 locks: null takes the storage lease', async () => {
    vi.stubGlobal('navigator', { locks: webLocks() })
    const a = holder(leaseTab())
    await advance(200)
    expect(a.seen.waited).toBe(false)
    expect(localStorage.getItem(leaseKey())).not.toBeNull()
    a.release()
    await a.done
  })
})

describe('refresh lock without shared storage (server rendering)', () => {
  it('A-4.49 with neither Web Locks nor BroadcastChannel, calls in the tab still run one after another', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    const lock = createTabLock(name, { locks: null })
    const a = holder(lock)
    const b = holder(lock)
    await advance(1_000)
    expect(a.seen.waited).toBe(false)
    expect(b.seen.waited).toBeNull()
    a.release()
    await a.done
    await flush()
    expect(b.seen.waited).toBe(false)
    b.release()
    await b.done
    expect(localStorage.getItem(leaseKey())).toBeNull()
  })
})
