import { createPublicClient, type Hex, http, parseEther, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountFromShares } from '../../src/frame/keyShares.ts'
import type { Sandbox } from '../../src/index.ts'
import { type RunningSandbox, startSandbox } from '../../src/startSandbox.ts'
import { crossAppLogin, REQUESTER } from '../support/crossAppLogin.ts'
import { sandboxClient } from '../support/sandboxClient.ts'
import { testDeviceKey, walletCalls, walletSandbox } from '../wallet/walletTestKit.ts'

const CALLBACK = `${REQUESTER}/wallet?tab=1`

const transactQuery = (token: string, request: unknown, callbackUrl = CALLBACK) =>
  new URLSearchParams({
    token,
    request: JSON.stringify({ content: { request }, timestamp: Date.now(), callbackUrl }),
  })

/** The JSON the transact page hands its script. */
const pageData = (page: string) =>
  JSON.parse(page.match(/<script type="application\/json" id="transact-data">([\s\S]*?)<\/script>/)?.[1] ?? 'null')

/** As the user does it: opens the transact page, then approves with the page's one-time approval. */
async function approve(sandbox: Sandbox, token: string, request: unknown, origin = 'http://sandbox.test') {
  const query = transactQuery(token, request)
  const shown = await sandbox.app.fetch(new Request(`http://sandbox.test/oauth/transact?${query}`))
  const { approval } = pageData(await shown.text())
  const res = await sandbox.app.fetch(
    new Request('http://sandbox.test/oauth/transact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ token, request: query.get('request'), approval: approval ?? undefined }),
    }),
  )
  return { status: res.status, body: (await res.json()) as { result?: Hex; error?: string } }
}

/** The provider app's own session for a cross-app user, by logging in to the provider app itself. */
const providerSession = (sandbox: Sandbox, login: string) =>
  sandboxClient(sandbox, 'cross-app-provider').loginWithEmail(`${login}@cross-app-provider.example.com`)

