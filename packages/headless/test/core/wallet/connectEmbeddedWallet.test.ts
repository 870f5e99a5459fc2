// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { connectEmbeddedWallet } from '../../../src/core/wallet/connectEmbeddedWallet'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { loggedInWalletClient, newEmail } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const operations = (frame: { requests: Array<{ kind: string; input: unknown }> }) =>
  frame.requests.filter((r) => r.kind !== 'lobby:frame:ready')

/** A user with a wallet made on one device, then a second device (its own browser storage and frame shares). */
async function walletOnOtherDevice(recoveryPassword?: string) {
  const email = newEmail('connect')
  const first = createFakeWalletFrame(h, backend)
  const creator = await loggedInWalletClient(h, first, { email })
  const { address } = await createEmbeddedWallet(getWalletSession(creator), { recoveryPassword })
  const second = createFakeWalletFrame(h, backend)
  const client = await loggedInWalletClient(h, second, { email, storage: new MemoryStorage() })
  return { address, client, frame: second, first, email }
}

describe('connectEmbeddedWallet', () => {
  it('W-2.14 W-4.14 unlocks the wallet whose share is on this device', async () => {
    const email = newEmail('connect-same')
    const frame = createFakeWalletFrame(h, backend)
    const creator = await loggedInWalletClient(h, frame, { email })
    const { address } = await createEmbeddedWallet(getWalletSession(creator))
    // The same browser (same device shares), a new page: a new client and a new frame.
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend, frame.device), { email })
    const session = getWalletSession(client)
    expect(session.isConnected(address)).toBe(false)
    const result = await connectEmbeddedWallet(session)
    expect(result).toMatchObject({ status: 'connected', wallet: { address } })
    expect(session.isConnected(address)).toBe(true)
  })

  it('W-4.15 a provider-managed wallet missing on this device is recovered automatically', async () => {
    const { address, client, frame } = await walletOnOtherDevice()
    const result = await connectEmbeddedWallet(getWalletSession(client))
    expect(result.status).toBe('connected')
    expect(operations(frame).map((r) => r.kind)).toEqual(['lobby:wallet:connect', 'lobby:wallet:recover'])
    expect(operations(frame)[1]?.input).toMatchObject({ address, recoveryMethod: 'privy' })
    expect(frame.device.has(address.toLowerCase())).toBe(true)
  })

  it('W-4.16 W-4.21 a password wallet missing on this device waits on the password recovery screen', async () => {
    const { address, client, frame } = await walletOnOtherDevice('correct-horse')
    const session = getWalletSession(client)
    const result = await connectEmbeddedWallet(session)
    expect(result).toMatchObject({
      status: 'needs-recovery',
      recovery: { address, recoveryMethod: 'user-passcode', screen: 'EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN' },
    })
    expect(session.store.getSnapshot().pendingRecovery?.screen).toBe('EMBEDDED_WALLET_PASSWORD_RECOVERY_SCREEN')
    expect(operations(frame).map((r) => r.kind)).toEqual(['lobby:wallet:connect'])
    expect(session.isConnected(address)).toBe(false)
  })

  it('W-6.05 an MFA check the app requires runs after the wallet is unlocked, and its failure leaves it locked', async () => {
    const email = newEmail('connect-mfa')
    const frame = createFakeWalletFrame(h, backend)
    const creator = await loggedInWalletClient(h, frame, { email })
    const { address } = await createEmbeddedWallet(getWalletSession(creator))
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend, frame.device), { email })
    const session = getWalletSession(client)
    const verifyMfa = vi.fn().mockRejectedValueOnce(new Error('MFA canceled')).mockResolvedValueOnce(undefined)
    await expect(connectEmbeddedWallet(session, { verifyMfa })).rejects.toBeTruthy()
    expect(session.isConnected(address)).toBe(false)
    await connectEmbeddedWallet(session, { verifyMfa })
    expect(verifyMfa).toHaveBeenCalledTimes(2)
    expect(session.isConnected(address)).toBe(true)
  })

  it("W-8.11 a user without an embedded wallet gets 'User must be authenticated and have a Privy wallet before it can be connected'", async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    await expect(connectEmbeddedWallet(getWalletSession(client))).rejects.toMatchObject({
      shortMessage: 'User must be authenticated and have a Privy wallet before it can be connected',
    })
  })

  it('behavior: two connects at once share one frame request', async () => {
    const { client, frame } = await walletOnOtherDevice()
    const session = getWalletSession(client)
    const [a, b] = await Promise.all([connectEmbeddedWallet(session), connectEmbeddedWallet(session)])
    expect(a).toBe(b)
    expect(frame.requests.filter((r) => r.kind === 'lobby:wallet:connect')).toHaveLength(1)
  })
})
