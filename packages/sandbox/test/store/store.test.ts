import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadApps } from '../../src/apps/loadApps.ts'
import { createStore, type Store } from '../../src/store/createStore.ts'
import { type Database, openDatabase } from '../../src/store/Database.ts'
import { MIGRATIONS, migrate } from '../../src/store/migrations.ts'

const databaseUrl = process.env.DATABASE_URL

/** A fresh schema on the PostgreSQL server, so the contract runs on an empty database. */
async function openPostgresSchema(url: string): Promise<Database> {
  const { default: pg } = await import('pg')
  const schema = `lobby_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const scoped = new URL(url)
  scoped.searchParams.set('options', `-c search_path=${schema}`)
  return openDatabase({ databaseUrl: scoped.toString() })
}

const engines: Array<[string, () => Promise<Database>]> = [['pglite', () => openDatabase({ memory: true })]]
if (databaseUrl) engines.push(['postgres', () => openPostgresSchema(databaseUrl)])

describe.each(engines)('store contract on %s', (_engine, open) => {
  let db: Database
  let store: Store
  const [app] = loadApps()
  if (!app) throw new Error('no apps')
  const at = Date.UTC(2026, 10, 22)

  beforeAll(async () => {
    db = await open()
    store = await createStore(db)
    await store.seedApps(loadApps())
  }, 60_000)
  afterAll(() => db.close())

  it('migrations are versioned and applied once', async () => {
    expect(await migrate(db)).toEqual([])
    const versions = await db.query<{ version: number }>('select version from schema_migrations order by version')
    expect(versions.map((v) => Number(v.version))).toEqual(MIGRATIONS.map((m) => m.version))
    const extra = { version: 999, name: 'test', sql: 'create table extra_test (id integer)' }
    expect(await migrate(db, [...MIGRATIONS, extra])).toEqual([999])
    expect(await migrate(db, [...MIGRATIONS, extra])).toEqual([])
  })

  it('a failed migration leaves no trace', async () => {
    const broken = {
      version: 1000,
      name: 'broken',
      sql: 'create table half_done (id integer); select nope from nowhere',
    }
    await expect(migrate(db, [...MIGRATIONS, broken])).rejects.toThrow()
    expect(await db.query("select 1 from information_schema.tables where table_name = 'half_done'")).toEqual([])
  })

  it('a transaction that throws writes nothing', async () => {
    const id = `did:privy:${randomUUID()}`
    await expect(
      store.transaction(async (tx) => {
        await store.insertUser(tx, { id, appId: app.id, createdAt: at, isGuest: false })
        throw new Error('abort')
      }),
    ).rejects.toThrow('abort')
    expect(await store.getUser(id)).toBeNull()
  })

  it('users keep their accounts; an account belongs to one user per app', async () => {
    const id = `did:privy:${randomUUID()}`
    const email = `${randomUUID()}@example.com`
    await store.transaction(async (tx) => {
      await store.insertUser(tx, { id, appId: app.id, createdAt: at, isGuest: false })
      await store.insertAccount(tx, {
        userId: id,
        appId: app.id,
        type: 'email',
        identifier: email,
        details: { address: email },
        at,
      })
    })
    const user = await store.getUser(id)
    expect(user).toMatchObject({ id, appId: app.id, createdAt: at, hasAcceptedTerms: false, isGuest: false })
    expect(user?.accounts).toEqual([
      { type: 'email', identifier: email, details: { address: email }, firstVerifiedAt: at, latestVerifiedAt: at },
    ])
    expect(await store.findAccountOwner(db, app.id, 'email', email)).toBe(id)
    const other = `did:privy:${randomUUID()}`
    await expect(
      store.transaction(async (tx) => {
        await store.insertUser(tx, { id: other, appId: app.id, createdAt: at, isGuest: false })
        await store.insertAccount(tx, {
          userId: other,
          appId: app.id,
          type: 'email',
          identifier: email,
          details: {},
          at,
        })
      }),
    ).rejects.toThrow()
    expect(await store.getUser(other)).toBeNull()
    await store.acceptTerms(id, at + 1)
    expect((await store.getUser(id))?.hasAcceptedTerms).toBe(true)
  })

  it('a new code replaces the pending one and both reach the inbox, newest first', async () => {
    const target = `${randomUUID()}@example.com`
    const base = { appId: app.id, channel: 'email' as const, target, expiresAt: at + 600_000 }
    await store.putCode({ ...base, code: '111111', codeHash: 'h1', at })
    await store.setCodeAttempts(db, app.id, 'email', target, 3)
    await store.putCode({ ...base, code: '222222', codeHash: 'h2', at: at + 1 })
    expect(await store.getCode(db, app.id, 'email', target)).toEqual({
      codeHash: 'h2',
      expiresAt: at + 600_000,
      attempts: 0,
    })
    expect((await store.listInbox(target)).map((m) => m.code)).toEqual(['222222', '111111'])
    await store.deleteCode(db, app.id, 'email', target)
    expect(await store.getCode(db, app.id, 'email', target)).toBeNull()
  })

  it('sessions rotate, and revoking a family ends every session in it', async () => {
    const userId = `did:privy:${randomUUID()}`
    const familyId = randomUUID()
    await store.transaction(async (tx) => {
      await store.insertUser(tx, { id: userId, appId: app.id, createdAt: at, isGuest: false })
      for (const n of [1, 2]) {
        await store.insertSession(tx, {
          id: randomUUID(),
          familyId,
          userId,
          appId: app.id,
          kind: 'standard',
          refreshHash: `${familyId}-${n}`,
          createdAt: at,
          expiresAt: at + 1000,
        })
      }
    })
    const first = await store.findSessionByRefreshHash(db, `${familyId}-1`)
    expect(first).toMatchObject({ familyId, userId, kind: 'standard', rotatedAt: null, revokedAt: null })
    await store.markRotated(db, first?.id ?? '', at + 1)
    expect((await store.findSessionByRefreshHash(db, `${familyId}-1`))?.rotatedAt).toBe(at + 1)
    expect(await store.isFamilyActive(familyId, at)).toBe(true)
    expect(await store.isFamilyActive(familyId, at + 1000)).toBe(false)
    await store.revokeFamily(db, familyId, at + 2, 'test')
    expect(await store.isFamilyActive(familyId, at)).toBe(false)
    expect((await store.findSessionByRefreshHash(db, `${familyId}-2`))?.revokedAt).toBe(at + 2)
  })

  it('two transactions rotating one refresh token at once: exactly one sees it unspent', async () => {
    const userId = `did:privy:${randomUUID()}`
    const refreshHash = `race-${randomUUID()}`
    await store.transaction(async (tx) => {
      await store.insertUser(tx, { id: userId, appId: app.id, createdAt: at, isGuest: false })
      await store.insertSession(tx, {
        id: randomUUID(),
        familyId: randomUUID(),
        userId,
        appId: app.id,
        kind: 'standard',
        refreshHash,
        createdAt: at,
        expiresAt: at + 1000,
      })
    })
    const rotate = () =>
      store.transaction(async (tx) => {
        const session = await store.findSessionByRefreshHash(tx, refreshHash)
        if (!session || session.rotatedAt !== null) return false
        await new Promise((resolve) => setTimeout(resolve, 20))
        await store.markRotated(tx, session.id, at + 1)
        return true
      })
    expect((await Promise.all([rotate(), rotate(), rotate()])).filter(Boolean)).toHaveLength(1)
  })

  it('the signing key is created once and then kept', async () => {
    let created = 0
    const make = async () => {
      created++
      return { id: randomUUID(), privateJwk: { k: created }, publicJwk: { k: created } }
    }
    const first = await store.getOrCreateSigningKey(make, at)
    const second = await store.getOrCreateSigningKey(make, at)
    expect(second).toEqual(first)
    expect(created).toBeLessThanOrEqual(1)
  })

  it('security and analytics events are kept in order', async () => {
    await store.recordEvent(db, { kind: 'test_event', appId: app.id, userId: null, familyId: 'f', at })
    expect(await store.listEvents('test_event')).toEqual([
      { kind: 'test_event', appId: app.id, userId: null, familyId: 'f', at },
    ])
    await store.insertAnalyticsEvent({ appId: app.id, eventName: 'e1', clientId: null, payload: { a: 1 }, at })
    await store.insertAnalyticsEvent({ appId: app.id, eventName: 'e2', clientId: 'c', payload: { b: 2 }, at })
    expect((await store.listAnalyticsEvents(app.id)).map((e) => e.eventName)).toEqual(['e1', 'e2'])
  })
})

it.skipIf(!databaseUrl)('the whole sandbox runs on PostgreSQL when DATABASE_URL is set', async () => {
  const { createSandbox } = await import('../../src/index.ts')
  const sandbox = await createSandbox({ databaseUrl: databaseUrl ?? '' })
  try {
    const res = await sandbox.app.fetch(new Request('http://sandbox.test/_sandbox/health'))
    expect(await res.json()).toMatchObject({ engine: 'postgres' })
  } finally {
    await sandbox.close()
  }
})
