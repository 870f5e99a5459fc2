import { generateKeyPairSync, sign } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { releaseMessage } from '../../src/frame/deviceKeys.ts'
import { sealWithPassword } from '../../src/frame/sealRecoveryShare.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'
import { uniqueEmail } from '../support/sandboxClient.ts'
import { FAST_SCRYPT, privyWallet, sharesBody, testDeviceKey, walletCalls } from './walletTestKit.ts'

// The edges of /api/v1/embedded_wallets over HTTP, called as the frame calls them: which shares,
// keys and sealed envelopes are taken, how long a release challenge lives, and what it is bound to.
const APP_ID = 'lobbysandboxallmethods001'
let running: RunningSandbox
let clock = Date.UTC(2026, 10, 27, 9)

beforeAll(async () => {
  running = await startSandbox({ port: 0, now: () => clock })
}, 120_000)
afterAll(() => running?.close())

const frameCalls = () => walletCalls(running.url, APP_ID, running.frameUrl)
const REFUSED_RELEASE = {
  code: 'invalid_data',
  error: "The release needs a device key's signature of a fresh challenge.",
}

async function signedIn() {
  const api = loopbackClient(running, 'all-methods')
  const email = uniqueEmail('bounds')
  await api.post('/passwordless/init', { email })
  const res = await api.post('/passwordless/authenticate', { email, code: await api.lastCode(email) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { api, token: String(res.body.token) }
}

/** A signed-in user with a registered privy wallet and the device key it was registered with. */
async function userWithWallet() {
  const { api, token } = await signedIn()
  const calls = frameCalls()
  const device = await testDeviceKey(APP_ID)
  const wallet = await privyWallet(APP_ID, device.publicKey)
  const created = await calls.post('', wallet.body, token)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return { api, token, calls, device, wallet }
}

describe('what a creation takes', { timeout: 30_000 }, () => {
  it('W-5.24 a wallet sent with a lowercase address is kept checksummed, and later calls may use either casing', async () => {
    const { token } = await signedIn()
    const calls = frameCalls()
    const device = await testDeviceKey(APP_ID)
    const wallet = await privyWallet(APP_ID, device.publicKey)
    const created = await calls.post('', { ...wallet.body, address: wallet.address.toLowerCase() }, token)
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.address).toBe(wallet.address)
    const lower = wallet.address.toLowerCase()
    expect((await calls.post('/challenge', { address: lower, purpose: 'connect' }, token)).status).toBe(200)
    // The device key signs the wallet's own (checksummed) address; the call may name it in lowercase.
    const release = await device.release(calls, token, wallet.address, 'connect')
    const share = await calls.post('/auth_share', { ...release, address: lower, purpose: 'connect' }, token)
    expect(share.status, JSON.stringify(share.body)).toBe(200)
    expect(share.body).toMatchObject({ address: wallet.address, chain_type: 'ethereum' })
  })

  it('refuses shares, keys and proofs of the wrong shape before anything is stored, naming the field', async () => {
    const { token } = await signedIn()
    const calls = frameCalls()
    const device = await testDeviceKey(APP_ID)
    const { body } = await privyWallet(APP_ID, device.publicKey)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ auth_share: 'not base64!' }, '"auth_share"'],
      [{ auth_share: 'A'.repeat(65) }, '"auth_share"'],
      [{ recovery_share: `=${body.recovery_share}` }, '"recovery_share"'],
      [{ device_public_key: 'key with spaces' }, '"device_public_key"'],
      [{ device_public_key: 'A'.repeat(201) }, '"device_public_key"'],
      [{ proof: '' }, '"proof"'],
      [{ proof: 'A'.repeat(201) }, '"proof"'],
      [{ address: '0x1234' }, '"address"'],
      [{ chain_type: 'solana' }, 'Not a solana address.'],
      [{ recovery_method: 'email' }, '"recovery_method"'],
    ]
    for (const [change, named] of cases) {
      const res = await calls.post('', { ...body, ...change }, token)
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body, JSON.stringify(change)).toMatchObject({
        code: 'invalid_data',
        error: expect.stringContaining(named),
      })
    }
    const honest = await calls.post('', body, token)
    expect(honest.status, JSON.stringify(honest.body)).toBe(200)
  })

  it('W-5.30 a Solana wallet with user-owned recovery is refused with the spec text', async () => {
    const { token } = await signedIn()
    const device = await testDeviceKey(APP_ID)
    const { body } = await privyWallet(APP_ID, device.publicKey)
    const res = await frameCalls().post(
      '',
      {
        ...body,
        chain_type: 'solana',
        address: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
        recovery_method: 'user-passcode',
        recovery_share: undefined,
        sealed_recovery_share: await sealWithPassword(new Uint8Array(33), 'pw', 'binding', FAST_SCRYPT),
      },
      token,
    )
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      code: 'invalid_data',
      error: 'User-controlled recovery cannot be set for a user with a Solana wallet.',
    })
  })

  it('attack: 9 a sealed recovery share must come in its method and scheme, with scrypt costs in bounds', async () => {
    const { token } = await signedIn()
    const device = await testDeviceKey(APP_ID)
    const { body } = await privyWallet(APP_ID, device.publicKey)
    const sealed = await sealWithPassword(new Uint8Array(33).fill(1), 'pw', 'binding', FAST_SCRYPT)
    const drive = {
      scheme: 'drive-key-aes-256-gcm',
      provider: 'google-drive',
      file: 'f',
      iv: 'AA==',
      ciphertext: 'AA==',
    }
    const passcode = { recovery_method: 'user-passcode', recovery_share: undefined }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ sealed_recovery_share: sealed }, 'Automatic (privy) recovery sends "recovery_share"'],
      [{ recovery_share: undefined }, 'Automatic (privy) recovery sends "recovery_share"'],
      [{ recovery_method: 'user-passcode' }, 'user-passcode recovery sends "sealed_recovery_share"'],
      [{ ...passcode }, 'user-passcode recovery sends "sealed_recovery_share"'],
      [{ ...passcode, sealed_recovery_share: drive }, 'A user-passcode share is sealed with scrypt-aes-256-gcm.'],
      [
        { recovery_method: 'icloud', recovery_share: undefined, sealed_recovery_share: drive },
        'A icloud share is sealed with drive-key-aes-256-gcm.',
      ],
      [
        { recovery_method: 'google-drive', recovery_share: undefined, sealed_recovery_share: sealed },
        'A google-drive share is sealed with drive-key-aes-256-gcm.',
      ],
      [{ ...passcode, sealed_recovery_share: { ...sealed, N: 2 ** 21 } }, '"sealed_recovery_share'],
      [{ ...passcode, sealed_recovery_share: { ...sealed, N: 2 ** 16 + 0.5 } }, '"sealed_recovery_share'],
      [{ ...passcode, sealed_recovery_share: { ...sealed, r: 0 } }, '"sealed_recovery_share'],
      [{ ...passcode, sealed_recovery_share: { ...sealed, r: 33 } }, '"sealed_recovery_share'],
      [{ ...passcode, sealed_recovery_share: { ...sealed, p: 0 } }, '"sealed_recovery_share'],
      [{ ...passcode, sealed_recovery_share: { ...sealed, p: 17 } }, '"sealed_recovery_share'],
      [{ ...passcode, sealed_recovery_share: { ...sealed, salt: 'not base64!' } }, '"sealed_recovery_share'],
      [
        { recovery_method: 'google-drive', recovery_share: undefined, sealed_recovery_share: { ...drive, file: '' } },
        '"sealed_recovery_share',
      ],
    ]
    for (const [change, named] of cases) {
      const res = await frameCalls().post('', { ...body, ...change }, token)
      expect(res.status, JSON.stringify(change)).toBe(400)
      expect(res.body, JSON.stringify(change)).toMatchObject({
        code: 'invalid_data',
        error: expect.stringContaining(named),
      })
    }
    // At the bounds (N = 2^20, r = 32, p = 16) the envelope passes its schema: only the proof is missing.
    const atBounds = await frameCalls().post(
      '',
      { ...body, ...passcode, sealed_recovery_share: { ...sealed, N: 2 ** 20, r: 32, p: 16 } },
      token,
    )
    expect(atBounds.status).toBe(403)
  })
})

