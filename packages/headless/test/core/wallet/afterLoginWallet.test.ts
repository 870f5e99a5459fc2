// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { afterLoginScreen, nextStepAfterLogin } from '../../../src/core/auth/afterLogin'
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

describe('after login', () => {
  it('W-4.13 W-2.11 terms first, then the wallet creation screen for a user without a wallet, and close once it exists', async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, createFakeWalletBackend()))
    const { user, config } = client.store.getSnapshot()
    if (!user || !config) throw new Error('not signed in')
    const createOnLogin = { ...config, embeddedWallets: { createOnLogin: 'users-without-wallets' as const } }
    const terms = { ...createOnLogin, legal: { ...config.legal, requireUsersAcceptTerms: true } }

    expect(afterLoginScreen(nextStepAfterLogin({ ...user, hasAcceptedTerms: false }, terms))).toBe(
      'AFFIRMATIVE_CONSENT_SCREEN',
    )
    expect(afterLoginScreen(nextStepAfterLogin({ ...user, hasAcceptedTerms: true }, terms))).toBe(
      'EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN',
    )
    expect(nextStepAfterLogin(user, { ...config, embeddedWallets: { createOnLogin: 'off' } })).toBe('close')

    await createEmbeddedWallet(getWalletSession(client), { afterLogin: true })
    const withWallet = client.store.getSnapshot().user
    if (!withWallet) throw new Error('signed out')
    expect(nextStepAfterLogin(withWallet, createOnLogin)).toBe('close')
    expect(afterLoginScreen('close')).toBeNull()
  })
})
