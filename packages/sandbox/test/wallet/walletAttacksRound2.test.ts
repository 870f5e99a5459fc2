import { randomBytes } from 'node:crypto'
import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pkceChallenge } from '../../src/api/oauth.ts'
import { createShareReleaseChallenges } from '../../src/api/shareReleaseChallenges.ts'
import { FARCASTER_TEST_IDENTITIES } from '../../src/emulators/farcasterRelay.ts'
import type { Sandbox } from '../../src/index.ts'
import {
  farcasterProof,
  farcasterUser,
  frameOn,
  newWallet,
  privyWallet,
  sharesBody,
  signedInUser,
  testDeviceKey,
  walletCalls,
  walletSandbox,
} from './walletTestKit.ts'

// A second red-team pass on the embedded wallet routes: what one user can do to the release
// challenges of others, what a key leaked out of another user's wallet buys, how long an MFA
// verification opens the key export, what the frame's Farcaster signer signs for whom, and whose
// drive a recovery authorization opens.

const APP_ID = 'lobbysandboxallmethods001'
let sandbox: Sandbox
let clock = Date.UTC(2026, 10, 28, 9)

beforeAll(async () => {
  sandbox = await walletSandbox({ now: () => clock })
}, 60_000)
afterAll(() => sandbox?.close())

/** A signed-in user with a registered privy wallet and the device key it was registered with. */
async function userWithWallet() {
  const user = await signedInUser(sandbox)
  const calls = walletCalls(sandbox, APP_ID)
  const device = await testDeviceKey(APP_ID)
  const wallet = await privyWallet(APP_ID, device.publicKey)
  const created = await calls.post('', wallet.body, user.token)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { ...user, calls, device, wallet }
}

describe('release challenges: one user cannot crowd out another', () => {
  it('attack: one user asks 10 000 release challenges in a minute: the challenge another user was about to sign still releases', () => {
    const challenges = createShareReleaseChallenges(() => clock)
    const victim = { appId: APP_ID, userId: 'victim', address: '0xVictim', purpose: 'connect' as const }
    const attacker = { appId: APP_ID, userId: 'attacker', address: '0xAttacker', purpose: 'connect' as const }
    const pending = challenges.issue(victim)
    const flood = Array.from({ length: 10_000 }, () => challenges.issue(attacker).challenge)
    expect(challenges.take(pending.challenge, victim)).toBe(true)
    // The flood only pushed out the attacker's own older challenges.
    expect(challenges.take(flood[0] ?? '', attacker)).toBe(false)
    expect(challenges.take(flood.at(-1) ?? '', attacker)).toBe(true)
  })

  it("attack: a user's 17th outstanding challenge pushes out that user's own first one, over the route: its signed release is refused, the newest releases", async () => {
    const { token, calls, device, wallet } = await userWithWallet()
    const asked: string[] = []
    for (let i = 0; i < 17; i += 1) {
      const answer = await calls.post('/challenge', { address: wallet.address, purpose: 'connect' }, token)
      asked.push(String(answer.body.challenge))
    }
    const release = async (challenge: string) =>
      calls.post(
        '/auth_share',
        { ...(await device.sign(challenge, wallet.address, 'connect')), purpose: 'connect' },
        token,
      )
    const first = await release(asked[0] ?? '')
    expect(first.status).toBe(403)
    expect(first.body).toEqual({
      code: 'invalid_data',
      error: "The release needs a device key's signature of a fresh challenge.",
    })
    expect((await release(asked[16] ?? '')).status).toBe(200)
  }, 60_000)
})

