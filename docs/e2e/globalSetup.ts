import type { TestProject } from 'vitest/node'
import { startStackServers } from './stackServers.ts'

/**
 * One sandbox and one docs dev server for the whole e2e run, as `npm start` runs them: each file
 * starting its own paid for a sandbox and for compiling the docs app again. The sandbox runs its
 * anvil chains, since some files send on them. Test files get the addresses through
 * `inject('lobbyStack')` (`startLobbyStack()` does it), so they must not rely on a fresh sandbox:
 * new users per test, and a switch a test flips is flipped back.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The docs compile while the unit projects run, so no e2e file's first visit waits on it.
  const servers = await startStackServers({ chains: true, shared: true })
  const { close, ...addresses } = servers
  project.provide('lobbyStack', addresses)
  return close
}
