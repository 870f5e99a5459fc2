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
})
