import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createServer, type ViteDevServer } from 'vite'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))
export const artifactsDir = join(docsRoot, 'e2e', 'artifacts')

/** Debian's Chromium; LOBBY_CHROMIUM overrides it. Never a downloaded browser. */
export const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'

// Without the background-networking switches Chromium keeps dialing out, which a closed
// network refuses over and over; --no-sandbox because CI runs as root.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's package (apt-get install -y chromium) or set LOBBY_CHROMIUM.`,
    )
  }
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS })
}

export type DocsServer = { url: string; close(): Promise<void> }

/** Serves the docs site on a free loopback port, in-process. */
export async function startDocs(env: Record<string, string> = {}): Promise<DocsServer> {
  for (const [key, value] of Object.entries(env)) process.env[key] = value
  const server: ViteDevServer = await createServer({
    configFile: join(docsRoot, 'vite.config.ts'),
    root: docsRoot,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('docs server has no TCP address')
  return { url: `http://127.0.0.1:${address.port}`, close: () => server.close() }
}

/** Keeps a screenshot of the current step as a test artifact. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) })
}
