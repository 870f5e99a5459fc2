import type { LobbyClient, LobbyClientOptions } from '../../../src/core/client'
import { loginByEmail, type SandboxHarness } from '../../integration/sandboxHarness'
import { type FakeFrameControl, FRAME_BASE, HOST_ORIGIN } from './fakeWalletFrame'

let emails = 0

/** A client on the in-process sandbox whose wallet frame is `frame`, on the host origin of these tests. */
export function walletClient(
  h: SandboxHarness,
  frame: FakeFrameControl,
  options: Partial<LobbyClientOptions> = {},
): LobbyClient {
  return h.client({ walletFrameUrl: FRAME_BASE, mountWalletFrame: frame.mount, pageOrigin: HOST_ORIGIN, ...options })
}

/** A fresh email address per test. */
export function newEmail(prefix: string): string {
  emails += 1
  return `${prefix}-${Date.now()}-${emails}@example.com`
}

/** A client logged in by email through the sandbox's inbox. */
export async function loggedInWalletClient(
  h: SandboxHarness,
  frame: FakeFrameControl,
  options: Partial<LobbyClientOptions> & { email?: string } = {},
): Promise<LobbyClient> {
  const { email = newEmail('wallet'), ...rest } = options
  return loginByEmail(h, walletClient(h, frame, rest), email)
}
