import { randomBytes } from 'node:crypto'
import { chmodSync, readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Database } from './Database.ts'

/** The environment variable that may hold the sealing key: base64 of 32 bytes. */
export const SEALING_KEY_ENV = 'LOBBY_SANDBOX_SEALING_KEY'

/** Where the sealing key of provider-managed recovery comes from; none of them is the database. */
export type SealingKeyOptions = {
  /** The key itself, base64 of 32 bytes. @default process.env.LOBBY_SANDBOX_SEALING_KEY */
  sealingKey?: string | undefined
  /** A file holding the key (base64), made 0600 when absent. @default `<dataDir>.sealing-key` beside a data directory */
  sealingKeyFile?: string | undefined
  /** The PGlite data directory, when the store has one. */
  dataDir?: string | undefined
}

function decode(value: string, where: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64')
  if (key.length !== 32 || key.toString('base64') !== value.trim()) {
    throw new Error(`The sealing key in ${where} is not base64 of 32 bytes.`)
  }
  return key
}

/** The key an older sandbox kept in the database (migration 400), if any. */
async function keyInDatabase(db: Database): Promise<Buffer | null> {
  const [row] = await db.query<{ secret: string }>('select secret from wallet_sealing_keys order by created_at limit 1')
  return row ? Buffer.from(row.secret, 'base64') : null
}

/**
 * The server key that seals provider-managed recovery shares, kept apart from the shares: a copy
 * of the data directory or a database dump alone opens none of them. It comes from the option or
 * the environment, else a key file (beside the data directory by default, never inside it), else,
 * for an in-memory store, memory. A key an older sandbox kept in the database moves to the key file
 * once, so its wallets still recover; with a key given otherwise, such a key is refused.
 */
export function createSealingKey(db: Database, options: SealingKeyOptions): () => Promise<Buffer> {
  const given = options.sealingKey ?? process.env[SEALING_KEY_ENV]
  const explicit = given ? decode(given, options.sealingKey ? 'the sealingKey option' : SEALING_KEY_ENV) : null
  const file =
    options.sealingKeyFile ?? (options.dataDir ? `${resolve(options.dataDir).replace(/\/+$/, '')}.sealing-key` : null)

  const load = async (): Promise<Buffer> => {
    const old = await keyInDatabase(db)
    let key: Buffer
    if (explicit) key = explicit
    else if (file) {
      let text: string | null = null
      try {
        text = readFileSync(file, 'utf8')
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      if (text !== null) key = decode(text, file)
      else {
        key = old ?? randomBytes(32)
        writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' })
        chmodSync(file, 0o600)
      }
    } else if (old) {
      throw new Error(
        `This database keeps its wallet sealing key inside: pass --sealing-key <file> or ${SEALING_KEY_ENV} to move it out.`,
      )
    } else key = randomBytes(32)
    if (old && !old.equals(key)) {
      throw new Error(
        `The database holds another wallet sealing key than the one given: its recovery shares would not open. Unset ${SEALING_KEY_ENV} or the key file to move it out first.`,
      )
    }
    if (old) await db.query('delete from wallet_sealing_keys')
    return key
  }

  let loaded: Promise<Buffer> | null = null
  return () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null
      throw error
    })
    return loaded
  }
}