describe("a leaked key of another user's embedded wallet", () => {
  it("A-8.13 attack: a user holding the key of another user's embedded wallet (Ethereum or Solana) registers it as their own, or reshares it: linked_to_another_user and embedded_wallet_not_found, and the owner's wallet still releases to the owner", async () => {
    for (const chain of ['ethereum', 'solana'] as const) {
      const owner = await signedInUser(sandbox)
      const calls = walletCalls(sandbox, APP_ID)
      const ownerDevice = await testDeviceKey(APP_ID)
      const wallet = await newWallet(APP_ID, ownerDevice.publicKey, chain)
      expect((await calls.post('', wallet.body, owner.token)).status).toBe(200)

      const thief = await signedInUser(sandbox)
      const thiefDevice = await testDeviceKey(APP_ID)
      const leaked = { mnemonic: wallet.mnemonic, address: wallet.address }
      const shares = await sharesBody(APP_ID, chain, leaked, thiefDevice.publicKey)
      expect(await calls.post('', { chain_type: chain, ...shares }, thief.token)).toEqual({
        status: 400,
        body: { code: 'linked_to_another_user', error: 'This account has already been linked to another user.' },
      })
      const reshared = await calls.post('/recovery', shares, thief.token)
      expect(reshared.status).toBe(404)
      expect(reshared.body.code).toBe('embedded_wallet_not_found')
      expect(JSON.stringify((await thief.client.get('/users/me', thief.token)).body)).not.toContain(wallet.address)

      // The owner's shares and device key are untouched: the thief's device key releases nothing.
      const release = await ownerDevice.release(calls, owner.token, wallet.address, 'connect')
      const share = await calls.post('/auth_share', { ...release, purpose: 'connect' }, owner.token)
      expect(share.body.auth_share).toBe(wallet.body.auth_share)
      const thiefRelease = await thiefDevice.release(calls, owner.token, wallet.address, 'connect')
      expect((await calls.post('/auth_share', { ...thiefRelease, purpose: 'connect' }, owner.token)).status).toBe(403)
    }
  }, 60_000)
})

describe('key export after an MFA verification', () => {
  it('W-4.55 attack: a stolen token whose session verified MFA more than 5 minutes ago exports nothing and recovers nothing, though it still connects', async () => {
    const { client, token, calls, device, wallet } = await userWithWallet()
    const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock / 1000) })
    const init = await client.post('/mfa/totp/enroll/init', {}, token)
    const secret = String(init.body.secret)
    // The enrollment proves the factor: it is this session's verification, at `verifiedAt`.
    const enrolled = await client.post('/mfa/totp/enroll', { code: await totp(secret) }, token)
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200)
    const verifiedAt = clock
    const ask = async (purpose: 'connect' | 'export' | 'recover') => {
      const release = await device.release(calls, token, wallet.address, purpose)
      return purpose === 'recover'
        ? calls.post('/recovery_share', release, token)
        : calls.post('/auth_share', { ...release, purpose }, token)
    }

    clock = verifiedAt + 5 * 60 * 1000
    expect((await ask('export')).status).toBe(200)

    clock = verifiedAt + 5 * 60 * 1000 + 1
    for (const purpose of ['export', 'recover'] as const) {
      const refused = await ask(purpose)
      expect(refused.status).toBe(403)
      expect(refused.body.code).toBe('missing_or_invalid_mfa')
      expect(JSON.stringify(refused.body)).not.toContain(wallet.body.auth_share)
    }
    expect((await ask('connect')).status).toBe(200)

    // A fresh verification in the session opens the export again.
    const verified = await client.post('/mfa/totp/verify', { code: await totp(secret) }, token)
    expect(verified.status, JSON.stringify(verified.body)).toBe(200)
    const exported = await ask('export')
    expect(exported.status).toBe(200)
    expect(exported.body.auth_share).toBe(wallet.body.auth_share)
  }, 60_000)
})

