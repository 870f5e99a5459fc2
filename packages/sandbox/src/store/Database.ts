import { mkdirSync } from 'node:fs'

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
  let dataDir: string | undefined
  if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true })
    dataDir = options.dataDir
  }
  // relaxedDurability stays off: each commit reaches the files before the answer is sent,
  // so an acknowledged login survives a SIGKILL.
  const pg = await PGlite.create(dataDir, { relaxedDurability: false })
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
