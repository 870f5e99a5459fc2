import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openWithServerKey, ServerSealedShare } from '../../src/api/embeddedWalletsSealing.ts'
import type { Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'
import { frameOn, memoryStorage, walletSandbox } from './walletTestKit.ts'

const paths: string[] = []

afterAll(() => {
  for (const path of paths) rmSync(path, { recursive: true, force: true })
})

function tempDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-sealing-'))
  paths.push(dir, `${dir}.sealing-key`)
  return dir
}

/** Every file under `dir`, read as bytes. */
function filesUnder(dir: string): Array<{ path: string; bytes: Buffer }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name)
      return { path, bytes: readFileSync(path) }
    })
}

async function login(sandbox: Sandbox, email: string): Promise<string> {
  return (await sandboxClient(sandbox, 'all-methods').loginWithEmail(email)).token as string
}

describe('the sealing key of automatic recovery (13)', () => {
  it('attack: 13 a copy of the data directory alone opens no recovery share: the key sits beside it (0600), not in it nor in the database', async () => {
    const dataDir = tempDataDir()
    const email = uniqueEmail('sealed')
    const sandbox = await walletSandbox({ dataDir })
    const { address } = await frameOn(sandbox, 'all-methods').send('lobby:wallet:create', {
      accessToken: await login(sandbox, email),
    })
    expect(await sandbox.store.db.query('select * from wallet_sealing_keys')).toEqual([])
    await sandbox.close()

    const keyFile = `${dataDir}.sealing-key`
    expect(statSync(keyFile).mode & 0o777).toBe(0o600)
    const key = Buffer.from(readFileSync(keyFile, 'utf8').trim(), 'base64')
    expect(key).toHaveLength(32)
    for (const file of filesUnder(dataDir)) {
      expect(file.bytes.includes(key), file.path).toBe(false)
      expect(file.bytes.includes(Buffer.from(key.toString('base64'))), file.path).toBe(false)
    }

    // The thief's copy: a new sandbox on it makes its own key, which opens nothing.
    const stolen = tempDataDir()
    cpSync(dataDir, stolen, { recursive: true })
    const thief = await walletSandbox({ dataDir: stolen })
    await expect(
      frameOn(thief, 'all-methods').send('lobby:wallet:recover', { accessToken: await login(thief, email), address }),
    ).rejects.toMatchObject({
      message:
        "The recovery share does not open with this sandbox's sealing key: start it with the key that sealed it (LOBBY_SANDBOX_SEALING_KEY, or --sealing-key <file>).",
    })
    await thief.close()

    // With the key file too, the same copy recovers: the key is the missing piece.
    const restored = tempDataDir()
    cpSync(dataDir, restored, { recursive: true })
    const owner = await walletSandbox({ dataDir: restored, sealingKeyFile: keyFile })
    expect(
      await frameOn(owner, 'all-methods', memoryStorage()).send('lobby:wallet:recover', {
        accessToken: await login(owner, email),
        address,
      }),
    ).toEqual({ address })
    await owner.close()
  }, 120_000)

  it('13 a key an older sandbox kept in the database moves to the key file once, and its wallets still recover', async () => {
    const dataDir = tempDataDir()
    const email = uniqueEmail('moved')
    const old = randomBytes(32).toString('base64')
    const before = await walletSandbox({ dataDir })
    await before.store.db.query('insert into wallet_sealing_keys (id, secret, created_at) values ($1, $2, $3)', [
      'provider-managed',
      old,
      1,
    ])
    const { address } = await frameOn(before, 'all-methods').send('lobby:wallet:create', {
      accessToken: await login(before, email),
    })
    expect(await before.store.db.query('select * from wallet_sealing_keys')).toEqual([])
    expect(readFileSync(`${dataDir}.sealing-key`, 'utf8').trim()).toBe(old)
    await before.close()

    const after = await walletSandbox({ dataDir })
    expect(
      await frameOn(after, 'all-methods').send('lobby:wallet:recover', {
        accessToken: await login(after, email),
        address,
      }),
    ).toEqual({ address })
    await after.close()
  }, 120_000)

  it('13 an explicit key (the option, or LOBBY_SANDBOX_SEALING_KEY) is used as given; a malformed one is refused', async () => {
    await expect(walletSandbox({ sealingKey: 'c2hvcnQ=' })).rejects.toThrow(
      'The sealing key in the sealingKey option is not base64 of 32 bytes.',
    )
    const key = randomBytes(32).toString('base64')
    const sandbox = await walletSandbox({ sealingKey: key })
    const { address } = await frameOn(sandbox, 'all-methods').send('lobby:wallet:create', {
      accessToken: await login(sandbox, uniqueEmail('given')),
    })
    const [row] = await sandbox.store.db.query<{ app_id: string; recovery_share: unknown }>(
      'select app_id, recovery_share from embedded_wallets where address = $1',
      [address],
    )
    const sealed = ServerSealedShare.parse(row?.recovery_share)
    // A share of a 12-word key: 16 bytes of entropy and the share's x coordinate.
    expect(openWithServerKey(Buffer.from(key, 'base64'), sealed, `${row?.app_id}:${address}`)).toHaveLength(17)
    await sandbox.close()
  }, 60_000)
})
