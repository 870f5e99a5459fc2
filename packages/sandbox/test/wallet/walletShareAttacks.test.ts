import type { FrameMessageKind, FrameRequestInput } from '@lobby/headless/core'
import { base64 } from '@scure/base'
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletFrameHandlers } from '../../src/frame/createWalletFrameHandlers.ts'
import { sealWithPassword } from '../../src/frame/sealRecoveryShare.ts'
import { createWalletApi } from '../../src/frame/walletApi.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import {
  type FrameReply,
  fetchFromFrame,
  memoryStorage,
  privyWallet,
  testDeviceKey,
  walletCalls,
} from './walletTestKit.ts'

const APP_ID = 'lobbysandboxallmethods001'
const HOST_PAGE = 'http://127.0.0.1:5173'
const headers = { 'privy-app-id': APP_ID, 'privy-client-id': 'test-client', 'content-type': 'application/json' }

let running: RunningSandbox

beforeAll(async () => {
  running = await startSandbox({ port: 0 })
}, 60_000)

afterAll(async () => {
  await running?.close()
})

/** Email login over HTTP; the access token and the user id. */
async function login(url = running.url): Promise<{ token: string; userId: string }> {
  const email = `attack-${Math.random().toString(36).slice(2, 10)}@example.com`
  await fetch(`${url}/api/v1/passwordless/init`, { method: 'POST', headers, body: JSON.stringify({ email }) })
  const inbox = (await (await fetch(`${url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
    code: string
  }>
  const auth = await fetch(`${url}/api/v1/passwordless/authenticate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, code: inbox[0]?.code }),
  })
  const body = (await auth.json()) as { token: string; user: { id: string } }
  return { token: body.token, userId: body.user.id }
}

/** The frame's handlers on one device, calling the running sandbox over HTTP from the frame's origin. */
function frameDevice(storage = memoryStorage(), scrypt = { N: 2 ** 16, r: 1, p: 1 }) {
  const paths: string[] = []
  const bodies: Array<{ path: string; body: string }> = []
  const api = createWalletApi({
    apiUrl: running.url,
    appId: APP_ID,
    clientId: 'test-client',
    fetch: fetchFromFrame(running.frameUrl, async (input, init) => {
      const path = new URL(String(input)).pathname
      paths.push(path)
      if (typeof init?.body === 'string') bodies.push({ path, body: init.body })
      return fetch(input, init)
    }),
  })
  const handlers = createWalletFrameHandlers({ api, appId: APP_ID, storage, keyStore: storage.keyStore, scrypt })
  return {
    storage,
    /** The API paths the frame called, in order. */
    paths,
    /** The bodies the frame sent, in order: what someone reading its traffic would hold. */
    bodies,
    async send<K extends FrameMessageKind>(kind: K, input: FrameRequestInput<K>): Promise<FrameReply> {
      const handler = handlers[kind] as (input: unknown) => unknown
      return (await handler(input)) as FrameReply
    },
  }
}

/** The stored shares of a wallet, read behind the API: what must never reach a script. */
async function storedShares(address: string) {
  const [row] = await running.sandbox.store.db.query<{ auth_share: string }>(
    'select auth_share from embedded_wallets where address = $1',
    [address],
  )
  return row?.auth_share ?? ''
}

/** Enrols TOTP for a user the way the MFA routes leave it, without a verification in any session. */
async function enrolMfa(userId: string) {
  await running.sandbox.store.db.query(
    `insert into mfa_factors (user_id, method, verified_at) values ($1, 'totp', $2)`,
    [userId, Date.now()],
  )
  await running.sandbox.store.db.query(
    `update users set mfa_methods = '[{"type":"totp","verifiedAt":1}]'::jsonb where id = $1`,
    [userId],
  )
}