describe('the provider app of cross-app signing', () => {
  let sandbox: Sandbox
  beforeAll(async () => {
    sandbox = await walletSandbox()
  }, 60_000)
  afterAll(() => sandbox.close())

  it('W-7.30 W-3.31 GET apps/{requesterAppId}/cross-app/connections lists the providers with their fields and read_only', async () => {
    const client = sandboxClient(sandbox, 'all-methods')
    const res = await client.get(`/apps/${client.appId}/cross-app/connections`)
    expect(res.status).toBe(200)
    expect(res.body.connections).toEqual([
      {
        provider_app_id: sandbox.apps['cross-app-provider']?.id,
        provider_app_name: 'Provider app',
        provider_app_icon_url: null,
        provider_app_custom_api_url: null,
        read_only: false,
      },
      {
        provider_app_id: sandbox.apps['cross-app-read-only']?.id,
        provider_app_name: 'Read-only provider app',
        provider_app_icon_url: 'https://example.com/read-only-provider.png',
        provider_app_custom_api_url: null,
        read_only: true,
      },
    ])
  })

  it('W-7.30 an app without connections answers an empty list; an unknown app is refused', async () => {
    const client = sandboxClient(sandbox, 'wallets-only')
    expect((await client.get(`/apps/${client.appId}/cross-app/connections`)).body).toEqual({ connections: [] })
    expect((await client.get('/apps/lobbysandboxnosuchapp000001/cross-app/connections')).status).toBe(404)
  })

  it('W-7.33 the provider app info lookup answers its name and logoUrl', async () => {
    const client = sandboxClient(sandbox, 'all-methods')
    const id = sandbox.apps['cross-app-read-only']?.id
    expect((await client.get(`/apps/${id}/cross-app/info`)).body).toEqual({
      id,
      name: 'Read-only provider app',
      logoUrl: 'https://example.com/read-only-provider.png',
    })
  })

  it('A-3.11 W-7.32 the provider user gets one embedded wallet on first login, the same at the next one', async () => {
    const first = await crossAppLogin(sandbox, 'cross-app-provider', 'steady')
    expect(first.wallet).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(first.result.oauth_tokens?.access_token).toBeTruthy()
    const again = await crossAppLogin(sandbox, 'cross-app-provider', 'steady')
    expect(again.wallet).toBe(first.wallet)
    const provider = sandboxClient(sandbox, 'cross-app-provider')
    const me = await provider.get('/users/me', (await providerSession(sandbox, 'steady')).token)
    const wallets = (me.body.user as { linked_accounts: Array<Record<string, unknown>> }).linked_accounts.filter(
      (entry) => entry.type === 'wallet',
    )
    expect(wallets).toEqual([
      expect.objectContaining({
        address: first.wallet,
        wallet_client_type: 'privy',
        connector_type: 'embedded',
        chain_type: 'ethereum',
        recovery_method: 'privy',
      }),
    ])
  }, 30_000)

  it("A-3.11 the provider user's wallet is a real embedded wallet: its auth and recovery shares rebuild it, as the frame recovers it", async () => {
    const { wallet } = await crossAppLogin(sandbox, 'cross-app-provider', 'shares')
    const providerAppId = sandbox.apps['cross-app-provider']?.id ?? ''
    const calls = walletCalls(sandbox, providerAppId)
    const token = (await providerSession(sandbox, 'shares')).token ?? ''
    // A new device of the provider app: its frame signs a recovery release with a key of its own.
    const device = await testDeviceKey(providerAppId)
    const recovery = await calls.post('/recovery_share', await device.release(calls, token, wallet, 'recover'), token)
    expect(recovery.body.recovery_method).toBe('privy')
    const share = (value: unknown) => new Uint8Array(Buffer.from(String(value), 'base64'))
    const account = await accountFromShares(
      share(recovery.body.auth_share),
      share(recovery.body.recovery_share),
      wallet,
    )
    expect(account.address).toBe(wallet)
  }, 30_000)

  it('W-4.46 W-5.41 a read-only connection hands out no provider access token', async () => {
    const { result, account } = await crossAppLogin(sandbox, 'cross-app-read-only')
    expect(account?.provider_app_id).toBe(sandbox.apps['cross-app-read-only']?.id)
    expect(result.oauth_tokens).toBeUndefined()
  })

  it('W-7.34 the transact page checks the token, shows the request and asks the user to approve', async () => {
    const { result, wallet } = await crossAppLogin(sandbox, 'cross-app-provider')
    const token = result.oauth_tokens?.access_token ?? ''
    const request = { method: 'personal_sign', params: ['0x68656c6c6f2066726f6d206c6f626279', wallet] }
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test/oauth/transact?${transactQuery(token, request)}`),
    )
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).toContain('<h1>Sign message</h1>')
    expect(page).toContain('hello from lobby')
    expect(page).toContain(wallet)
    expect(page).toContain('data-testid="approve"')
    // W-7.36, W-7.37 the page answers with the prefixed types, only to the callback URL's origin.
    expect(pageData(page)).toMatchObject({
      targetOrigin: REQUESTER,
      failure: null,
      approval: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      types: {
        response: 'PRIVY_CROSS_APP_ACTION_RESPONSE',
        error: 'PRIVY_CROSS_APP_ACTION_ERROR',
        token: 'PRIVY_CROSS_APP_ACTION_TOKEN',
      },
    })
  })

  it("W-8.56 W-7.35 a bad token: 'Transactions require a valid token', the token cleared, posted to the callback origin", async () => {
    const res = await sandbox.app.fetch(
      new Request(
        `http://sandbox.test/oauth/transact?${transactQuery('not-a-token', { method: 'personal_sign', params: ['0x01'] })}`,
      ),
    )
    expect(res.status).toBe(401)
    const page = await res.text()
    expect(page).toContain('Transactions require a valid token')
    expect(pageData(page)).toMatchObject({
      targetOrigin: REQUESTER,
      failure: { message: 'Transactions require a valid token', clearToken: true },
    })
    // The approve call refuses it too.
    expect(await approve(sandbox, 'not-a-token', { method: 'personal_sign', params: ['0x01'] })).toEqual({
      status: 401,
      body: { error: 'Transactions require a valid token' },
    })
  })

  it('behavior: a request without a usable callback URL is refused on the page and posts nothing', async () => {
    for (const query of [
      new URLSearchParams({ token: 'x', request: 'not json' }),
      transactQuery('x', { method: 'personal_sign', params: [] }, 'javascript:alert(1)'),
    ]) {
      const res = await sandbox.app.fetch(new Request(`http://sandbox.test/oauth/transact?${query}`))
      expect(res.status).toBe(400)
      const page = await res.text()
      expect(pageData(page).targetOrigin).toBeNull()
      expect(page).not.toContain('<script type="module">')
    }
  })

  it('W-1.07 personal_sign and eth_signTypedData_v4 signatures from the provider wallet verify with viem', async () => {
    const { result, wallet } = await crossAppLogin(sandbox, 'cross-app-provider')
    const token = result.oauth_tokens?.access_token ?? ''
    const signed = await approve(sandbox, token, { method: 'personal_sign', params: ['Hello, cross-app', wallet] })
    expect(signed.status).toBe(200)
    expect(
      await verifyMessage({ address: wallet, message: 'Hello, cross-app', signature: signed.body.result as Hex }),
    ).toBe(true)
    const typed = {
      domain: { name: 'Lobby', version: '1', chainId: 1 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'Hello' },
    }
    const typedAnswer = await approve(sandbox, token, {
      method: 'eth_signTypedData_v4',
      params: [wallet, JSON.stringify(typed)],
    })
    const { EIP712Domain: _, ...types } = typed.types
    expect(
      await verifyTypedData({
        address: wallet,
        domain: typed.domain,
        types,
        primaryType: 'Mail',
        message: typed.message,
        signature: typedAnswer.body.result as Hex,
      }),
    ).toBe(true)
  })

  it('W-5.38 the provider wallet refuses to sign for another address', async () => {
    const { result } = await crossAppLogin(sandbox, 'cross-app-provider')
    const other = '0x000000000000000000000000000000000000dEaD'
    expect(
      await approve(sandbox, result.oauth_tokens?.access_token ?? '', {
        method: 'personal_sign',
        params: ['hi', other],
      }),
    ).toEqual({ status: 400, body: { error: 'Cannot request a signature with this wallet address' } })
  })

  it('behavior: approving from another origin than the page is refused', async () => {
    const { result, wallet } = await crossAppLogin(sandbox, 'cross-app-provider')
    const answer = await approve(
      sandbox,
      result.oauth_tokens?.access_token ?? '',
      { method: 'personal_sign', params: ['hi', wallet] },
      'http://evil.test',
    )
    expect(answer.status).toBe(403)
  })

  it('behavior: a transaction without local chains says how to start them', async () => {
    const { result, wallet } = await crossAppLogin(sandbox, 'cross-app-provider')
    const answer = await approve(sandbox, result.oauth_tokens?.access_token ?? '', {
      method: 'eth_sendTransaction',
      params: [{ from: wallet, to: wallet, value: '0x1' }],
    })
    expect(answer).toEqual({ status: 400, body: { error: 'No local chain 1: start the sandbox with its chains.' } })
  })
})

