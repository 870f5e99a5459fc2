// @vitest-environment node
import { type Hex, verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLoginWithCrossApp, getCrossAppAccessToken } from '../../../src/core/auth/loginWithCrossApp'
import { OAUTH_RESPONSE_MESSAGE } from '../../../src/core/auth/oauthWindow'
import type { LobbyClient } from '../../../src/core/client'
import { createCrossAppTransport } from '../../../src/core/cross-app/createCrossAppTransport'
import { getProviderAppInfo } from '../../../src/core/cross-app/crossAppApi'
import {
  crossAppSendTransactionRequest,
  crossAppSignMessageRequest,
  crossAppSignTypedDataRequest,
} from '../../../src/core/cross-app/crossAppRequests'
import { createCrossAppSigner } from '../../../src/core/cross-app/crossAppSign'
import type { CrossAppWindow, PostedMessage } from '../../../src/core/cross-app/crossAppTransport'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import {
  API_URL,
  loginByEmail,
  MemoryStorage,
  type SandboxHarness,
  startSandboxHarness,
} from '../../integration/sandboxHarness'
import { consent, testOAuthWindow } from '../auth/oauthTestWindow'

const PAGE = 'http://localhost:5173/wallet'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

/**
 * A page whose popups are the sandbox's provider page, answered as its script does: GET the
 * transact page, then on `approve()` POST the approval and post the reply from the provider's origin.
 */
