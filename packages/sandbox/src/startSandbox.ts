import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { type RunningChains, type StartChainsOptions, startChains } from './chains/startChains.ts'
import { type CreateSandboxOptions, createSandbox, type Sandbox } from './createSandbox.ts'

export type RunningSandbox = {
  /** Base URL on loopback, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The in-process sandbox behind the server. */
  sandbox: Sandbox
  /** The local anvil chains, when started with `chains`; also listed at `GET /_sandbox/chains`. */
  chains?: RunningChains
  /** Stops listening, then closes the store (and stops the chains). */
  close(): Promise<void>
}

/** Options of `startSandbox`: the sandbox's, a port, and whether to start local chains (off by default). */
export type StartSandboxOptions = CreateSandboxOptions & { port?: number; chains?: boolean | StartChainsOptions }

/** Serves the sandbox on 127.0.0.1 (port 0 picks a free one), with local anvil chains when `chains` is set. */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox(options)
  let chains: RunningChains | undefined
  try {
    if (options.chains) chains = await startChains(options.chains === true ? {} : options.chains)
    // Registered after the sandbox's own middleware, so it keeps the loopback guard and CORS.
    sandbox.app.get('/_sandbox/chains', (c) =>
      c.json({ chains: chains?.chains ?? [], accounts: chains?.accounts ?? [] }),
    )
    return await new Promise((resolve, reject) => {
      const server = serve(
        { fetch: sandbox.app.fetch, port: options.port ?? 8787, hostname: '127.0.0.1' },
        (info: AddressInfo) => {
          resolve({
            url: `http://127.0.0.1:${info.port}`,
            sandbox,
            ...(chains ? { chains } : {}),
            close: () =>
              new Promise<void>((done) => server.close(() => done()))
                .then(() => sandbox.close())
                .then(() => chains?.close()),
          })
        },
      )
      server.once('error', reject)
    })
  } catch (error) {
    await chains?.close()
    await sandbox.close()
    throw error
  }
}
