// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connectEmbeddedWallet } from '../../../src/core/wallet/connectEmbeddedWallet'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { embeddedWalletCallbackCode } from '../../../src/core/wallet/walletCallbackCode'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame } from './fakeWalletFrame'
import { loggedInWalletClient, walletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()

describe('embeddedWalletCallbackCode', () => {
  it('W-8.29 the wallet flows’ failures reach host callbacks as the spec’s codes', async () => {
    const signedOut = walletClient(h, createFakeWalletFrame(h, backend))
    await signedOut.ready()
    const notAuthenticated = await createEmbeddedWallet(getWalletSession(signedOut)).catch((e: unknown) => e)
    expect(embeddedWalletCallbackCode(notAuthenticated)).toBe('must_be_authenticated')

    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    const session = getWalletSession(client)
    const noWallet = await connectEmbeddedWallet(session).catch((e: unknown) => e)
    expect(embeddedWalletCallbackCode(noWallet)).toBe('embedded_wallet_not_found')
    await createEmbeddedWallet(session)
    const second = await createEmbeddedWallet(session).catch((e: unknown) => e)
    expect(embeddedWalletCallbackCode(second)).toBe('embedded_wallet_already_exists')
    expect(embeddedWalletCallbackCode(new Error('boom'))).toBe('unknown_embedded_wallet_error')
  })
})