function providerPopupWindow() {
  const listeners = new Set<(message: PostedMessage) => void>()
  const post = (origin: string, data: unknown) => {
    for (const listener of [...listeners]) listener({ origin, data })
  }
  const opened: Array<{ url: string; size: object; popup: { closed: boolean; close(): void } }> = []
  const window: CrossAppWindow & { opened: typeof opened; post: typeof post } = {
    origin: new URL(PAGE).origin,
    callbackUrl: PAGE,
    opened,
    post,
    open(url, size) {
      const popup = {
        closed: false,
        close() {
          popup.closed = true
        },
      }
      opened.push({ url, size, popup })
      return popup
    },
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  return {
    window,
    /** The page's data as it would reach its script. */
    async page() {
      const res = await h.sandbox.app.fetch(new Request(opened.at(-1)?.url ?? ''))
      const text = await res.text()
      return {
        status: res.status,
        text,
        data: JSON.parse(text.match(/id="transact-data">([\s\S]*?)<\/script>/)?.[1] ?? 'null'),
      }
    },
    /** The user approves on the provider page. */
    async approve() {
      const url = new URL(opened.at(-1)?.url ?? '')
      // The page as the popup loads it hands its script a one-time approval for this request.
      const { data } = await this.page()
      const res = await h.sandbox.app.fetch(
        new Request(`${url.origin}/oauth/transact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: url.origin },
          body: JSON.stringify({
            token: url.searchParams.get('token'),
            request: url.searchParams.get('request'),
            approval: data?.approval,
          }),
        }),
      )
      const body = (await res.json()) as { result?: string; error?: string }
      post(
        url.origin,
        res.ok
          ? { type: 'PRIVY_CROSS_APP_ACTION_RESPONSE', result: body.result }
          : { type: 'PRIVY_CROSS_APP_ACTION_ERROR', error: body.error },
      )
    },
  }
}

/** A client logged in through cross-app OAuth with the provider app `slug` (its token kept, when one is given). */
async function crossAppUser(slug: string) {
  const storage = new MemoryStorage()
  const client = h.client({ storage })
  await client.ready()
  await linkCrossApp(client, slug, 'login')
  const account = client.store.getSnapshot().user?.linkedAccounts.find((entry) => entry.type === 'cross_app')
  const wallets = (account?.embeddedWallets ?? []) as Array<{ address: Hex }>
  const wallet = wallets[0]?.address as Hex
  return { client, storage, providerAppId: h.appId(slug), wallet }
}

/** Runs the cross-app OAuth flow through the sandbox's consent page. */
async function linkCrossApp(client: LobbyClient, slug: string, mode: 'login' | 'link', login?: string) {
  const page = testOAuthWindow()
  const flow = createLoginWithCrossApp(client, { window: page, environment: null, mode })
  const done = flow.start({ appId: h.appId(slug) })
  await vi.waitFor(() => expect(page.opened[0]?.url).toMatch(/^http/))
  const back = await consent(h, page.opened[0]?.url ?? '', 'allow', login)
  page.post(page.origin, {
    type: OAUTH_RESPONSE_MESSAGE,
    authorizationCode: back.searchParams.get('privy_oauth_code'),
    stateCode: back.searchParams.get('privy_oauth_state'),
  })
  await done
}

const errorOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (cause: unknown) => cause,
  )
  if (!isLobbyError(error)) throw new Error(`expected a LobbyError, got ${String(error)}`)
  return error
}

describe('createCrossAppTransport over the sandbox', () => {
  it('W-7.30 W-3.31 reads the requesting app connections through the client', async () => {
    const transport = createCrossAppTransport(h.client(), { window: providerPopupWindow().window })
    expect(await transport.getConnections()).toMatchObject({
      connections: [
        { provider_app_id: h.appId('cross-app-provider'), read_only: false },
        { provider_app_id: h.appId('cross-app-read-only'), read_only: true },
      ],
    })
    expect(h.sent.at(-1)?.url).toBe(`${API_URL}/api/v1/apps/${h.appId()}/cross-app/connections`)
  })

  it('W-7.33 the provider app info lookup answers name and logoUrl', async () => {
    expect(await getProviderAppInfo(h.client().http, h.appId('cross-app-read-only'))).toMatchObject({
      name: 'Read-only provider app',
      logoUrl: 'https://example.com/read-only-provider.png',
    })
  })

  it("A-3.11 A-3.15 W-4.45 W-7.35 the user's cross-app wallets, and the provider token kept, set and cleared in storage", async () => {
    const { client, storage, providerAppId, wallet } = await crossAppUser('cross-app-provider')
    const transport = createCrossAppTransport(client, { window: providerPopupWindow().window })
    expect(await transport.getCrossAppAccounts()).toEqual([{ providerAppId, embeddedWallets: [{ address: wallet }] }])
    const token = await transport.getProviderAccessToken(providerAppId)
    expect(token).toBe(getCrossAppAccessToken(storage, providerAppId))
    expect(token).toBeTruthy()
    await transport.setProviderAccessToken(providerAppId, 'fresh')
    expect(await transport.getProviderAccessToken(providerAppId)).toBe('fresh')
    await transport.setProviderAccessToken(providerAppId, null)
    expect(await transport.getProviderAccessToken(providerAppId)).toBeNull()
  })

  it('W-1.07 W-2.49 W-7.34 W-7.35 W-7.36 W-7.37 signMessage: the provider page in a popup on the API host; its signature verifies with viem', async () => {
    const { client, providerAppId, wallet } = await crossAppUser('cross-app-provider')
    const popups = providerPopupWindow()
    const signer = createCrossAppSigner({ transport: createCrossAppTransport(client, { window: popups.window }) })
    const signed = signer.request(crossAppSignMessageRequest({ providerAppId, address: wallet, message: 'gm from C1' }))
    await vi.waitFor(() => expect(popups.window.opened).toHaveLength(1))
    const opened = new URL(popups.window.opened[0]?.url ?? '')
    expect(opened.origin + opened.pathname).toBe(`${API_URL}/oauth/transact`)
    expect(popups.window.opened[0]?.size).toEqual({ width: 400, height: 680 })
    const page = await popups.page()
    expect(page.status).toBe(200)
    expect(page.text).toContain('gm from C1')
    expect(page.data.targetOrigin).toBe('http://localhost:5173')
    await popups.approve()
    const signature = (await signed) as Hex
    expect(await verifyMessage({ address: wallet, message: 'gm from C1', signature })).toBe(true)
  })

  it('W-1.07 signTypedData: an EIP-712 signature from the provider wallet verifies with viem', async () => {
    const { client, providerAppId, wallet } = await crossAppUser('cross-app-provider')
    const popups = providerPopupWindow()
    const signer = createCrossAppSigner({ transport: createCrossAppTransport(client, { window: popups.window }) })
    const typedData = {
      domain: { name: 'Lobby', version: '1', chainId: 1n },
      types: { Vote: [{ name: 'proposal', type: 'uint256' }] },
      primaryType: 'Vote' as const,
      message: { proposal: 42n },
    }
    const signed = signer.request(crossAppSignTypedDataRequest({ providerAppId, address: wallet, typedData }))
    await vi.waitFor(() => expect(popups.window.opened).toHaveLength(1))
    await popups.approve()
    expect(await verifyTypedData({ address: wallet, ...typedData, signature: (await signed) as Hex })).toBe(true)
  })

  it('W-8.56 W-7.35 an expired provider token: the page clears it and answers the error', async () => {
    const { client, storage, providerAppId, wallet } = await crossAppUser('cross-app-provider')
    storage.setItem(`privy:cross-app:${providerAppId}`, 'expired-token')
    const popups = providerPopupWindow()
    const transport = createCrossAppTransport(client, { window: popups.window })
    const signer = createCrossAppSigner({ transport })
    const signed = signer.request(crossAppSignMessageRequest({ providerAppId, address: wallet, message: 'x' }))
    await vi.waitFor(() => expect(popups.window.opened).toHaveLength(1))
    const page = await popups.page()
    expect(page.status).toBe(401)
    // What the page's script posts on load, in order, from the provider's origin.
    popups.window.post(API_URL, { type: page.data.types.token, action: 'clear' })
    popups.window.post(API_URL, { type: page.data.types.error, error: page.data.failure.message })
    expect((await errorOf(signed)).shortMessage).toBe('Transactions require a valid token')
    await vi.waitFor(() => expect(getCrossAppAccessToken(storage, providerAppId)).toBeNull())
  })

  it('W-4.45 W-4.47 W-7.31 W-7.32 no provider token: reconnects through the cross-app OAuth link flow, then opens the popup', async () => {
    const storage = new MemoryStorage()
    const client = await loginByEmail(h, h.client({ storage }), `c1-${Date.now()}@example.com`)
    const login = `c1user${Date.now()}`
    await linkCrossApp(client, 'cross-app-provider', 'link', login)
    const providerAppId = h.appId('cross-app-provider')
    const account = client.store.getSnapshot().user?.linkedAccounts.find((entry) => entry.type === 'cross_app')
    const wallets = (account?.embeddedWallets ?? []) as Array<{ address: string }>
    const wallet = wallets[0]?.address ?? ''
    storage.removeItem(`privy:cross-app:${providerAppId}`)
    const oauthPage = testOAuthWindow()
    const popups = providerPopupWindow()
    const signer = createCrossAppSigner({
      transport: createCrossAppTransport(client, {
        window: popups.window,
        reconnect: { window: oauthPage, environment: null },
      }),
    })
    const signed = signer.request(crossAppSignMessageRequest({ providerAppId, address: wallet, message: 'again' }))
    await vi.waitFor(() => expect(oauthPage.opened[0]?.url).toMatch(/^http/))
    expect(signer.getSnapshot().status).toBe('reconnecting')
    const back = await consent(h, oauthPage.opened[0]?.url ?? '', 'allow', login)
    oauthPage.post(oauthPage.origin, {
      type: OAUTH_RESPONSE_MESSAGE,
      authorizationCode: back.searchParams.get('privy_oauth_code'),
      stateCode: back.searchParams.get('privy_oauth_state'),
    })
    await vi.waitFor(() => expect(popups.window.opened).toHaveLength(1))
    expect(getCrossAppAccessToken(storage, providerAppId)).toBeTruthy()
    expect(new URL(popups.window.opened[0]?.url ?? '').searchParams.get('token')).toBe(
      getCrossAppAccessToken(storage, providerAppId),
    )
    popups.window.opened[0]?.popup.close()
    expect((await errorOf(signed)).shortMessage).toBe('User rejected request')
  })

  it("W-4.46 W-5.41 W-8.55 a read-only provider: no token is handed out, so a transaction is refused with the spec's text", async () => {
    const { client, storage, providerAppId, wallet } = await crossAppUser('cross-app-read-only')
    expect(getCrossAppAccessToken(storage, providerAppId)).toBeNull()
    const popups = providerPopupWindow()
    const signer = createCrossAppSigner({ transport: createCrossAppTransport(client, { window: popups.window }) })
    const sent = signer.request(
      crossAppSendTransactionRequest({ providerAppId, address: wallet, transaction: { to: wallet, value: 1n } }),
    )
    expect((await errorOf(sent)).shortMessage).toBe('Cannot transact against a read-only provider app')
    expect(popups.window.opened).toEqual([])
  })

  it('W-5.40 W-8.53 a provider app that is not a connection of the requesting app is refused', async () => {
    const { client, wallet } = await crossAppUser('cross-app-provider')
    const signer = createCrossAppSigner({
      transport: createCrossAppTransport(client, { window: providerPopupWindow().window }),
    })
    const signed = signer.request(
      crossAppSignMessageRequest({ providerAppId: h.appId('captcha'), address: wallet, message: 'x' }),
    )
    expect((await errorOf(signed)).shortMessage).toBe('Invalid connected app')
  })

  it('W-4.50 the request is reported through the client: cross_app_request_started, then cross_app_request_error', async () => {
    const client = h.client({ analytics: true })
    await client.ready()
    const signer = createCrossAppSigner({
      transport: createCrossAppTransport(client, { window: providerPopupWindow().window }),
    })
    const providerAppId = h.appId('captcha')
    await errorOf(signer.request(crossAppSignMessageRequest({ providerAppId, address: '0x01', message: 'x' })))
    const events = async () => {
      const bodies = await Promise.all(
        h.sent
          .filter((request) => request.url.endsWith('/analytics_events'))
          .map(
            (request) => request.clone().json() as Promise<{ event_name: string; payload: { providerAppId?: string } }>,
          ),
      )
      return bodies.filter((body) => body.payload.providerAppId === providerAppId).map((body) => body.event_name)
    }
    await vi.waitFor(async () =>
      expect(await events()).toEqual(['cross_app_request_started', 'cross_app_request_error']),
    )
  })

  it('behavior: without a browser window the popup step fails with a coded error', async () => {
    const { client, providerAppId, wallet } = await crossAppUser('cross-app-provider')
    const signer = createCrossAppSigner({ transport: createCrossAppTransport(client, { window: null }) })
    const error = await errorOf(
      signer.request(crossAppSignMessageRequest({ providerAppId, address: wallet, message: 'x' })),
    )
    expect(error.code).toBe('cross_app_no_window')
  })
})
