import { EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE } from '@lobby/headless/core'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Sandbox } from '../../src/index.ts'
import {
  frameOn,
  privyWallet,
  signedInUser,
  siweBody,
  testDeviceKey,
  walletCalls,
  walletSandbox,
} from './walletTestKit.ts'

let sandbox: Sandbox
// With DATABASE_URL set, these routes run on that PostgreSQL server, where concurrent creations race
// for real (PGlite runs one transaction at a time).
const databaseUrl = process.env.DATABASE_URL

beforeAll(async () => {
  sandbox = await walletSandbox(databaseUrl ? { databaseUrl } : {})
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
})

const APP_ID = 'lobbysandboxallmethods001'

/** A signed-in user, the frame's calls, a device key and a privy wallet made with it (not yet registered). */
async function userWithWallet() {
  const user = await signedInUser(sandbox)
  const calls = walletCalls(sandbox, APP_ID)
  const device = await testDeviceKey(APP_ID)
  const wallet = await privyWallet(APP_ID, device.publicKey)
  return { ...user, calls, device, wallet }
}

describe('/api/v1/embedded_wallets', () => {
  it('W-5.24 registers one wallet per user and refuses the second with the spec text', async () => {
    const { client, token, calls, device, wallet: first } = await userWithWallet()
    const created = await calls.post('', first.body, token)
    expect(created.status).toBe(200)
    expect(created.body.address).toBe(first.address)
    const second = await privyWallet(APP_ID, device.publicKey)
    const refused = await calls.post('', second.body, token)
    expect(refused.status).toBe(400)
    expect(refused.body).toEqual({
      code: 'embedded_wallet_already_exists',
      error: 'Only one Privy wallet per user is currently allowed',
    })
    // Refused atomically: the second address is nowhere on the user.
    const me = await client.get('/users/me', token)
    expect(JSON.stringify(me.body)).not.toContain(second.address)
  }, 60_000)

  it('W-5.24 two concurrent creations for one user end with exactly one wallet', async () => {
    const { client, token, calls, device } = await userWithWallet()
    const [a, b] = await Promise.all([privyWallet(APP_ID, device.publicKey), privyWallet(APP_ID, device.publicKey)])
    const answers = await Promise.all([calls.post('', a.body, token), calls.post('', b.body, token)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({
      code: 'embedded_wallet_already_exists',
      error: 'Only one Privy wallet per user is currently allowed',
    })
    const me = (await client.get('/users/me', token)).body.user as { linked_accounts: Array<{ type: string }> }
    expect(me.linked_accounts.filter((account) => account.type === 'wallet')).toHaveLength(1)
  }, 60_000)

  it('refuses shares not signed by the wallet, a proof over other shares or another device key, calls from another origin or none, and requests without a valid access token', async () => {
    const { token, calls, device, wallet } = await userWithWallet()
    const other = await privyWallet(APP_ID, device.publicKey)
    const proofRefusal = { code: 'invalid_data', error: "The proof is not the wallet's signature of its new shares." }
    const mismatched = await calls.post('', { ...wallet.body, address: other.address }, token)
    expect(mismatched.status).toBe(403)
    expect(mismatched.body).toEqual(proofRefusal)
    // The wallet's proof vouches for its own shares and key only: swapping any of them is refused.
    for (const swap of [
      { auth_share: other.body.auth_share },
      { recovery_share: other.body.recovery_share },
      { device_public_key: (await testDeviceKey(APP_ID)).publicKey },
    ]) {
      const swapped = await calls.post('', { ...wallet.body, ...swap }, token)
      expect(swapped.status).toBe(403)
      expect(swapped.body).toEqual(proofRefusal)
    }
    for (const origin of [null, 'http://127.0.0.1:5173']) {
      const foreign = await walletCalls(sandbox, APP_ID, origin).post('', wallet.body, token)
      expect(foreign.status).toBe(403)
      expect(foreign.body).toEqual({
        code: 'invalid_origin',
        error: "Embedded wallet calls come from the wallet frame's origin only.",
      })
    }
    expect((await calls.post('', wallet.body, 'not-a-token')).status).toBe(401)
    expect((await calls.post('', { address: 'nope' }, token)).status).toBe(400)
    // Nothing was registered by the refusals: the real body still creates the wallet.
    expect((await calls.post('', wallet.body, token)).status).toBe(200)
  }, 60_000)

  it("a page holding only the access token cannot overwrite the shares: a reshare needs the wallet key's signature", async () => {
    const { token, calls, device, wallet } = await userWithWallet()
    await calls.post('', wallet.body, token)
    const attacker = await privyWallet(APP_ID, device.publicKey)
    const overwrite = await calls.post(
      '/recovery',
      { ...attacker.body, address: wallet.address, chain_type: undefined },
      token,
    )
    expect(overwrite.status).toBe(403)
    const release = await device.release(calls, token, wallet.address, 'connect')
    const released = await calls.post('/auth_share', { ...release, purpose: 'connect' }, token)
    expect(released.body.auth_share).toBe(wallet.body.auth_share)
  }, 60_000)

  it("releases the shares to their owner's device key only, each challenge once", async () => {
    const owner = await userWithWallet()
    const stranger = await signedInUser(sandbox)
    const { calls, device, wallet, token } = owner
    await calls.post('', wallet.body, token)
    const release = await device.release(calls, token, wallet.address, 'connect')
    const released = await calls.post('/auth_share', { ...release, purpose: 'connect' }, token)
    expect(released.body.auth_share).toBe(wallet.body.auth_share)
    // Spent: the same signed challenge releases nothing again.
    const replayed = await calls.post('/auth_share', { ...release, purpose: 'connect' }, token)
    expect(replayed.status).toBe(403)
    const recovery = await calls.post(
      '/recovery_share',
      await device.release(calls, token, wallet.address, 'recover'),
      token,
    )
    expect(recovery.body).toMatchObject({
      recovery_method: 'privy',
      recovery_share: wallet.body.recovery_share,
      auth_share: wallet.body.auth_share,
    })
    for (const purpose of ['connect', 'recover']) {
      const refused = await calls.post('/challenge', { address: wallet.address, purpose }, stranger.token)
      expect(refused.status).toBe(404)
      expect(refused.body.code).toBe('embedded_wallet_not_found')
    }
  }, 60_000)

  it('W-8.19 the export and a recovery need a recent MFA verification when the user has MFA (missing_or_invalid_mfa)', async () => {
    const { client, token, calls, device, wallet } = await userWithWallet()
    await calls.post('', wallet.body, token)
    const ask = async (path: string, purpose: 'connect' | 'export' | 'recover') => {
      const release = await device.release(calls, token, wallet.address, purpose)
      return calls.post(path, purpose === 'recover' ? release : { ...release, purpose }, token)
    }
    expect((await ask('/auth_share', 'export')).status).toBe(200)
    expect((await ask('/recovery_share', 'recover')).status).toBe(200)
    // Enrol TOTP the way the MFA routes do, then ask again without verifying in this session.
    const me = (await client.get('/users/me', token)).body.user as { id: string }
    await sandbox.store.db.query(`insert into mfa_factors (user_id, method, verified_at) values ($1, 'totp', $2)`, [
      me.id,
      Date.now(),
    ])
    await sandbox.store.db.query(
      `update users set mfa_methods = '[{"type":"totp","verifiedAt":1}]'::jsonb where id = $1`,
      [me.id],
    )
    for (const [path, purpose] of [
      ['/auth_share', 'export'],
      ['/recovery_share', 'recover'],
    ] as const) {
      const gated = await ask(path, purpose)
      expect(gated.status).toBe(403)
      expect(gated.body.code).toBe('missing_or_invalid_mfa')
      expect(JSON.stringify(gated.body)).not.toContain(wallet.body.auth_share)
    }
    // Connecting is not gated.
    expect((await ask('/auth_share', 'connect')).status).toBe(200)
  }, 60_000)

  it('A-5.27 W-5.25 a signature by the embedded wallet neither logs in nor links, and the embedded wallet is never unlinked', async () => {
    const owner = await userWithWallet()
    const { wallet } = owner
    expect((await owner.calls.post('', wallet.body, owner.token)).status).toBe(200)
    const signed = (token?: string) => siweBody(owner.client, wallet.account, token)
    const refusal = { code: 'invalid_data', error: EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE }
    const login = await owner.client.post('/siwe/authenticate', await signed())
    expect(login.status).toBe(400)
    expect(login.body).toEqual(refusal)
    const other = await signedInUser(sandbox)
    const link = await other.client.post('/siwe/link', await signed(other.token), other.token)
    expect(link.status).toBe(400)
    expect(link.body).toEqual(refusal)
    const unlink = await owner.client.post('/siwe/unlink', { address: wallet.address }, owner.token)
    expect(unlink.status).toBe(400)
    expect(unlink.body).toEqual(refusal)
    // Nothing changed: the owner still has the wallet, the other user never got it.
    expect(JSON.stringify((await owner.client.get('/users/me', owner.token)).body)).toContain(wallet.address)
    expect(JSON.stringify((await other.client.get('/users/me', other.token)).body)).not.toContain(wallet.address)
  }, 60_000)

  it('an embedded wallet does not take the place of the one external wallet a user may link', async () => {
    const { client, token } = await signedInUser(sandbox)
    await frameOn(sandbox, 'all-methods').send('lobby:wallet:create', { accessToken: token })
    const external = mnemonicToAccount(generateMnemonic(english))
    const linked = await client.post('/siwe/link', await siweBody(client, external, token), token)
    expect(linked.status).toBe(200)
    const wallets = (
      linked.body.user as { linked_accounts: Array<{ type: string; connector_type?: string }> }
    ).linked_accounts.filter((account) => account.type === 'wallet')
    expect(wallets.map((wallet) => wallet.connector_type).sort()).toEqual(['embedded', 'injected'])
  }, 60_000)
})
