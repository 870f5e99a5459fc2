import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, describe, expect, it } from 'vitest'
import { createSandbox } from '../../src/index.ts'
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
  it('a second sandbox on a data directory in use is refused with a clear error, and allowed after close', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-sandbox-lock-'))
    try {
      const first = await createSandbox({ dataDir: dir })
      await expect(createSandbox({ dataDir: dir })).rejects.toThrow(/is in use by process \d+ \(this one\)/)
      await first.close()
      const second = await createSandbox({ dataDir: dir })
      await second.close()
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})
