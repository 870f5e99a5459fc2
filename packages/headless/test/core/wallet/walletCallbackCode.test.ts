// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignRequest, type SignRequest } from '../../../src/core/transactions/signRequest'
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

  it('W-8.29 W-5.27 W-5.28 a message the sign request refuses is invalid_message: empty for personal_sign, not a string for solana_signMessage', async () => {
    const flow = createSignRequest({
      signer: {
        address: '0x0000000000000000000000000000000000000001',
        signMessage: async () => '0x',
        signTypedData: async () => '0x',
      },
      solanaSigner: { publicKey: '11111111111111111111111111111111', signMessage: async () => 'signed' },
      noPromptOnSignature: true,
    })
    const refusal = (request: unknown) => flow.sign(request as SignRequest).catch((e: unknown) => e)
    const empty = await refusal({ method: 'personal_sign', data: '' })
    expect(empty).toMatchObject({ message: 'Message must be a non-empty string' })
    expect(embeddedWalletCallbackCode(empty, 'sign')).toBe('invalid_message')
    const bytes = await refusal({ method: 'solana_signMessage', data: new Uint8Array([1, 2]) })
    expect(embeddedWalletCallbackCode(bytes, 'sign')).toBe('invalid_message')
    // A signer that fails is not the message's fault.
    expect(embeddedWalletCallbackCode(new Error('frame gone'), 'sign')).toBe('unable_to_sign')
  })
})
