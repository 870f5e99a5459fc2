import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { afterAll, describe, expect, it } from 'vitest'
import { loadApps } from '../../src/apps/loadApps.ts'
import { killHard, type SandboxProcess, spawnSandbox } from '../support/spawnSandbox.ts'

const dataDir = mkdtempSync(join(tmpdir(), 'lobby-sandbox-sigkill-'))
const appId = loadApps().find((app) => app.slug === 'all-methods')?.id ?? ''
const running: SandboxProcess[] = []
afterAll(async () => {
  for (const proc of running) await killHard(proc)
  rmSync(dataDir, { recursive: true, force: true })
})

const headers = { 'content-type': 'application/json', 'privy-app-id': appId, 'privy-client': 'lobby-js:1.79.1' }

describe('crash', () => {
  it('a sandbox killed with SIGKILL mid-burst keeps every acknowledged login', async () => {
    const first = await spawnSandbox(dataDir)
    running.push(first)
    const acknowledged: WireAuthResult[] = []
    let stop = false
    // Eight clients log in as fresh guests back to back; the process dies under them.
    const client = async () => {
      while (!stop) {
        try {
          const res = await fetch(`${first.url}/api/v1/guest/authenticate`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ guest_credential: randomBytes(32).toString('base64url') }),
          })
          if (res.status === 200) acknowledged.push(WireAuthResult.parse(await res.json()))
        } catch {
          return // the connection died with the process
        }
      }
    }
    const clients = Array.from({ length: 8 }, client)
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 10))
    await killHard(first)
    stop = true
    await Promise.all(clients)
    expect(acknowledged.length).toBeGreaterThanOrEqual(40)

    const second = await spawnSandbox(dataDir)
    running.push(second)
    for (const login of acknowledged) {
      const me = await fetch(`${second.url}/api/v1/users/me`, {
        headers: { ...headers, authorization: `Bearer ${login.token}` },
      })
      expect(me.status).toBe(200)
      expect(WireUser.parse(((await me.json()) as { user: unknown }).user).id).toBe(login.user.id)
      const refresh = await fetch(`${second.url}/api/v1/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ refresh_token: login.refresh_token }),
      })
      expect(refresh.status).toBe(200)
    }
    await killHard(second)
  }, 180_000)
})