describe('the key never reaches the page', () => {
  it('attack: a script with only the access token asks auth_share (every purpose) and recovery_share, with no Origin, the host page origin or a forged frame Origin: no share', async () => {
    const { token } = await login()
    const device = frameDevice()
    const { address } = await device.send('lobby:wallet:create', { accessToken: token })
    const authShare = await storedShares(address)
    expect(authShare).not.toBe('')
    for (const origin of [null, HOST_PAGE, running.frameUrl]) {
      const calls = walletCalls(running.url, APP_ID, origin)
      const answers = [
        ...(await Promise.all(
          ['connect', 'export', 'recover', undefined].map((purpose) =>
            calls.post('/auth_share', { address, ...(purpose ? { purpose } : {}) }, token),
          ),
        )),
        await calls.post('/recovery_share', { address }, token),
      ]
      for (const answer of answers) {
        expect(answer.status).toBe(origin === running.frameUrl ? 400 : 403)
        expect(answer.body.auth_share).toBeUndefined()
        expect(answer.body.recovery_share).toBeUndefined()
        expect(JSON.stringify(answer.body)).not.toContain(authShare)
      }
    }
    // The real frame on its device still connects and signs.
    const signed = await device.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'personal_sign', params: ['hello', address] },
    })
    expect(signed.result).toMatch(/^0x[0-9a-f]{130}$/)
  }, 60_000)

  it("attack: a signature by the registered device key is refused from the host page's origin, and a script's own key gets no auth share", async () => {
    const { token } = await login()
    const frameCalls = walletCalls(running.url, APP_ID, running.frameUrl)
    const device = await testDeviceKey(APP_ID)
    const wallet = await privyWallet(APP_ID, device.publicKey)
    expect((await frameCalls.post('', wallet.body, token)).status).toBe(200)
    // A perfectly signed release, replayed from the host page's origin: refused on the origin alone.
    const release = await device.release(frameCalls, token, wallet.address, 'connect')
    const fromPage = await walletCalls(running.url, APP_ID, HOST_PAGE).post(
      '/auth_share',
      { ...release, purpose: 'connect' },
      token,
    )
    expect(fromPage.status).toBe(403)
    expect(fromPage.body).toEqual({
      code: 'invalid_origin',
      error: "Embedded wallet calls come from the wallet frame's origin only.",
    })
    // A script forging the frame's Origin with a key of its own: the key is not registered with the wallet.
    const scriptKey = await testDeviceKey(APP_ID)
    for (const purpose of ['connect', 'export'] as const) {
      const own = await scriptKey.release(frameCalls, token, wallet.address, purpose)
      const refused = await frameCalls.post('/auth_share', { ...own, purpose }, token)
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe('This device key is not registered with the wallet: recover it.')
    }
    // A signature over another challenge than the one presented: refused.
    const other = await device.release(frameCalls, token, wallet.address, 'connect')
    const swapped = await frameCalls.post(
      '/auth_share',
      { ...other, signature: release.signature, purpose: 'connect' },
      token,
    )
    expect(swapped.status).toBe(403)
    // The legitimate release, from the frame's origin, still gets the share.
    const legit = await device.release(frameCalls, token, wallet.address, 'connect')
    const released = await frameCalls.post('/auth_share', { ...legit, purpose: 'connect' }, token)
    expect(released.body.auth_share).toBe(wallet.body.auth_share)
  }, 60_000)

  it('attack: W-8.19 a script forging the Origin with its own key asks for both shares of an MFA user: missing_or_invalid_mfa, no share', async () => {
    const { token, userId } = await login()
    const frameCalls = walletCalls(running.url, APP_ID, running.frameUrl)
    const device = await testDeviceKey(APP_ID)
    const wallet = await privyWallet(APP_ID, device.publicKey)
    expect((await frameCalls.post('', wallet.body, token)).status).toBe(200)
    await enrolMfa(userId)
    const scriptKey = await testDeviceKey(APP_ID)
    const asked = await frameCalls.post(
      '/recovery_share',
      await scriptKey.release(frameCalls, token, wallet.address, 'recover'),
      token,
    )
    expect(asked.status).toBe(403)
    expect(asked.body.code).toBe('missing_or_invalid_mfa')
    expect(JSON.stringify(asked.body)).not.toContain(wallet.body.auth_share)
    expect(JSON.stringify(asked.body)).not.toContain(wallet.body.recovery_share)
  }, 60_000)

  it("attack: a page asks the frame to sign the possession proof (Lobby's typed-data domain, the old personal_sign text, Solana's prefix): refused, and the frame still signs other messages", async () => {
    const { token } = await login()
    const device = frameDevice()
    const { address } = await device.send('lobby:wallet:create', { accessToken: token })
    const oldText = `Lobby embedded wallet shares\napp: ${APP_ID}\naddress: ${address}\nauth share: AAAA`
    const typed = {
      domain: { name: 'Lobby embedded wallet shares', version: '1' },
      types: {
        WalletShares: [
          { name: 'app', type: 'string' },
          { name: 'wallet', type: 'string' },
          { name: 'authShare', type: 'bytes32' },
          { name: 'recoveryShare', type: 'bytes32' },
          { name: 'deviceKey', type: 'bytes32' },
        ],
      },
      primaryType: 'WalletShares',
      message: {
        app: APP_ID,
        wallet: address,
        authShare: `0x${'11'.repeat(32)}`,
        recoveryShare: `0x${'22'.repeat(32)}`,
        deviceKey: `0x${'33'.repeat(32)}`,
      },
    }
    const refusals = [
      { method: 'eth_signTypedData_v4', params: [address, typed] },
      { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typed)] },
      { method: 'personal_sign', params: [oldText, address] },
      { method: 'personal_sign', params: [`0x${Buffer.from(oldText).toString('hex')}`, address] },
      { method: 'eth_sign', params: [address, oldText] },
    ]
    for (const request of refusals) {
      await expect(device.send('lobby:wallet:rpc', { accessToken: token, address, request })).rejects.toMatchObject({
        type: 'invalid_request_arguments',
        message: "The wallet frame never signs Lobby's proof of the wallet's shares.",
      })
    }
    const { publicKey } = await device.send('lobby:solana:create', { accessToken: token })
    await expect(
      device.send('lobby:solana:rpc', {
        accessToken: token,
        publicKey,
        request: { method: 'signMessage', params: { message: base64.encode(Buffer.from(`${oldText}\nsolana`)) } },
      }),
    ).rejects.toMatchObject({ message: "The wallet frame never signs Lobby's proof of the wallet's shares." })
    // Anything else still signs.
    const other = await device.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'eth_signTypedData_v4', params: [address, { ...typed, domain: { name: 'Some dapp' } }] },
    })
    expect(other.result).toMatch(/^0x[0-9a-f]{130}$/)
  }, 60_000)

  it('attack: a forged reshare (proof by another key, garbage shares, a personal_sign proof) is refused, and the wallet still unlocks with its device share', async () => {
    const { token } = await login()
    const victim = frameDevice()
    const { address } = await victim.send('lobby:wallet:create', { accessToken: token })
    const calls = walletCalls(running.url, APP_ID, running.frameUrl)
    const attackerKey = await testDeviceKey(APP_ID)
    const attacker = await privyWallet(APP_ID, attackerKey.publicKey)
    // The frame signs any plain text: a personal_sign proof is worth nothing now.
    const personal = await victim.send('lobby:wallet:rpc', {
      accessToken: token,
      address,
      request: { method: 'personal_sign', params: [`shares of ${address}`, address] },
    })
    const garbage = base64.encode(new Uint8Array(33).fill(7))
    for (const forged of [
      { ...attacker.body, address },
      { ...attacker.body, address, auth_share: garbage, recovery_share: garbage },
      { ...attacker.body, address, proof: personal.result },
    ]) {
      const { chain_type: _chain, ...reshare } = forged
      const refused = await calls.post('/recovery', reshare, token)
      expect(refused.status).toBe(403)
      expect(refused.body.error).toBe("The proof is not the wallet's signature of its new shares.")
    }
    const unlocked = frameDevice(victim.storage)
    expect(await unlocked.send('lobby:wallet:connect', { accessToken: token, address })).toEqual({ address })
  }, 60_000)

  it('attack: W-7.10 a reshare body replayed after the user changed a leaked recovery password is refused: the old password opens nothing', async () => {
    const { token } = await login()
    const device = frameDevice()
    const { address } = await device.send('lobby:wallet:create', { accessToken: token })
    const setPassword = (password: string) =>
      device.send('lobby:wallet:set-recovery', { accessToken: token, address, method: 'user-passcode', password })
    expect(await setPassword('leaked-password-1')).toMatchObject({ address })
    const leakedUpload = device.bodies.filter((sent) => sent.path.endsWith('/embedded_wallets/recovery')).at(-1)
    expect(leakedUpload).toBeDefined()
    expect(await setPassword('fresh-password-2')).toMatchObject({ address })
    const currentUpload = device.bodies.filter((sent) => sent.path.endsWith('/embedded_wallets/recovery')).at(-1)

    // Someone who read the frame's traffic and holds the token rolls the shares back.
    const replay = await fetch(`${running.url}/api/v1/embedded_wallets/recovery`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}`, origin: running.frameUrl },
      body: leakedUpload?.body ?? '',
    })
    expect(replay.status).toBe(409)
    expect(((await replay.json()) as { error: string }).error).toBe(
      'These key shares were replaced before: a reshare uploads new ones.',
    )
    // The frame retrying its last upload (a lost answer) changes nothing and is not refused.
    const retried = await fetch(`${running.url}/api/v1/embedded_wallets/recovery`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}`, origin: running.frameUrl },
      body: currentUpload?.body ?? '',
    })
    expect(retried.status).toBe(200)
    // This device still connects; on a new device the old password recovers nothing, the new one does.
    expect(await frameDevice(device.storage).send('lobby:wallet:connect', { accessToken: token, address })).toEqual({
      address,
    })
    const newDevice = frameDevice()
    await expect(
      newDevice.send('lobby:wallet:recover', { accessToken: token, address, recoveryPin: 'leaked-password-1' }),
    ).rejects.toThrow('Invalid recovery password.')
    expect(
      await newDevice.send('lobby:wallet:recover', { accessToken: token, address, recoveryPin: 'fresh-password-2' }),
    ).toMatchObject({ address })
  }, 90_000)

  it('attack: W-8.19 an auth share that does not fit (tampered on the server) never deletes the device share: once it fits again, the device connects', async () => {
    const { token } = await login()
    const device = frameDevice()
    const { address } = await device.send('lobby:wallet:create', { accessToken: token })
    const original = await storedShares(address)
    const shareKey = [...device.storage.entries().keys()].find((key) => key.startsWith('lobby:device-share:'))
    expect(shareKey).toBeDefined()
    const other = await privyWallet(APP_ID, 'unused')
    await running.sandbox.store.db.query('update embedded_wallets set auth_share = $1 where address = $2', [
      other.body.auth_share,
      address,
    ])
    const fresh = frameDevice(device.storage)
    await expect(fresh.send('lobby:wallet:connect', { accessToken: token, address })).rejects.toMatchObject({
      type: 'wallet_not_on_device',
    })
    expect(device.storage.entries().has(shareKey ?? '')).toBe(true)
    await running.sandbox.store.db.query('update embedded_wallets set auth_share = $1 where address = $2', [
      original,
      address,
    ])
    expect(await frameDevice(device.storage).send('lobby:wallet:connect', { accessToken: token, address })).toEqual({
      address,
    })
  }, 60_000)

  it("attack: after lobby:wallet:lock, or with another user's token, the frame answers no signature with the old user's unlocked key", async () => {
    const first = await login()
    const second = await login()
    const device = frameDevice()
    const { address } = await device.send('lobby:wallet:create', { accessToken: first.token })
    const sign = (accessToken: string) =>
      device.send('lobby:wallet:rpc', {
        accessToken,
        address,
        request: { method: 'personal_sign', params: ['transfer everything', address] },
      })
    expect((await sign(first.token)).result).toMatch(/^0x/)
    // Another user in the same tab, without a lock: the unlocked key is the first user's, so nothing is signed.
    await expect(sign(second.token)).rejects.toMatchObject({ type: 'embedded_wallet_not_found' })
    expect((await sign(first.token)).result).toMatch(/^0x/)
    const releases = () => device.paths.filter((path) => path.endsWith('/embedded_wallets/auth_share')).length
    const before = releases()
    expect(await device.send('lobby:wallet:lock', {})).toEqual({})
    // Locked: even the first user signs again only through a new release by the sandbox.
    expect((await sign(first.token)).result).toMatch(/^0x/)
    expect(releases()).toBe(before + 1)
    expect(await device.send('lobby:wallet:lock', {})).toEqual({})
    await expect(sign(second.token)).rejects.toMatchObject({ type: 'embedded_wallet_not_found' })
    // A token the sandbox refuses unlocks nothing either.
    await expect(sign('not-a-token')).rejects.toMatchObject({ type: 'missing_or_invalid_token' })
  }, 60_000)

  it('attack: 9 a password-sealed share under scrypt N = 2^15 is refused; N = 2^16 is stored', async () => {
    const { token } = await login()
    await expect(
      frameDevice(memoryStorage(), { N: 2 ** 15, r: 8, p: 1 }).send('lobby:wallet:create', {
        accessToken: token,
        recoveryPassword: 'restart-pass',
      }),
    ).rejects.toMatchObject({
      type: 'invalid_request_arguments',
      message: expect.stringContaining('scrypt N is at least 2^16'),
    })
    const calls = walletCalls(running.url, APP_ID, running.frameUrl)
    const key = await testDeviceKey(APP_ID)
    const mnemonic = generateMnemonic(english)
    const address = mnemonicToAccount(mnemonic).address
    const sealed = await sealWithPassword(new Uint8Array(33).fill(1), 'pw', `${APP_ID}:${address}`, {
      N: 2 ** 15,
      r: 8,
      p: 1,
    })
    const direct = await calls.post(
      '',
      {
        chain_type: 'ethereum',
        address,
        recovery_method: 'user-passcode',
        auth_share: base64.encode(new Uint8Array(33).fill(2)),
        sealed_recovery_share: sealed,
        device_public_key: key.publicKey,
        proof: '0x00',
      },
      token,
    )
    expect(direct.status).toBe(400)
    expect(direct.body.error).toContain('scrypt N is at least 2^16')
    const honest = await frameDevice(memoryStorage(), { N: 2 ** 16, r: 1, p: 1 }).send('lobby:wallet:create', {
      accessToken: token,
      recoveryPassword: 'restart-pass',
    })
    expect(honest.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  }, 60_000)
})
