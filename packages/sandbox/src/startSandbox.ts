import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { SOLANA_RPC_PATH } from './chains/solanaRpc.ts'
import type { RunningChains, StartChainsOptions } from './chains/startChains.ts'
import { type CreateSandboxOptions, createSandbox, type Sandbox } from './createSandbox.ts'
import { createFrameApp } from './frame/createFrameApp.ts'

export type RunningSandbox = {
  /** Base URL on loopback, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The embedded-wallet frame's base URL, another origin (port) than `url`, e.g. `http://127.0.0.1:8788`. */
  frameUrl: string
  /** The in-process sandbox behind the server. */
  sandbox: Sandbox
  /** The local anvil chains, when started with `chains`; also listed at `GET /_sandbox/chains`. */
  chains?: RunningChains
  /** Stops listening, then closes the store (and stops the chains). */
  close(): Promise<void>
}

/** Options of `startSandbox`: the sandbox's, a port, and whether to start local chains (off by default). */
export type StartSandboxOptions = CreateSandboxOptions & {
  port?: number
  /** The wallet frame's port. @default port + 1 for a fixed port, a free one for port 0 */
  framePort?: number
  chains?: boolean | StartChainsOptions
  /**
   * The host name in `url` and `frameUrl`; both listen on 127.0.0.1 either way (browsers and Node
   * reach it through `localhost`). `localhost` for pages with passkeys, since WebAuthn refuses an
   * IP address as relying party; host page and frame then share a site, so the frame keeps its storage.
   * @default '127.0.0.1'
   */
  hostname?: '127.0.0.1' | 'localhost'
}

type Listening = { port: number; close(): Promise<void> }

/** Serves `fetch` on 127.0.0.1:`port` (0 picks a free one), and WebSocket upgrades on `webSockets` when given. */
function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  webSockets?: Sandbox['webSockets'],
): Promise<Listening> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({
        port: info.port,
        close: () => {
          webSockets?.close()
          return new Promise<void>((done) => server.close(() => done()))
        },
      }),
    )
    if (webSockets) server.on('upgrade', webSockets.upgrade)
    server.once('error', reject)
  })
}

/**
 * Serves the sandbox on 127.0.0.1 (port 0 picks a free one) and the wallet frame on a second port,
 * with local anvil chains when `chains` is set.
 */
export async function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const sandbox = await createSandbox(options)
  let chains: RunningChains | undefined
  try {
    if (options.chains) {
      // Imported here: viem loads only for a sandbox with chains.
      const { startChains } = await import('./chains/startChains.ts')
      // Beside the store: a sandbox on a data directory keeps its chains' state there too.
      const stateDir = options.databaseUrl ? undefined : options.dataDir
      chains = await startChains({
        ...(stateDir ? { stateDir } : {}),
        ...(options.chains === true ? {} : options.chains),
      })
    }
    // The on-ramp and relay emulators pay on these chains.
    if (chains) sandbox.funding.useChains(chains)
    // Registered after the sandbox's own middleware, so it keeps the loopback guard and CORS.
    sandbox.app.get('/_sandbox/chains', (c) =>
      c.json({
        chains: chains?.chains ?? [],
        accounts: chains?.accounts ?? [],
        // The Solana facade runs in-process; it is listed with the chains it stands beside.
        ...(chains
          ? {
              solana: {
                rpcUrl: new URL(SOLANA_RPC_PATH, c.req.url).toString(),
                // web3.js would guess the next port (the wallet frame's): clients pass this one.
                wsUrl: new URL(SOLANA_RPC_PATH, c.req.url).toString().replace(/^http/, 'ws'),
              },
            }
          : {}),
      }),
    )
    const port = options.port ?? 8787
    const main = await listen(sandbox.app.fetch, port, sandbox.webSockets)
    const hostname = options.hostname ?? '127.0.0.1'
    const url = `http://${hostname}:${main.port}`
    // The wallet frame lives on its own origin (W-7.05): the host page can never read its storage.
    const appOf = (appId: string) => Object.values(sandbox.apps).find((app) => app.id === appId)
    const frameApp = createFrameApp({
      apiUrl: url,
      hasApp: (appId) => appOf(appId) !== undefined,
      // Only the app's own pages may embed its frame, as only they may use its API (W-7.05).
      allowedOrigins: (appId) => appOf(appId)?.sandbox.allowedOrigins,
    })
    let frame: Listening
    try {
      frame = await listen(frameApp.fetch, options.framePort ?? (port === 0 ? 0 : main.port + 1))
    } catch (error) {
      await main.close()
      throw error
    }
    const frameUrl = `http://${hostname}:${frame.port}`
    sandbox.setFrameUrl(frameUrl)
    return {
      url,
      frameUrl,
      sandbox,
      ...(chains ? { chains } : {}),
      close: () =>
        Promise.all([main.close(), frame.close()])
          .then(() => sandbox.close())
          .then(() => chains?.close()),
    }
  } catch (error) {
    await chains?.close()
    await sandbox.close()
    throw error
  }
}
