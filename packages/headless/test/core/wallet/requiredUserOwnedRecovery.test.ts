// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { loggedInWalletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const REQUIRED = { config: { embeddedWallets: { requireUserOwnedRecoveryOnCreate: true } } }

describe('an app that requires user-owned recovery at creation', () => {
  it('W-6.07 a creation without the user’s password is refused before the frame is asked, on either chain', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const session = getWalletSession(await loggedInWalletClient(h, frame, REQUIRED))
    for (const chainType of ['ethereum', 'solana'] as const) {
      await expect(createEmbeddedWallet(session, { chainType })).rejects.toMatchObject({
        code: 'wallet.user_owned_recovery_required',
        message: 'This app requires a recovery password or a cloud backup when a wallet is created.',
      })
    }
    expect(frame.requests.filter((r) => r.kind.endsWith(':create'))).toEqual([])
    expect(session.store.getSnapshot().creation.status).toBe('failed')
  })

  it('W-6.07 a creation with the user’s password goes ahead; an app without the requirement needs none', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const session = getWalletSession(await loggedInWalletClient(h, frame, REQUIRED))
    const { address } = await createEmbeddedWallet(session, { recoveryPassword: 'correct-horse' })
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(frame.requests.find((r) => r.kind === 'lobby:wallet:create')?.input).toMatchObject({
      recoveryPassword: 'correct-horse',
    })
    const free = getWalletSession(await loggedInWalletClient(h, createFakeWalletFrame(h, backend)))
    expect((await createEmbeddedWallet(free)).address).toMatch(/^0x/)
  })
})
