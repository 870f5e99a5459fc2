import type { TestProject } from 'vitest/node'
import { launchBrowserServer } from './chromium.ts'
import { startStackServers } from './stackServers.ts'

/**
 * One sandbox, one docs dev server and one Chromium for the whole e2e run, as `npm start` runs
 * them: each file starting its own paid for a sandbox, for compiling the docs app again and for a
 * browser launch. The sandbox runs its anvil chains, since some files send on them. Test files get
 * the addresses through `inject('lobbyStack')` and the browser through `inject('lobbyBrowser')`
 * (`startLobbyStack()` and `openBrowser()` do it), so they must not rely on a fresh sandbox: new
 * users per test, and a switch a test flips is flipped back. Each file's browser contexts are its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The docs compile while the unit projects run, so no e2e file's first visit waits on it.
  const [servers, browser] = await Promise.all([
    startStackServers({ chains: true, shared: true }),
    launchBrowserServer(),
  ])
  const { close, ...addresses } = servers
  project.provide('lobbyStack', addresses)
  project.provide('lobbyBrowser', browser.wsEndpoint())
  return async () => {
    await browser.close()
    await close()
  }
}
