import { spawn } from 'node:child_process'
import { type AddressInfo, createServer, type Server } from 'node:net'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const DEV = fileURLToPath(new URL('../dev.mjs', import.meta.url))

function listenOn(host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => socket.end())
    server.once('error', reject)
    server.listen(0, host, () => resolve(server))
  })
}

const portOf = (server: Server) => (server.address() as AddressInfo).port

function runDev(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [DEV], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('exit', (code) => resolve({ code, stderr }))
  })
}

describe('npm start (scripts/dev.mjs)', () => {
  it('stops before starting anything when another server answers on [::1] at a port it would print as localhost', async (context) => {
    let other: Server
    try {
      other = await listenOn('::1')
    } catch {
      context.skip('this machine has no IPv6 loopback, so no server can take [::1]')
      return
    }
    // A sandbox port nothing answers on, either address.
    const probe = await listenOn('127.0.0.1')
    const sandboxPort = portOf(probe)
    await new Promise((resolve) => probe.close(resolve))
    try {
      const docsPort = portOf(other)
      const result = await runDev({ LOBBY_DOCS_PORT: String(docsPort), LOBBY_SANDBOX_PORT: String(sandboxPort) })
      expect(result.code).toBe(1)
      expect(result.stderr).toContain(
        `Another server answers on [::1]:${docsPort}, where a browser opening http://localhost:${docsPort} would land: stop it, or pick other ports with LOBBY_DOCS_PORT / LOBBY_SANDBOX_PORT (the wallet frame takes the sandbox port + 1).`,
      )
    } finally {
      await new Promise((resolve) => other.close(resolve))
    }
  }, 30_000)
})
