// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { afterLoginScreen, nextStepAfterLogin } from '../../../src/core/auth/afterLogin'
import { createLoginWithSiwe } from '../../../src/core/auth/loginWithSiwe'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { localWallet } from '../../integration/localWallet'
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

  it("W-3.12 W-4.13 'users-without-wallets' makes no embedded wallet for a user who signed in with their own wallet", async () => {
    const client = h.client()
    await client.ready()
    await createLoginWithSiwe(client, { page: { host: 'localhost:3000', origin: 'http://localhost:3000' } }).signIn(
      localWallet().provider,
    )
    const { user, config } = client.store.getSnapshot()
    if (!user || !config) throw new Error('not signed in')
    const createOnLogin = { ...config, embeddedWallets: { createOnLogin: 'users-without-wallets' as const } }
    expect(user.linkedAccounts.map((account) => account.walletClientType)).toEqual(['unknown'])
    expect(nextStepAfterLogin(user, createOnLogin)).toBe('close')
  })
})
