import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/index.ts'
import { LOCK_FILE } from '../../src/store/Database.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'lobby-sandbox-restart-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('restart', () => {
  it('users, sessions, accepted terms and the signing key survive a restart', async () => {
    const first = await createSandbox({ dataDir })
    const client = sandboxClient(first, 'terms-required')
    const email = uniqueEmail()
    const login = await client.loginWithEmail(email)
    await client.post('/users/me/accept_terms', {}, login.token ?? '')
    const refreshed = WireAuthResult.parse(
      (await client.post('/sessions', { refresh_token: login.refresh_token })).body,
    )
    await first.close()

    const second = await createSandbox({ dataDir })
    try {
      const again = sandboxClient(second, 'terms-required')
      // The access token signed before the restart still verifies: the key was kept.
      const me = await again.get('/users/me', refreshed.token ?? '')
      expect(me.status).toBe(200)
      const user = WireUser.parse(me.body.user)
      expect(user.id).toBe(login.user.id)
      expect(user.has_accepted_terms).toBe(true)
      expect((await again.post('/sessions', { refresh_token: refreshed.refresh_token })).status).toBe(200)
      // The rotated token is still known as spent after the restart.
      expect((await again.post('/sessions', { refresh_token: login.refresh_token })).body).toMatchObject({
        code: 'missing_or_invalid_token',
      })
      expect((await again.loginWithEmail(email)).user.id).toBe(login.user.id)
    } finally {
      await second.close()
    }
  }, 120_000)
})

describe('data directory lock', () => {
  const BIN = fileURLToPath(new URL('../../bin/lobby-sandbox.mjs', import.meta.url))
  const savedTmp = process.env.TMPDIR
  const temps: string[] = []
  const temp = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix))
    temps.push(dir)
    return dir
  }
  afterEach(() => {
    if (savedTmp === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = savedTmp
  })
  afterAll(() => {
    for (const dir of temps) rmSync(dir, { recursive: true, force: true })
  })

  const pristineDumps = (dir: string) => readdirSync(dir).filter((name) => /^lobby-sandbox-pglite-.*\.tar$/.test(name))

  /** Starts `lobby-sandbox` on `dataDir` in another process, waits until it listens, then stops it. */
  const runOtherProcess = async (dataDir: string, env: NodeJS.ProcessEnv) => {
    const child = spawn(process.execPath, [BIN, '--port', '0', '--no-chains', '--data', dataDir], { env })
    let output = ''
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`lobby-sandbox did not start: ${output}`)), 90_000)
      const read = (chunk: Buffer) => {
        output += chunk.toString()
        if (output.includes('listening on')) {
          clearTimeout(timer)
          resolve()
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.once('exit', (code) => reject(new Error(`lobby-sandbox exited with ${code}: ${output}`)))
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }

  it('a second sandbox on a data directory in use is refused with a clear error, and allowed after close (no pristine dump yet)', async () => {
    // A temp folder of its own: no cluster dump from earlier sandboxes, as on a fresh machine.
    process.env.TMPDIR = temp('lobby-sandbox-tmp-')
    const dir = temp('lobby-sandbox-lock-')
    const first = await createSandbox({ dataDir: dir })
    await expect(createSandbox({ dataDir: dir })).rejects.toThrow(/is in use by process \d+ \(this one\)/)
    await first.close()
    const second = await createSandbox({ dataDir: dir })
    await second.close()
  }, 120_000)

  it('a data directory started from a pristine dump that another process left keeps its lock', async () => {
    const tmp = temp('lobby-sandbox-tmp-')
    // Another process (now gone) makes the first data directory and leaves the pristine dump.
    await runOtherProcess(temp('lobby-sandbox-other-'), { ...process.env, TMPDIR: tmp })
    expect(pristineDumps(tmp)).toHaveLength(1)

    process.env.TMPDIR = tmp
    const dir = temp('lobby-sandbox-lock-')
    const first = await createSandbox({ dataDir: dir })
    try {
      // Loading the dump must not have replaced this process's lock with the gone process's.
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8')).toBe(String(process.pid))
      await expect(createSandbox({ dataDir: dir })).rejects.toThrow(/is in use by process \d+ \(this one\)/)
    } finally {
      await first.close()
    }
    const again = await createSandbox({ dataDir: dir })
    await again.close()
  }, 180_000)
})
