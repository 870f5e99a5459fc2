// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyClient } from '../../../src/core/client'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { requestFarcasterSigner, signFarcasterMessage } from '../../../src/core/wallet/farcasterFrameSigner'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { loggedInWalletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
let fids = 40_000

/** Links a Farcaster account to the signed-in user behind the API (the login flow is tested elsewhere). */
async function linkFarcaster(client: LobbyClient) {
  const user = client.store.getSnapshot().user
  if (!user) throw new Error('not signed in')
  fids += 1
  await h.sandbox.store.insertAccount(h.sandbox.store.db, {
    userId: user.id,
    appId: client.appId,
    type: 'farcaster',
    identifier: String(fids),
    details: { fid: fids, signer_public_key: null },
    at: h.now(),
  })
  await client.refreshUser()
}

const approveAtRelay = (publicKey: string) =>
  h.sandbox.app.fetch(
    new Request(`${API_URL}/_sandbox/farcaster/signer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ public_key: publicKey, decision: 'approve' }),
    }),
  )

describe('Farcaster signer in the frame', () => {
  it('A-4.28 the key is made in the frame; once approved the user is refreshed and can sign with it', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    await createEmbeddedWallet(getWalletSession(client))
    await linkFarcaster(client)
    const session = getWalletSession(client)
    const signer = await requestFarcasterSigner(session, {
      onPending: (pending) => void approveAtRelay(pending.public_key),
    })
    expect(signer.status).toBe('approved')
    expect(client.store.getSnapshot().user?.farcaster?.signerPublicKey).toBe(signer.public_key)
    expect(await signFarcasterMessage(session, 'cast:hello')).toEqual({ signature: 'signed:cast:hello' })
  })

  it('W-6.11 W-6.12 a signer needs an embedded wallet and a Farcaster account, and signing needs the signer key', async () => {
    const frame = createFakeWalletFrame(h, backend)
    const client = await loggedInWalletClient(h, frame)
    const session = getWalletSession(client)
    await linkFarcaster(client)
    await expect(requestFarcasterSigner(session)).rejects.toMatchObject({ code: 'farcaster.signer_needs_accounts' })
    await createEmbeddedWallet(session)
    const before = frame.requests.length
    await expect(signFarcasterMessage(session, 'cast')).rejects.toMatchObject({ code: 'farcaster.no_signer' })
    expect(frame.requests).toHaveLength(before)
  })
})
