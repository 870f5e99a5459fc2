// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onLoginRequest } from '../../../src/core/modal/loginRequest'
import { startCloudRecovery } from '../../../src/core/wallet/cloudRecovery'
import { recoverWithPassword } from '../../../src/core/wallet/recoverWithPassword'
import { setWalletRecovery } from '../../../src/core/wallet/setWalletRecovery'
import { embeddedWalletCallbackCode } from '../../../src/core/wallet/walletCallbackCode'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { walletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('recovery with no one signed in', () => {
  it('A-6.03 W-6.04 W-8.29 setting or using a recovery asks the modal for LANDING and is must_be_authenticated, before the frame is asked', async () => {
    const frame = createFakeWalletFrame(h, createFakeWalletBackend())
    const client = walletClient(h, frame)
    await client.ready()
    const session = getWalletSession(client)
    let requests = 0
    onLoginRequest(client, () => requests++)
    const attempts = [
      () => setWalletRecovery(session, { method: 'user-passcode', password: 'correct-horse' }),
      () => recoverWithPassword(session, { password: 'correct-horse' }),
      () => recoverWithPassword(session, { password: 'correct-horse', address: ADDRESS }),
      () => startCloudRecovery(session, { provider: 'google-drive', redirectTo: 'http://127.0.0.1:5173/' }),
    ]
    for (const [index, attempt] of attempts.entries()) {
      const error = await attempt().catch((e: unknown) => e)
      expect(error).toMatchObject({ shortMessage: 'User must be authenticated before creating a Privy wallet' })
      expect(embeddedWalletCallbackCode(error)).toBe('must_be_authenticated')
      expect(requests).toBe(index + 1)
    }
    expect(frame.requests).toEqual([])
  })
})