describe('share releases', { timeout: 30_000 }, () => {
  it('attack: a release challenge lives 60 s: signed at 59 999 ms it releases, at 60 000 ms it does not', async () => {
    const { token, calls, device, wallet } = await userWithWallet()
    const inTime = await device.release(calls, token, wallet.address, 'connect')
    clock += 59_999
    expect((await calls.post('/auth_share', { ...inTime, purpose: 'connect' }, token)).status).toBe(200)
    const late = await device.release(calls, token, wallet.address, 'connect')
    clock += 60_000
    const res = await calls.post('/auth_share', { ...late, purpose: 'connect' }, token)
    expect(res.status).toBe(403)
    expect(res.body).toEqual(REFUSED_RELEASE)
  })

  it('attack: a challenge issued to connect releases nothing for an export or a recovery', async () => {
    const { token, calls, device, wallet } = await userWithWallet()
    const connect = await device.release(calls, token, wallet.address, 'connect')
    expect((await calls.post('/auth_share', { ...connect, purpose: 'export' }, token)).body).toEqual(REFUSED_RELEASE)
    const again = await device.release(calls, token, wallet.address, 'connect')
    expect((await calls.post('/recovery_share', again, token)).body).toEqual(REFUSED_RELEASE)
  })

  it("attack: another user's wallet is not found for a challenge, and a release needs the challenge's own signature", async () => {
    const victim = await userWithWallet()
    const { token } = await signedIn()
    const res = await frameCalls().post('/challenge', { address: victim.wallet.address, purpose: 'connect' }, token)
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'embedded_wallet_not_found' })
    // The victim's own key, over another challenge's message, releases nothing.
    const first = await victim.device.release(victim.calls, victim.token, victim.wallet.address, 'recover')
    const second = await victim.device.release(victim.calls, victim.token, victim.wallet.address, 'recover')
    const swapped = { ...second, signature: first.signature }
    expect((await victim.calls.post('/recovery_share', swapped, victim.token)).body).toEqual(REFUSED_RELEASE)
  })

  it('attack: a device key on another curve (P-384) releases no share, though its signature is valid', async () => {
    const { token, calls, wallet } = await userWithWallet()
    const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp384r1' })
    const devicePublicKey = publicKey.export({ format: 'der', type: 'spki' }).toString('base64')
    const issued = await calls.post('/challenge', { address: wallet.address, purpose: 'recover' }, token)
    const challenge = String(issued.body.challenge)
    const message = releaseMessage({ appId: APP_ID, address: wallet.address, purpose: 'recover', challenge })
    const signature = sign('sha256', Buffer.from(message), { key: privateKey, dsaEncoding: 'ieee-p1363' })
    const res = await calls.post(
      '/recovery_share',
      {
        address: wallet.address,
        challenge,
        device_public_key: devicePublicKey,
        signature: signature.toString('base64'),
      },
      token,
    )
    expect(res.status).toBe(403)
    expect(res.body).toEqual(REFUSED_RELEASE)
  })
})

