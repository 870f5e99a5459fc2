import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type CreateSandboxOptions, createSandbox, type Sandbox } from './createSandbox.ts'

export type RunningSandbox = {
  /** Base URL on loopback, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The in-process sandbox behind the server. */
  sandbox: Sandbox
  /** Stops listening, then closes the store. */
  close(): Promise<void>
}

/** Serves the sandbox on 127.0.0.1 (port 0 picks a free one). */
export async function startSandbox(options: CreateSandboxOptions & { port?: number } = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox(options)
  try {
    return await new Promise((resolve, reject) => {
      const server = serve(
        { fetch: sandbox.app.fetch, port: options.port ?? 8787, hostname: '127.0.0.1' },
        (info: AddressInfo) => {
          resolve({
            url: `http://127.0.0.1:${info.port}`,
            sandbox,
            close: () => new Promise<void>((done) => server.close(() => done())).then(() => sandbox.close()),
          })
        },
      )
      server.once('error', reject)
    })
  } catch (error) {
    await sandbox.close()
    throw error
  }
}