describe('the Farcaster signer in the frame', () => {
  it('W-6.11 attack: a page posts to the frame directly for a signature by the Farcaster signer of a user who has no embedded wallet, names another fid, or unlinked Farcaster (even once another fid is linked): refused, the key signs nothing', async () => {
    const fid = FARCASTER_TEST_IDENTITIES[1]?.fid ?? 0
    const { client, token } = await farcasterUser(sandbox, fid)
    const frame = frameOn(sandbox, 'all-methods')
    const refusal = {
      type: 'invalid_request_arguments',
      message: 'A Farcaster signer needs an embedded wallet and a linked Farcaster account.',
    }
    await expect(frame.send('lobby:farcaster:init-signer', { accessToken: token })).rejects.toMatchObject(refusal)

    await frame.send('lobby:wallet:create', { accessToken: token })
    const { publicKey } = await frame.send('lobby:farcaster:init-signer', { accessToken: token })
    expect(publicKey).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await frame.send('lobby:farcaster:sign', { accessToken: token, fid, payload: '0x01' })).toMatchObject({
      signature: expect.stringMatching(/^0x/),
    })
    await expect(
      frame.send('lobby:farcaster:sign', { accessToken: token, fid: fid + 1, payload: '0x01' }),
    ).rejects.toMatchObject({ type: 'invalid_request_arguments' })

    // The embedded wallet keeps the user alive without Farcaster.
    expect((await client.post('/farcaster/unlink', { fid }, token)).status).toBe(200)
    await expect(frame.send('lobby:farcaster:sign', { accessToken: token, payload: '0x01' })).rejects.toMatchObject(
      refusal,
    )
    await expect(frame.send('lobby:farcaster:init-signer', { accessToken: token })).rejects.toMatchObject(refusal)

    // Linking another fid does not bring back the key approved for the first one.
    const next = FARCASTER_TEST_IDENTITIES[2]?.fid ?? 0
    expect((await client.post('/farcaster/link', await farcasterProof(sandbox, next), token)).status).toBe(200)
    await expect(frame.send('lobby:farcaster:sign', { accessToken: token, payload: '0x01' })).rejects.toMatchObject({
      type: 'error',
    })
    const renewed = await frame.send('lobby:farcaster:init-signer', { accessToken: token })
    expect(renewed.publicKey).not.toBe(publicKey)
  }, 60_000)
})

describe('a cloud-drive recovery authorization', () => {
  it('W-7.13 attack: a Google Drive code redeemed as iCloud, or by a user of another app with the same state and verifier, gives no drive token; the user who started it still redeems it once', async () => {
    const { client, token } = await signedInUser(sandbox)
    const verifier = randomBytes(32).toString('base64url')
    const state = randomBytes(16).toString('hex')
    const init = await client.post(
      '/recovery/oauth/init',
      { redirect_to: 'http://localhost:5173/recover', code_challenge: pkceChallenge(verifier), state_code: state },
      token,
    )
    expect(init.status, JSON.stringify(init.body)).toBe(200)
    const consent = new URL(String(init.body.url))
    const decided = await sandbox.app.fetch(
      new Request(new URL('/_sandbox/cloud-drive/google-drive/decide', consent), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          app_id: consent.searchParams.get('app_id') ?? '',
          state_code: state,
          decision: 'allow',
          login: 'ada',
        }),
      }),
    )
    const code = new URL(decided.headers.get('location') ?? '').searchParams.get('privy_oauth_code') ?? ''
    const redeem = { authorization_code: code, state_code: state, code_verifier: verifier }

    const asIcloud = await client.post('/recovery/oauth/authenticate', { ...redeem, provider: 'icloud' }, token)
    expect(asIcloud.status).toBe(401)
    expect(asIcloud.body.code).toBe('invalid_credentials')
    const otherApp = await signedInUser(sandbox, 'sms-region-blocked')
    const crossed = await otherApp.client.post(
      '/recovery/oauth/authenticate',
      { ...redeem, provider: 'google-drive' },
      otherApp.token,
    )
    expect(crossed.status).toBe(401)
    expect(crossed.body.access_token).toBeUndefined()

    const own = await client.post('/recovery/oauth/authenticate', { ...redeem, provider: 'google-drive' }, token)
    expect(own.status).toBe(200)
    expect(own.body.access_token).toEqual(expect.any(String))
    expect(
      (await client.post('/recovery/oauth/authenticate', { ...redeem, provider: 'google-drive' }, token)).status,
    ).toBe(401)
  }, 60_000)
})