describe('reshares', { timeout: 30_000 }, () => {
  it('W-5.30 a reshare to a password registers its device key and shows the new recovery method on the linked wallet', async () => {
    const { api, token, calls, wallet } = await userWithWallet()
    const newDevice = await testDeviceKey(APP_ID)
    const secret = { mnemonic: wallet.mnemonic, address: wallet.address }
    const body = await sharesBody(APP_ID, 'ethereum', secret, newDevice.publicKey, 'user-passcode')
    const res = await calls.post('/recovery', body, token)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ address: wallet.address, recovery_method: 'user-passcode' })
    const me = await api.get('/users/me', token)
    const accounts = (me.body.user as { linked_accounts: Array<Record<string, unknown>> }).linked_accounts
    expect(accounts.find((a) => a.type === 'wallet')).toMatchObject({ recovery_method: 'user-passcode' })
    // The key sent with the reshare now gets the new auth share.
    const release = await newDevice.release(calls, token, wallet.address, 'connect')
    const share = await calls.post('/auth_share', { ...release, purpose: 'connect' }, token)
    expect(share.status, JSON.stringify(share.body)).toBe(200)
    expect(share.body.auth_share).toBe(body.auth_share)
    // A recovery hands back the envelope as sealed in the frame: the sandbox never opens it.
    const recover = await newDevice.release(calls, token, wallet.address, 'recover')
    const recovered = await calls.post('/recovery_share', recover, token)
    expect(recovered.body).toMatchObject({
      recovery_method: 'user-passcode',
      sealed_recovery_share: body.sealed_recovery_share,
    })
  })
})
