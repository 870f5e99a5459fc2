import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { CLI_NODE_MODULES } from './createHost.ts'

const NEXT_BIN = join(CLI_NODE_MODULES, 'next/dist/bin/next')
const NEXT_ENV = { NO_COLOR: '1', NEXT_TELEMETRY_DISABLED: '1' }

/**
 * `next build` in a host. Webpack, not Turbopack: Turbopack compiles no file outside the app's
 * root, and a test host's packages are links out of it.
 */
export function nextBuild(root: string): { code: number; output: string } {
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build', '--webpack'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ...NEXT_ENV },
    timeout: 400_000,
  })
  return { code: result.status ?? 1, output: `${result.stdout}${result.stderr}` }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        address && typeof address !== 'string' ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/** `next start` of a built host on a free loopback port, once it answers; `url` names `localhost`. */
export async function nextStart(root: string): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(process.execPath, [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, ...NEXT_ENV },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk) => {
    errors += chunk
  })
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill()
    })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}: ${errors}`)
    const up = await fetch(`http://127.0.0.1:${port}`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return { url, close }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  await close()
  throw new Error(`next start did not answer within 60 s: ${errors}`)
}
