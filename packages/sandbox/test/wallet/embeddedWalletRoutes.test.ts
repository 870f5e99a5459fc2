import { EMBEDDED_WALLET_NOT_LINKABLE_MESSAGE, splitMnemonic } from '@lobby/headless/core'
import { base64 } from '@scure/base'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { possessionMessage } from '../../src/frame/possessionProof.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { frameOn, signedInUser } from './walletTestKit.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await createSandbox()
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
})

const APP_ID = 'lobbysandboxallmethods001'

/** Shares of a fresh Ethereum key, as the frame would send them for automatic recovery. */
async function privyWallet() {
  const mnemonic = generateMnemonic(english)
  const shares = await splitMnemonic(mnemonic)
  const account = mnemonicToAccount(mnemonic)
  const authShare = base64.encode(shares.auth)
  return {
    address: account.address,
    account,
    body: {
      chain_type: 'ethereum',
      address: account.address,
      recovery_method: 'privy',
      auth_share: authShare,
      recovery_share: base64.encode(shares.recovery),
      proof: await account.signMessage({ message: possessionMessage(APP_ID, account.address, authShare) }),
    },
  }
}

/** A SIWE body for `account`: a nonce from siwe/init (with `token` when linking), the message, its signature. */
async function siweBody(
  client: Awaited<ReturnType<typeof signedInUser>>['client'],
  account: { address: `0x${string}`; signMessage(args: { message: string }): Promise<`0x${string}`> },
  token?: string,
) {
  const init = await client.post('/siwe/init', { address: account.address }, token)
  const message = createSiweMessage({
    address: account.address,
    chainId: 1,
    domain: 'sandbox.test',
    nonce: init.body.nonce as string,
    uri: 'http://sandbox.test',
    version: '1',
  })
  return { message, signature: await account.signMessage({ message }), chainId: 'eip155:1' }
}

describe('/api/v1/embedded_wallets', () => {
  it('W-5.24 registers one wallet per user and refuses the second with the spec text', async () => {
    const { client, token } = await signedInUser(sandbox)
    const first = await privyWallet()
    const created = await client.post('/embedded_wallets', first.body, token)
    expect(created.status).toBe(200)
    expect(created.body.address).toBe(first.address)
    const second = await privyWallet()
    const refused = await client.post('/embedded_wallets', second.body, token)
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
    const { client, token } = await signedInUser(sandbox)
    const [a, b] = await Promise.all([privyWallet(), privyWallet()])
    const answers = await Promise.all([
      client.post('/embedded_wallets', a.body, token),
      client.post('/embedded_wallets', b.body, token),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400])
    const me = (await client.get('/users/me', token)).body.user as { linked_accounts: Array<{ type: string }> }
    expect(me.linked_accounts.filter((account) => account.type === 'wallet')).toHaveLength(1)
  }, 60_000)

  it('refuses shares not signed by the wallet, shares that do not rebuild it, and requests without a valid access token', async () => {
    const { client, token } = await signedInUser(sandbox)
    const wallet = await privyWallet()
    const other = await privyWallet()
    const mismatched = await client.post('/embedded_wallets', { ...wallet.body, address: other.address }, token)
    expect(mismatched.status).toBe(403)
    // Signed by the right key but with shares of another one: the shares do not rebuild the address.
    const foreignShares = {
      ...other.body,
      proof: await other.account.signMessage({
        message: possessionMessage(APP_ID, other.address, wallet.body.auth_share),
      }),
      auth_share: wallet.body.auth_share,
    }
    const rebuilt = await client.post('/embedded_wallets', foreignShares, token)
    expect(rebuilt.status).toBe(400)
    expect(rebuilt.body.error).toBe('The key shares do not rebuild this address.')
    expect((await client.post('/embedded_wallets', wallet.body, 'not-a-token')).status).toBe(401)
    expect((await client.post('/embedded_wallets', { address: 'nope' }, token)).status).toBe(400)
  }, 60_000)

  it("a page holding only the access token cannot overwrite the shares: a reshare needs the wallet key's signature", async () => {
    const { client, token } = await signedInUser(sandbox)
    const wallet = await privyWallet()
    await client.post('/embedded_wallets', wallet.body, token)
    const attacker = await privyWallet()
    const overwrite = await client.post(
      '/embedded_wallets/recovery',
      { ...attacker.body, address: wallet.address, chain_type: undefined },
      token,
    )
    expect(overwrite.status).toBe(403)
    const released = await client.post('/embedded_wallets/auth_share', { address: wallet.address }, token)
    expect(released.body.auth_share).toBe(wallet.body.auth_share)
  }, 60_000)

  it('releases the shares to their owner only', async () => {
    const owner = await signedInUser(sandbox)
    const stranger = await signedInUser(sandbox)
    const wallet = await privyWallet()
    await owner.client.post('/embedded_wallets', wallet.body, owner.token)
    const released = await owner.client.post('/embedded_wallets/auth_share', { address: wallet.address }, owner.token)
    expect(released.body.auth_share).toBe(wallet.body.auth_share)
    const recovery = await owner.client.post(
      '/embedded_wallets/recovery_share',
      { address: wallet.address },
      owner.token,
    )
    expect(recovery.body).toMatchObject({ recovery_method: 'privy', recovery_share: wallet.body.recovery_share })
    for (const path of ['/embedded_wallets/auth_share', '/embedded_wallets/recovery_share']) {
      const refused = await stranger.client.post(path, { address: wallet.address }, stranger.token)
      expect(refused.status).toBe(404)
      expect(JSON.stringify(refused.body)).not.toContain(wallet.body.auth_share)
    }
  }, 60_000)

  it('W-8.19 the export needs a recent MFA verification when the user has MFA (missing_or_invalid_mfa)', async () => {
    const { client, token } = await signedInUser(sandbox)
    const wallet = await privyWallet()
    await client.post('/embedded_wallets', wallet.body, token)
    expect(
      (await client.post('/embedded_wallets/auth_share', { address: wallet.address, purpose: 'export' }, token)).status,
    ).toBe(200)
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
    const gated = await client.post(
      '/embedded_wallets/auth_share',
      { address: wallet.address, purpose: 'export' },
      token,
    )
    expect(gated.status).toBe(403)
    expect(gated.body.code).toBe('missing_or_invalid_mfa')
    // Connecting is not gated.
    expect((await client.post('/embedded_wallets/auth_share', { address: wallet.address }, token)).status).toBe(200)
  }, 60_000)

  it('A-5.27 W-5.25 a signature by the embedded wallet neither logs in nor links, and the embedded wallet is never unlinked', async () => {
    const owner = await signedInUser(sandbox)
    const wallet = await privyWallet()
    expect((await owner.client.post('/embedded_wallets', wallet.body, owner.token)).status).toBe(200)
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
