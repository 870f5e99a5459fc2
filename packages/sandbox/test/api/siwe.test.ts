import { WireAuthResult, WireUser } from '@lobby/headless/core'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type RunningSandbox, type Sandbox, startSandbox } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'
import { siweSignature } from '../support/siweSignature.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)
afterAll(() => sandbox.close())

/** A wallet, a nonce from siwe/init and a signed EIP-4361 message for it. */
async function signedIn(options: { key?: `0x${string}` } = {}) {
  const account = privateKeyToAccount(options.key ?? generatePrivateKey())
  const init = await client.post('/siwe/init', { address: account.address })
  expect(init.status).toBe(200)
  const nonce = init.body.nonce as string
  const { message, signature } = await siweSignature(account, nonce)
  return { account, nonce, message, signature }
}

const body = (s: { message: string; signature: string }, chainId: string | number = 'eip155:1') => ({
  message: s.message,
  signature: s.signature,
  chainId,
  walletClientType: 'metamask',
  connectorType: 'injected',
})

describe('siwe', () => {
  it('A-7.40 init answers a nonce for the address', async () => {
    const account = privateKeyToAccount(generatePrivateKey())
    const res = await client.post('/siwe/init', { address: account.address })
    expect(res.status).toBe(200)
    expect(res.body.nonce).toMatch(/^[A-Za-z0-9]{8,}$/)
    const other = await client.post('/siwe/init', { address: account.address })
    expect(other.body.nonce).not.toBe(res.body.nonce)
    expect((await client.post('/siwe/init', { address: 'not-an-address' })).body).toMatchObject({
      code: 'invalid_data',
    })
  })

  it('A-1.05 A-7.41 authenticate verifies the signed message and logs the wallet in with its client and connector', async () => {
    const s = await signedIn()
    const res = await client.post('/siwe/authenticate', body(s))
    expect(res.status).toBe(200)
    const result = WireAuthResult.parse(res.body)
    expect(result.is_new_user).toBe(true)
    expect(result.user.linked_accounts[0]).toMatchObject({
      type: 'wallet',
      address: s.account.address,
      chain_type: 'ethereum',
      chain_id: 'eip155:1',
      wallet_client_type: 'metamask',
      connector_type: 'injected',
    })
  })

  it('A-7.41 a nonce is spent once: replaying the signed message is refused', async () => {
    const s = await signedIn()
    expect((await client.post('/siwe/authenticate', body(s))).status).toBe(200)
    const replay = await client.post('/siwe/authenticate', body(s))
    expect(replay.status).toBe(401)
    expect(replay.body).toMatchObject({ code: 'invalid_credentials' })
  })

  it('A-7.41 a signature by another key, or a chainId other than the message one, is refused', async () => {
    const s = await signedIn()
    const forger = privateKeyToAccount(generatePrivateKey())
    const forged = { message: s.message, signature: await forger.signMessage({ message: s.message }) }
    expect((await client.post('/siwe/authenticate', body(forged))).body).toMatchObject({ code: 'invalid_credentials' })
    expect((await client.post('/siwe/authenticate', body(s, 'eip155:8453'))).body).toMatchObject({
      code: 'invalid_credentials',
    })
    // The nonce survived the refused attempts: the genuine message still works.
    expect((await client.post('/siwe/authenticate', body(s, 1))).status).toBe(200)
  })

  it('A-7.41 A-7.42 link adds the wallet to a signed-in user; unlink removes it', async () => {
    const token = (await client.loginWithEmail(uniqueEmail('siwe-link'))).token ?? undefined
    const s = await signedIn()
    const linked = await client.post('/siwe/link', body(s), token)
    expect(linked.status).toBe(200)
    const result = WireAuthResult.parse(linked.body)
    expect(result.session_update_action).toBe('ignore')
    expect(result.user.linked_accounts.map((a) => a.type).sort()).toEqual(['email', 'wallet'])
    const unlinked = await client.post('/siwe/unlink', { address: s.account.address }, token)
    expect(unlinked.status).toBe(200)
    expect(WireUser.parse(unlinked.body).linked_accounts.map((a) => a.type)).toEqual(['email'])
    expect((await client.post('/siwe/unlink', { address: s.account.address }, token)).status).toBe(400)
  })

  it('A-5.23 link without a signed-in user is refused', async () => {
    const s = await signedIn()
    expect((await client.post('/siwe/link', body(s))).body).toMatchObject({ code: 'missing_or_invalid_token' })
  })

  it('A-8.05 on the captcha app, siwe/init needs a valid captcha token', async () => {
    const captcha = sandboxClient(sandbox, 'captcha')
    const account = privateKeyToAccount(generatePrivateKey())
    expect((await captcha.post('/siwe/init', { address: account.address })).body).toMatchObject({
      code: 'invalid_captcha',
    })
  })
})

