import { existsSync } from 'node:fs'
import { type Browser, type BrowserServer, chromium } from 'playwright-core'

// Debian's Chromium as the browser tests run it: launched by a test file, or once for a whole run
// (`globalSetup.ts`), which the files then connect to. Nothing here imports vitest's test API, which
// only a test file may use.

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

function launchOptions() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `No Chromium at ${chromiumPath}. Install Debian's package (apt-get install -y chromium) or set LOBBY_CHROMIUM.`,
    )
  }
  return { executablePath: chromiumPath, headless: true, args: CHROMIUM_ARGS }
}

/** A Chromium of the caller's own. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch(launchOptions())
}

/**
 * A Chromium that test files connect to (`chromium.connect(server.wsEndpoint())`): one launch for
 * a run instead of one per file. A file's connection sees only the contexts it makes, and closing
 * it drops them.
 */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions())
}
