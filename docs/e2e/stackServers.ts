import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RunningSandbox, SandboxAccount, SandboxChain } from '@lobby/sandbox'
import { startTestSandbox, type TestSandboxOptions } from '@lobby/sandbox/testing'
import { createServer, type ViteDevServer } from 'vite'
import { START_HOSTNAME, startUrl } from '../../scripts/startUrls.mjs'

// The servers behind a docs e2e stack, apart from the browser: `globalSetup.ts` starts one set for
// the whole run in vitest's own process, and a file that needs a sandbox of its own starts another.
// Nothing here imports vitest's test API, which only a test file may use.

const docsRoot = fileURLToPath(new URL('..', import.meta.url))

export type DocsServer = { url: string; close(): Promise<void> }

/**
 * Serves the docs site on a free loopback port, in-process, under the URL `npm start` would print
 * for it. `env` (such as `VITE_LOBBY_SANDBOX_URL`) is what `npm start` passes the docs in theirs: it
 * holds while Vite reads its config, then the process gets its own values back, so a run's other
 * servers and the workers it forks later never see them.
 *
 * `shared` is for the server the whole run shares: it compiles every page as soon as it listens
 * (one file's own server compiles what the file visits), and keeps its pre-bundled dependencies in
 * a cache directory of its own. Another Vite server on the default one (a file's own, `npm start`)
 * that bundles anew replaces the files there, and a long-lived server would then serve chunks that
 * are gone: a page's dynamic import fails.
 */
export async function startDocs(
  env: Record<string, string> = {},
  options: { shared?: boolean } = {},
): Promise<DocsServer> {
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  let server: ViteDevServer
  try {
    server = await createServer({
      configFile: join(docsRoot, 'vite.config.ts'),
      root: docsRoot,
      logLevel: 'error',
      ...(options.shared ? { cacheDir: join(docsRoot, 'node_modules', '.vite-e2e-shared') } : {}),
      server: {
        host: '127.0.0.1',
        port: 0,
        strictPort: false,
        hmr: false,
        // The pages the docs' dependencies are crawled from (vite.config.ts), and what they import.
        ...(options.shared
          ? { warmup: { clientFiles: ['./index.html', './src/pages/*.tsx', './src/examples/*.tsx'] } }
          : {}),
      },
    })
  } finally {
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('docs server has no TCP address')
  return { url: startUrl(address.port), close: () => server.close() }
}

/** A sandbox on free ports, its URLs and wallet frame named as `npm start` names them (`localhost`). */
export async function startLocalSandbox(options: TestSandboxOptions = {}): Promise<RunningSandbox> {
  return (await startTestSandbox({ hostname: START_HOSTNAME, ...options })).running
}

/** The sandbox's anvil chains and prefunded dev accounts, as data (`GET /_sandbox/chains` lists the same). */
export type StackChains = { chains: SandboxChain[]; accounts: SandboxAccount[] }

/** Where a stack's servers answer: plain data, so vitest can hand it from `globalSetup` to every test file. */
export type StackAddresses = {
  /** The docs site, pointed at the sandbox below. */
  docsUrl: string
  sandboxUrl: string
  /** The sandbox's wallet frame origin (`RunningSandbox.frameUrl`), null when it serves none. */
  frameUrl: string | null
  /** Null when the sandbox runs no chains. */
  chains: StackChains | null
}

export type StackServers = StackAddresses & { close(): Promise<void> }

/**
 * A sandbox (with anvil chains when `chains`) and the docs pointed at it, on the URLs `npm start`
 * prints; `shared` as for `startDocs`.
 */
export async function startStackServers(
  options: Pick<TestSandboxOptions, 'chains'> & { shared?: boolean } = {},
): Promise<StackServers> {
  const sandbox = await startLocalSandbox(options.chains ? { chains: options.chains } : {})
  let docs: DocsServer
  try {
    docs = await startDocs({ VITE_LOBBY_SANDBOX_URL: sandbox.url }, { shared: options.shared ?? false })
  } catch (error) {
    await sandbox.close()
    throw error
  }
  const chains = sandbox.chains
  return {
    docsUrl: docs.url,
    sandboxUrl: sandbox.url,
    frameUrl: sandbox.frameUrl ?? null,
    chains: chains ? { chains: chains.chains, accounts: chains.accounts } : null,
    async close() {
      await docs.close()
      await sandbox.close()
    },
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stack the docs e2e share in a run (see `globalSetup.ts`). */
    lobbyStack: StackAddresses
    /** The WebSocket endpoint of the Chromium the docs e2e share in a run (`chromium.connect`). */
    lobbyBrowser: string
  }
}
