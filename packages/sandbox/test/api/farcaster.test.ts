import { WireAuthResult, WireFarcasterSigner, WireUser } from '@lobby/headless/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FARCASTER_TEST_IDENTITIES } from '../../src/emulators/farcasterRelay.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

const [alice, bob, carol, dave] = FARCASTER_TEST_IDENTITIES
if (!alice || !bob || !carol || !dave) throw new Error('the relay has four test identities')

const status = async (channelToken: string) => {
  const res = await sandbox.app.fetch(
    new Request('http://sandbox.test/api/v1/farcaster/status', {
      headers: { 'privy-app-id': client.appId, 'farcaster-channel-token': channelToken },
    }),
  )
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

const signed = (s: { message: string; signature: string; fid: number }, channelToken: string) => ({
  channel_token: channelToken,
  message: s.message,
  signature: s.signature,
  fid: s.fid,
})

describe('farcaster', () => {
  it('A-7.26 A-7.27 A-2.22 init opens a channel with a relay link; status is pending until the relay approves', async () => {
    const init = await client.post('/farcaster/init', {})
    expect(init.status).toBe(200)
    expect(init.body).toMatchObject({
      channel_token: expect.stringMatching(/^[0-9a-f]{32}$/),
      nonce: expect.any(String),
    })
    const url = new URL(init.body.url as string)
    expect(url.pathname).toBe('/_sandbox/farcaster/approve')
    expect(url.searchParams.get('channel_token')).toBe(init.body.channel_token)
    const page = await sandbox.app.fetch(new Request(url))
    expect(await page.text()).toContain(`fid ${alice.fid}`)
    expect((await status(init.body.channel_token as string)).body).toMatchObject({ state: 'pending' })
    expect((await status('no-such-channel')).body).toMatchObject({ code: 'invalid_credentials' })
  })

  it('A-7.28 A-1.07 authenticate verifies the custody signature and logs the fid in, once per channel', async () => {
    const init = await client.post('/farcaster/init', {})
    const channelToken = init.body.channel_token as string
    await client.control('POST', '/farcaster/approve', { channel_token: channelToken, fid: alice.fid })
    const done = (await status(channelToken)).body as { message: string; signature: string; fid: number }
    expect(done).toMatchObject({ state: 'completed', fid: alice.fid, username: alice.username })
    expect(done.message).toContain(`farcaster://fid/${alice.fid}`)
    const res = await client.post('/farcaster/authenticate', signed(done, channelToken))
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.user.linked_accounts[0]).toMatchObject({ type: 'farcaster', fid: alice.fid, username: 'alice' })
    expect((await client.post('/farcaster/authenticate', signed(done, channelToken))).body).toMatchObject({
      code: 'invalid_credentials',
    })
  })

  it('A-7.28 a forged signature, or another fid than the message names, is refused', async () => {
    const init = await client.post('/farcaster/init', {})
    const channelToken = init.body.channel_token as string
    await client.control('POST', '/farcaster/approve', { channel_token: channelToken, fid: bob.fid })
    const done = (await status(channelToken)).body as { message: string; signature: string; fid: number }
    const forger = privateKeyToAccount(generatePrivateKey())
    const forged = { ...done, signature: await forger.signMessage({ message: done.message }) }
    expect((await client.post('/farcaster/authenticate', signed(forged, channelToken))).body).toMatchObject({
      code: 'invalid_credentials',
    })
    expect(
      (await client.post('/farcaster/authenticate', signed({ ...done, fid: alice.fid }, channelToken))).body,
    ).toMatchObject({
      code: 'invalid_credentials',
    })
    expect((await client.post('/farcaster/authenticate', signed(done, channelToken))).status).toBe(200)
  })

  it('A-7.28 A-7.29 A-7.30 A-4.27 W-3.30 link, signer approval (pending_approval then approved) and unlink', async () => {
    const token = (await client.loginWithEmail(uniqueEmail('farcaster-link'))).token ?? undefined
    const init = await client.post('/farcaster/init', {}, token)
    const channelToken = init.body.channel_token as string
    await client.control('POST', '/farcaster/approve', { channel_token: channelToken, fid: carol.fid })
    const done = (await status(channelToken)).body as { message: string; signature: string; fid: number }
    const linked = WireAuthResult.parse((await client.post('/farcaster/link', signed(done, channelToken), token)).body)
    expect(linked.user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'farcaster'])

    const key = 'ab'.repeat(32)
    const pending = await client.post('/farcaster/signer/status', { ed25519_public_key: key }, token)
    expect(WireFarcasterSigner.parse(pending.body)).toMatchObject({
      public_key: `0x${key}`,
      status: 'pending_approval',
    })
    const approvalUrl = new URL(pending.body.signer_approval_url as string)
    expect(approvalUrl.pathname).toBe('/_sandbox/farcaster/signer')
    await client.control('POST', '/farcaster/signer', { public_key: `0x${key}`, decision: 'approve' })
    const approved = await client.post('/farcaster/signer/status', { ed25519_public_key: key }, token)
    expect(WireFarcasterSigner.parse(approved.body)).toMatchObject({ status: 'approved' })
    const me = WireUser.parse((await client.get('/users/me', token)).body.user)
    expect(me.linked_accounts.find((a) => a.type === 'farcaster')?.signer_public_key).toBe(`0x${key}`)

    const unlinked = await client.post('/farcaster/unlink', { fid: carol.fid }, token)
    expect(WireUser.parse(unlinked.body).linked_accounts.map((a) => a.type)).toEqual(['email'])
  })

  it('A-4.27 A-8.35 W-3.30 a signer the user rejects is revoked; a fid held by another user is not linked', async () => {
    const token = (await client.loginWithEmail(uniqueEmail('farcaster-revoke'))).token ?? undefined
    const key = 'cd'.repeat(32)
    // W-6.11: no signer without a Farcaster account.
    expect((await client.post('/farcaster/signer/status', { ed25519_public_key: key }, token)).body).toMatchObject({
      code: 'invalid_data',
    })
    const taken = await client.post('/farcaster/init', {}, token)
    await client.control('POST', '/farcaster/approve', { channel_token: taken.body.channel_token, fid: alice.fid })
    const aliceDone = (await status(taken.body.channel_token as string)).body as {
      message: string
      signature: string
      fid: number
    }
    expect(
      (await client.post('/farcaster/link', signed(aliceDone, taken.body.channel_token as string), token)).body,
    ).toMatchObject({ code: 'linked_to_another_user', error: 'This account has already been linked to another user.' })
    const init = await client.post('/farcaster/init', {}, token)
    const channelToken = init.body.channel_token as string
    await client.control('POST', '/farcaster/approve', { channel_token: channelToken, fid: dave.fid })
    const done = (await status(channelToken)).body as { message: string; signature: string; fid: number }
    expect((await client.post('/farcaster/link', signed(done, channelToken), token)).status).toBe(200)
    expect((await client.post('/farcaster/signer/status', { ed25519_public_key: key }, token)).body).toMatchObject({
      status: 'pending_approval',
    })
    await client.control('POST', '/farcaster/signer', { public_key: `0x${key}`, decision: 'revoke' })
    const revoked = await client.post('/farcaster/signer/status', { ed25519_public_key: key }, token)
    expect(WireFarcasterSigner.parse(revoked.body)).toMatchObject({ status: 'revoked' })
  })

  it('A-4.09 on the captcha app, farcaster/init needs a captcha token', async () => {
    const captcha = sandboxClient(sandbox, 'captcha')
    expect((await captcha.post('/farcaster/init', {})).body).toMatchObject({ code: 'invalid_captcha' })
  })
})

describe('farcaster: bad input', () => {
  it('behavior: garbage messages, unknown channels and bad keys get clear 4xx answers', async () => {
    const unknown = await client.post('/farcaster/authenticate', {
      channel_token: 'nope',
      message: 'hello',
      signature: '0x12',
      fid: 20001,
    })
    expect(unknown.body).toMatchObject({ code: 'invalid_credentials' })
    const init = await client.post('/farcaster/init', {})
    const garbage = await client.post('/farcaster/authenticate', {
      channel_token: init.body.channel_token,
      message: 'hello',
      signature: '0x12',
      fid: 20001,
    })
    expect(garbage.status).toBe(401)
    expect((await client.post('/farcaster/authenticate', { channel_token: 'x' })).body).toMatchObject({
      code: 'invalid_data',
    })
    const token = (await client.loginWithEmail(uniqueEmail('farcaster-bad'))).token ?? undefined
    expect((await client.post('/farcaster/signer/status', { ed25519_public_key: 'zz' }, token)).body).toMatchObject({
      code: 'invalid_data',
    })
  })
})
