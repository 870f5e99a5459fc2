import { createHash } from 'node:crypto'
import { existsSync, linkSync, mkdirSync, openAsBlob, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite as PGliteInstance } from '@electric-sql/pglite'
import { MIGRATIONS, migrate } from './migrations.ts'

/** One SQL connection or transaction: the only thing the store's queries need. */
export type Queryable = {
  /** Runs one parameterised statement ($1, $2 ...) and returns its rows. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>
}

/** A database the store runs on: PGlite (embedded) or PostgreSQL, with the same SQL. */
export type Database = Queryable & {
  /** Which engine answers, for diagnostics. */
  readonly engine: 'pglite' | 'postgres'
  /** Runs `work` in one transaction: every write in it lands, or none does. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>
  close(): Promise<void>
}

/** Where the store keeps its data. */
export type DatabaseOptions =
  /** A directory for PGlite's files; created when missing. */
  | { dataDir: string }
  /** PGlite in memory: nothing kept after close (fast tests). */
  | { memory: true }
  /** A PostgreSQL server (`DATABASE_URL`). */
  | { databaseUrl: string }

/** Opens the embedded PGlite database or connects to PostgreSQL. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl)
  const { PGlite } = await import('@electric-sql/pglite')
  let clusterDir: string | undefined
  let unlock = () => {}
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true })
    unlock = lockDataDir(options.dataDir)
    clusterDir = clusterDirOf(options.dataDir)
  }
  // relaxedDurability stays off: each commit reaches the files before the answer is sent,
  // so an acknowledged login survives a SIGKILL.
  let pg: PGliteInstance
  try {
    if (clusterDir) {
      // A new data directory starts from the pristine cluster too; an existing one is opened as is.
      const fresh = !existsSync(join(clusterDir, 'PG_VERSION'))
      const pristine = fresh ? await readPristineDump() : null
      pg = await PGlite.create(clusterDir, {
        relaxedDurability: false,
        ...(pristine ? { loadDataDir: pristine } : {}),
      })
      if (fresh && !pristine) await writePristineDump(pg)
    } else {
      const pristine = await readPristineDump()
      pg = await PGlite.create({
        ...(pristine ? { loadDataDir: pristine } : {}),
        // A throw-away store holds a test's few rows: PostgreSQL's 128 MB of buffers only cost
        // the time to set them up.
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=8MB'],
      })
      if (!pristine) await writePristineDump(pg)
    }
  } catch (error) {
    unlock()
    throw error
  }
  const db = pglite(pg)
  return {
    ...db,
    close: async () => {
      await db.close()
      unlock()
    },
  }
}

/** A PGlite instance as the store's Database. */
function pglite(pg: PGliteInstance): Database {
  return {
    engine: 'pglite',
    query: async <Row>(sql: string, params?: unknown[]) => (await pg.query<Row>(sql, params)).rows,
    transaction: (work) =>
      pg.transaction((tx) =>
        work({ query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows }),
      ),
    exec: async (sql) => {
      await pg.exec(sql)
    },
    close: () => pg.close(),
  }
}

// A new PGlite cluster spends seconds in initdb, then runs the store's migrations; a dump of
// one loads in under one. Tests start many sandboxes, so the first one leaves a dump of the
// pristine cluster with the schema applied for the others, named by the PGlite build, the
// migrations' text and how the dump is made: a changed migration makes a new dump, so the
// schema never goes stale.
const DUMP_RECIPE = 'the postgres database only (template0 and template1 dropped)'

function pristineDumpPath(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
    const { size, mtimeMs } = statSync(entry)
    const schema = createHash('sha256').update(JSON.stringify({ MIGRATIONS, DUMP_RECIPE })).digest('hex').slice(0, 12)
    return join(tmpdir(), `lobby-sandbox-pglite-${size}-${Math.floor(mtimeMs)}-${schema}.tar`)
  } catch {
    return null
  }
}

// Read from the file as PGlite unpacks it, not copied into memory first (less to allocate and
// collect at each start). Such a Blob fails if its file changes: a dump, once there, never does.
async function readPristineDump(): Promise<Blob | null> {
  const path = pristineDumpPath()
  if (!path) return null
  try {
    return await openAsBlob(path)
  } catch {
    return null
  }
}

async function writePristineDump(pg: PGliteInstance): Promise<void> {
  const path = pristineDumpPath()
  if (!path) return
  try {
    await migrate(pglite(pg))
    // The store lives in the postgres database and creates none: without the two templates the
    // dump has a third of the files to unpack at each start.
    for (const template of ['template0', 'template1']) {
      await pg.exec(`ALTER DATABASE ${template} IS_TEMPLATE false`)
      await pg.exec(`DROP DATABASE ${template}`)
    }
    await pg.exec('CHECKPOINT')
    const dump = Buffer.from(await (await pg.dumpDataDir('none')).arrayBuffer())
    // Written aside then linked in place, so a concurrent reader never sees half a file, and a
    // dump another process left first is never replaced under its readers (EEXIST).
    const partial = `${path}.${process.pid}.partial`
    try {
      writeFileSync(partial, dump)
      linkSync(partial, path)
    } finally {
      rmSync(partial, { force: true })
    }
  } catch {
    // Only a cache: the next sandbox pays initdb again.
  }
}

/** The lock file in a PGlite data directory: the pid of the process using it. */
export const LOCK_FILE = 'lobby-sandbox.pid'

/** The folder of a data directory that holds the PostgreSQL cluster itself. */
export const CLUSTER_DIR = 'pgdata'

/**
 * Where the cluster of a data directory lives. Loading a dump writes every file of the dump
 * over the cluster's folder, so the lock must sit outside it: new directories keep the cluster
 * in `pgdata/` beside the lock. A directory made before that layout (the cluster at its root)
 * is opened where it is: it is never loaded from a dump, so nothing replaces its lock.
 */
function clusterDirOf(dataDir: string): string {
  return existsSync(join(dataDir, 'PG_VERSION')) ? dataDir : join(dataDir, CLUSTER_DIR)
}

/**
 * Claims a data directory for this process. PGlite has no lock of its own, and two processes
 * writing one directory would corrupt it; a lock left by a dead process (a crash) is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE)
  try {
    writeFileSync(path, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = Number(readFileSync(path, 'utf8'))
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new Error(
        `The data directory ${dataDir} is in use by process ${holder}${holder === process.pid ? ' (this one)' : ''}: stop it, or pass another --data directory.`,
      )
    }
    writeFileSync(path, String(process.pid))
  }
  return () => rmSync(path, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function openPostgres(connectionString: string): Promise<Database> {
  const { default: pg } = await import('pg')
  // BIGINT columns hold millisecond timestamps: read them back as numbers, as PGlite does.
  pg.types.setTypeParser(20, (value) => Number(value))
  const pool = new pg.Pool({ connectionString, max: 10 })
  await pool.query('select 1')
  return {
    engine: 'postgres',
    query: async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[],
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
        })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    exec: async (sql) => {
      await pool.query(sql)
    },
    close: () => pool.end(),
  }
}
