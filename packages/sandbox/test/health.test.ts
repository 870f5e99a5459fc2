import { describe, expect, it } from 'vitest'

// Each test starts its own PGlite, whose cold start takes seconds on a busy machine.
import { createSandbox, startSandbox } from '../src/index.ts'

describe('sandbox', () => {
  it('answers its health route in-process', async () => {
    const { app, close } = await createSandbox({ name: 'test' })
    try {
      const res = await app.fetch(new Request('http://sandbox.test/_sandbox/health'))
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({ ok: true, name: 'test', engine: 'pglite' })
    } finally {
      await close()
    }
  }, 60_000)

  it('serves over real HTTP on loopback', async () => {
    const sandbox = await startSandbox({ port: 0 })
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      const res = await fetch(`${sandbox.url}/_sandbox/health`)
      expect(res.status).toBe(200)
    } finally {
      await sandbox.close()
    }
  }, 60_000)

  it("A-7.31 with hostname localhost (as `npm start` runs it) its URLs, its frame and a localhost page's passkey RP id are localhost", async () => {
    const sandbox = await startSandbox({ port: 0, hostname: 'localhost' })
    try {
      expect(sandbox.url).toMatch(/^http:\/\/localhost:\d+$/)
      expect(sandbox.frameUrl).toMatch(/^http:\/\/localhost:\d+$/)
      expect(sandbox.frameUrl).not.toBe(sandbox.url)
      // Reached through the name, as a page on localhost reaches it.
      const health = await fetch(`${sandbox.url}/_sandbox/health`)
      expect(((await health.json()) as { frameUrl?: string }).frameUrl).toBe(sandbox.frameUrl)
      expect((await fetch(`${sandbox.frameUrl}/_sandbox/health`)).status).toBe(200)
      // The RP id is the page's host name: WebAuthn in the page accepts no other.
      const rpIdFor = async (origin: string) => {
        const init = await fetch(`${sandbox.url}/api/v1/passkeys/authenticate/init`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin,
            'privy-app-id': sandbox.sandbox.apps['all-methods']!.id,
            'privy-client': 'lobby-js:1.79.1',
          },
          body: '{}',
        })
        expect(init.status).toBe(200)
        return ((await init.json()) as { options: { rpId: string } }).options.rpId
      }
      expect(await rpIdFor('http://localhost:5173')).toBe('localhost')
      expect(await rpIdFor('http://127.0.0.1:5173')).toBe('127.0.0.1')
    } finally {
      await sandbox.close()
    }
  }, 60_000)
})
