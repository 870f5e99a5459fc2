import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadApps, type Sandbox, type SandboxAppDefinition } from '../../src/index.ts'
import { newWallet, signedInUser, testDeviceKey, walletCalls, walletSandbox } from './walletTestKit.ts'

// The app's server config requires user-owned recovery at creation: a caller holding only a token
// (a page script, a client that skips the password screen) may not make a wallet without it.
const SLUG = 'recovery-required'
const APP_ID = 'lobbysandboxrecoveryreq01'

function appsRequiringUserOwnedRecovery(): SandboxAppDefinition[] {
  const apps = loadApps()
  const allMethods = apps.find((app) => app.slug === 'all-methods')
  if (!allMethods) throw new Error('the bundled apps have no all-methods app')
  const config = allMethods.config.embedded_wallet_config as Record<string, unknown> | undefined
  return [
    ...apps,
    {
      ...allMethods,
      slug: SLUG,
      id: APP_ID,
      name: 'Recovery required',
      config: {
        ...allMethods.config,
        embedded_wallet_config: { ...config, require_user_owned_recovery_on_create: true },
      },
    },
  ]
}

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await walletSandbox({ apps: appsRequiringUserOwnedRecovery() })
}, 60_000)
afterAll(() => sandbox.close())

describe('POST /api/v1/embedded_wallets in an app that requires user-owned recovery', () => {
  it('W-6.07 attack: a wallet with automatic recovery is refused on either chain; a password or cloud one is created', async () => {
    const { token } = await signedInUser(sandbox, SLUG)
    const calls = walletCalls(sandbox, APP_ID)
    const device = await testDeviceKey(APP_ID)
    const refused = {
      status: 400,
      body: {
        code: 'invalid_data',
        error: 'This app requires a recovery password or a cloud backup when a wallet is created.',
      },
    }
    for (const chain of ['ethereum', 'solana'] as const) {
      const automatic = await newWallet(APP_ID, device.publicKey, chain, 'privy')
      expect(await calls.post('', automatic.body, token)).toEqual(refused)
    }
    const password = await newWallet(APP_ID, device.publicKey, 'ethereum', 'user-passcode')
    const created = await calls.post('', password.body, token)
    expect(created.status).toBe(200)
    expect(created.body.address).toBe(password.address)
    const second = await signedInUser(sandbox, SLUG)
    const drive = await newWallet(APP_ID, device.publicKey, 'ethereum', 'google-drive')
    expect((await calls.post('', drive.body, second.token)).status).toBe(200)

    // Another app without the requirement still takes automatic recovery.
    const other = await signedInUser(sandbox, 'all-methods')
    const otherId = sandbox.apps['all-methods']?.id ?? ''
    const otherDevice = await testDeviceKey(otherId)
    const automatic = await newWallet(otherId, otherDevice.publicKey, 'ethereum', 'privy')
    expect((await walletCalls(sandbox, otherId).post('', automatic.body, other.token)).status).toBe(200)
  })
})
