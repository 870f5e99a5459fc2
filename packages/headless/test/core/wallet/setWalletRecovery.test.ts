// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getEmbeddedWallets } from '../../../src/core/wallet/embeddedWallets'
import { setWalletRecovery } from '../../../src/core/wallet/setWalletRecovery'
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

describe('setWalletRecovery', () => {
  it('W-2.22 a recovery password is set in the frame for the unlocked wallet', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    const { address } = await createEmbeddedWallet(session)
    const result = await setWalletRecovery(session, { method: 'user-passcode', password: 'correct-horse' })
    expect(result).toEqual({ address, recoveryMethod: 'user-passcode' })
    expect(frame.requests.at(-1)).toEqual({
      kind: 'lobby:wallet:set-recovery',
      input: {
        accessToken: await client.getAccessToken(),
        address,
        method: 'user-passcode',
        password: 'correct-horse',
      },
    })
    expect(backend.wallets.get(address.toLowerCase())?.password).toBe('correct-horse')
  })

  it('W-2.17 automatic recovery is set with the provider-managed method', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    await createEmbeddedWallet(session, { recoveryPassword: 'correct-horse' })
    await setWalletRecovery(session, { method: 'provider-managed' })
    expect(frame.requests.at(-1)?.input).toMatchObject({ method: 'privy' })
  })

  it('W-5.29 a Solana wallet is refused while the Ethereum wallet uses user-owned recovery', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    await createEmbeddedWallet(session, { recoveryPassword: 'correct-horse' })
    const before = frame.requests.length
    await expect(createEmbeddedWallet(session, { chainType: 'solana' })).rejects.toMatchObject({
      code: 'wallet.solana_with_user_recovery',
    })
    expect(frame.requests).toHaveLength(before)
  })

  it('W-5.30 W-3.01 with a provider-managed Ethereum wallet a Solana wallet is made, and then user-owned recovery is refused', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    await createEmbeddedWallet(session)
    const { address } = await createEmbeddedWallet(session, { chainType: 'solana' })
    expect(getEmbeddedWallets(client.store.getSnapshot().user, 'solana')).toMatchObject([
      { address, chainType: 'solana' },
    ])
    const before = frame.requests.length
    await expect(
      setWalletRecovery(session, { method: 'user-passcode', password: 'correct-horse' }),
    ).rejects.toMatchObject({
      code: 'wallet.user_recovery_with_solana',
    })
    expect(frame.requests).toHaveLength(before)
  })
})
