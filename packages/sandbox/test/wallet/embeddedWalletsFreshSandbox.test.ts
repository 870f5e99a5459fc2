import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/index.ts'
import { newWallet, sharesBody, walletUserOverHttp } from './walletTestKit.ts'

// The sandbox starts inside the test, not in a beforeAll: the wallet routes' texts, body schemas
// and recovery-method list are made while the sandbox starts, and only code that runs inside a
// test counts for the mutation run (scripts/mutation.mjs) that this test guards.
describe('the wallet routes of a freshly started sandbox', () => {
  it('W-5.29 W-5.30 refuse a Solana wallet next to user-owned recovery and user-owned recovery next to one, name malformed fields, and store the sealing scheme', async () => {
    const running = await startSandbox({ port: 0 })
    try {
      // W-5.29, after an iCloud backup.
      const icloud = await walletUserOverHttp(running)
      await icloud.create('ethereum', 'icloud')
      const solana = (await icloud.create('solana').catch((error: Error) => error)) as Error
      expect(solana.message).toContain(
        'A Solana wallet cannot be created while the Ethereum wallet has user-owned recovery: set automatic recovery first.',
      )
      // W-5.30, to a password or Google Drive.
      const user = await walletUserOverHttp(running)
      const ethereum = await user.create('ethereum')
      await user.create('solana')
      for (const method of ['user-passcode', 'google-drive'] as const) {
        const body = await sharesBody(user.api.appId, 'ethereum', ethereum, user.device.publicKey, method)
        expect(await user.calls.post('/recovery', body, user.token), method).toEqual({
          status: 400,
          body: {
            code: 'invalid_data',
            error: 'User-controlled recovery cannot be set for a user with a Solana wallet.',
          },
        })
      }
      // The envelope of automatic recovery as stored, which a later sandbox on the same data must still read.
      const [row] = await running.sandbox.store.db.query<{ recovery_share: unknown }>(
        'select recovery_share from embedded_wallets where address = $1',
        [ethereum.address],
      )
      expect(row?.recovery_share).toEqual({
        scheme: 'server-aes-256-gcm',
        iv: expect.any(String),
        ciphertext: expect.any(String),
      })
      // Malformed fields, each named with what it must be; nothing is stored.
      const fresh = await walletUserOverHttp(running)
      const { body } = await newWallet(fresh.api.appId, fresh.device.publicKey, 'ethereum', 'user-passcode')
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ auth_share: 'not base64!' }, 'Invalid "auth_share": a base64 key share.'],
        [{ address: '0x1234' }, 'Invalid "address": not a wallet address.'],
        [{ device_public_key: 'key with spaces' }, 'Invalid "device_public_key": a base64 public key.'],
        // Base64 at its end only: the whole value must be base64.
        [
          { sealed_recovery_share: { ...body.sealed_recovery_share, iv: '!not base64 AAAA' } },
          'Invalid "sealed_recovery_share.iv": base64.',
        ],
      ]
      for (const [change, error] of cases) {
        expect(await fresh.calls.post('', { ...body, ...change }, fresh.token)).toEqual({
          status: 400,
          body: { code: 'invalid_data', error },
        })
      }
      expect(await fresh.walletAccounts()).toEqual([])
    } finally {
      await running.close()
    }
  }, 120_000)
})