describe('siwe: returning wallet', () => {
  it('A-1.05 the same wallet signs in again as the same user', async () => {
    const key = generatePrivateKey()
    const first = WireAuthResult.parse((await client.post('/siwe/authenticate', body(await signedIn({ key })))).body)
    const again = WireAuthResult.parse((await client.post('/siwe/authenticate', body(await signedIn({ key })))).body)
    expect(again.user.id).toBe(first.user.id)
    expect(again.is_new_user).toBe(false)
  })
})

describe('siwe: bad input', () => {
  it('behavior: a message that is not EIP-4361, or a garbage signature, gets a clear 4xx and never a crash', async () => {
    const garbage = await client.post('/siwe/authenticate', {
      message: 'hello',
      signature: '0x1234',
      chainId: 'eip155:1',
    })
    expect(garbage.status).toBe(401)
    expect(garbage.body).toMatchObject({ code: 'invalid_credentials' })
    const s = await signedIn()
    const badSignature = await client.post('/siwe/authenticate', { ...body(s), signature: '0xdeadbeef' })
    expect(badSignature.body).toMatchObject({ code: 'invalid_credentials' })
    expect((await client.post('/siwe/authenticate', { message: s.message })).body).toMatchObject({
      code: 'invalid_data',
    })
  })
})

describe('siwe: the domain of the message, over HTTP', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSandbox({ port: 0 })
  }, 60_000)
  afterAll(() => running?.close())

  /** POSTs as a script would, with no Origin unless one is given. */
  const post = async (path: string, payload: unknown, origin?: string) => {
    const res = await fetch(`${running.url}/api/v1${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'privy-app-id': 'lobbysandboxallmethods001',
        ...(origin ? { origin } : {}),
      },
      body: JSON.stringify(payload),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }

  /** A message signed for `domain` and `uri` with a real nonce of the sandbox. */
  async function signedFor(domain: string, uri: string) {
    const account = privateKeyToAccount(generatePrivateKey())
    const init = await post('/siwe/init', { address: account.address })
    const message = createSiweMessage({
      domain,
      address: account.address,
      uri,
      version: '1',
      chainId: 1,
      nonce: String(init.body.nonce),
      issuedAt: new Date(),
    })
    return { message, signature: await account.signMessage({ message }) }
  }

  it('A-7.41 attack: a SIWE message for evil.example replayed without an Origin does not log in', async () => {
    const stolen = await signedFor('evil.example', 'https://evil.example/login')
    const replay = await post('/siwe/authenticate', body(stolen))
    expect(replay.status).toBe(401)
    expect(replay.body).toEqual({
      code: 'invalid_credentials',
      error: "The sign-in message is for evil.example, which is not one of this app's allowed domains.",
    })
    // Nor with the Origin of the site it was signed for.
    expect((await post('/siwe/authenticate', body(stolen), 'https://evil.example')).status).toBe(401)
  })

  it('A-7.41 attack: an allowed domain with a uri on evil.example does not log in either', async () => {
    const stolen = await signedFor('localhost:3000', 'https://evil.example')
    expect((await post('/siwe/authenticate', body(stolen))).body).toMatchObject({ code: 'invalid_credentials' })
  })

  it('A-7.41 a message for a loopback page logs in with or without an Origin; with one, it must be that page', async () => {
    const withoutOrigin = await signedFor('localhost:3000', 'http://localhost:3000')
    expect((await post('/siwe/authenticate', body(withoutOrigin))).status).toBe(200)
    const fromPage = await signedFor('127.0.0.1:5199', 'http://127.0.0.1:5199/app')
    expect((await post('/siwe/authenticate', body(fromPage), 'http://127.0.0.1:5199')).status).toBe(200)
    const otherPage = await signedFor('127.0.0.1:5199', 'http://127.0.0.1:5199/app')
    expect((await post('/siwe/authenticate', body(otherPage), 'http://localhost:4000')).status).toBe(401)
  })
})