describe('the provider app sends transactions on the local chain', () => {
  let running: RunningSandbox
  beforeAll(async () => {
    running = await startSandbox({ port: 0, chains: true })
  }, 120_000)
  afterAll(() => running?.close())

  it('W-1.07 eth_sendTransaction from the provider wallet is mined on anvil; eth_signTransaction signs one', async () => {
    const { result, wallet } = await crossAppLogin(running.sandbox, 'cross-app-provider')
    const token = result.oauth_tokens?.access_token ?? ''
    const to = '0x000000000000000000000000000000000000bEEF'
    const sent = await approve(running.sandbox, token, {
      method: 'eth_sendTransaction',
      params: [{ from: wallet, to, value: `0x${parseEther('0.5').toString(16)}`, chainId: '0x1' }],
    })
    expect(sent.status).toBe(200)
    const chain = running.chains?.chains.find((entry) => entry.id === 1)
    const reader = createPublicClient({ transport: http(chain?.rpcUrl ?? '') })
    // The hash comes back as soon as the node has the transaction; the test waits for it to be mined.
    const receipt = await reader.waitForTransactionReceipt({ hash: sent.body.result as Hex, pollingInterval: 100 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase())
    expect(await reader.getBalance({ address: to })).toBe(parseEther('0.5'))
    const signedTx = await approve(running.sandbox, token, {
      method: 'eth_signTransaction',
      params: [{ to, value: '0x1', chainId: 1 }],
    })
    expect(signedTx.body.result).toMatch(/^0x02/)
  })
})
