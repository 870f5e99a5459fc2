import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type CreateSandboxOptions, createSandbox } from './createSandbox.ts'

export type RunningSandbox = {
  /** Base URL on loopback, e.g. `http://127.0.0.1:8787`. */
  url: string
  close(): Promise<void>
}

/** Serves the sandbox on 127.0.0.1 (port 0 picks a free one). */
export function startSandbox(options: CreateSandboxOptions & { port?: number } = {}): Promise<RunningSandbox> {
  const { app } = createSandbox(options)
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 8787, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise((done) => server.close(() => done())),
        })
      },
    )
    server.once('error', reject)
  })
}
