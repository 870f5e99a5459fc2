import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithSiwe, unlinkWallet } from '../../../src/core/auth/loginWithSiwe'
import { createCaptcha } from '../../../src/core/captcha/createCaptcha'
import { errorScreenFor } from '../../../src/core/errors/errorScreens'
import { localWallet } from '../../integration/localWallet'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { sandboxWidget } from '../../integration/sandboxWidget'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const page = { host: 'localhost:3000', origin: 'http://localhost:3000' }

describe('createLoginWithSiwe', () => {
  it('A-1.05 A-7.40 A-7.41 signs the nonce with an EIP-1193 wallet and logs in with its client and connector', async () => {
    const client = h.client()
    await client.ready()
    const wallet = localWallet()
    const flow = createLoginWithSiwe(client, { page, walletClientType: 'metamask', connectorType: 'injected' })
    const seen: string[] = []
    flow.subscribe(() => seen.push(flow.getSnapshot().status))
    await flow.signIn(wallet.provider)
    expect(flow.getSnapshot()).toMatchObject({ status: 'done', address: wallet.account.address, error: null })
    expect(seen).toEqual(['generating-message', 'awaiting-signature', 'submitting', 'done'])
    expect(wallet.calls).toEqual(['eth_requestAccounts', 'eth_chainId', 'personal_sign'])
    const state = client.store.getSnapshot()
    expect(state.authenticated).toBe(true)
    expect(state.user?.wallet).toMatchObject({
      address: wallet.account.address,
      walletClientType: 'metamask',
      connectorType: 'injected',
      chainId: 'eip155:1',
    })
    expect(client.getRecentLoginMethod()).toBe('siwe')
    const init = h.sent.find((r) => r.url.endsWith('/siwe/init'))
    expect(await init?.json()).toEqual({ address: wallet.account.address })
  })

  it('A-5.34 a wallet on an unsupported chain signs a message for the default chain', async () => {
    const client = h.client()
    await client.ready()
    const flow = createLoginWithSiwe(client, { page })
    await flow.signIn(localWallet({ chainId: 137 }).provider)
    expect(flow.getSnapshot().message).toContain('Chain ID: 1\n')
    expect(client.store.getSnapshot().user?.wallet?.chainId).toBe('eip155:1')
  })

  it('A-7.41 A-7.42 A-4.65 links a wallet to the signed-in user, then unlinks it and refetches the user', async () => {
    const client = await loginByEmail(h, h.client(), `siwe-link-${Date.now()}@example.com`)
    const wallet = localWallet()
    const flow = createLoginWithSiwe(client, { page, mode: 'link' })
    await flow.signIn(wallet.provider)
    expect(flow.getSnapshot().status).toBe('done')
    expect(
      client.store
        .getSnapshot()
        .user?.linkedAccounts.map((a) => a.type)
        .sort(),
    ).toEqual(['email', 'wallet'])
    const user = await unlinkWallet(client, wallet.account.address)
    expect(user?.linkedAccounts.map((a) => a.type)).toEqual(['email'])
    expect(client.store.getSnapshot().user?.wallet).toBeUndefined()
  })

  it('W-8.04 W-8.05 a second wallet the server will not link ends on the user-limit screen; another refusal reads Unable to link', async () => {
    const client = await loginByEmail(h, h.client(), `siwe-limit-${Date.now()}@example.com`)
    await createLoginWithSiwe(client, { page, mode: 'link' }).signIn(localWallet().provider)
    const second = createLoginWithSiwe(client, { page, mode: 'link' })
    await second.signIn(localWallet().provider)
    const error = second.getSnapshot().error
    expect(error?.code).toBe('cannot_link_more_of_type')
    expect(errorScreenFor(error, null, { flow: 'wallet_link' }).screen).toBe('USER_LIMIT_REACHED_SCREEN')
    await h.addFault({ route: '/api/v1/siwe/link', status: 400, body: { code: 'invalid_data', error: 'Bad.' } })
    const other = await loginByEmail(h, h.client(), `siwe-refused-${Date.now()}@example.com`)
    const refused = createLoginWithSiwe(other, { page, mode: 'link' })
    await refused.signIn(localWallet().provider)
    expect(errorScreenFor(refused.getSnapshot().error, null, { flow: 'wallet_link' })).toMatchObject({
      screen: 'LINK_WALLET_SCREEN',
      title: 'Unable to link',
    })
  })

  it('A-5.23 linking without a signed-in user fails before any request', async () => {
    const client = h.client()
    await client.ready()
    const before = h.sent.length
    const flow = createLoginWithSiwe(client, { page, mode: 'link' })
    await flow.signIn(localWallet().provider)
    expect(flow.getSnapshot().error?.code).toBe('must_be_authenticated')
    expect(h.sent.slice(before).some((r) => r.url.includes('/siwe/'))).toBe(false)
  })

  it('W-8.13 a wallet that refuses to sign leaves the flow in error with the provider code, signed out', async () => {
    const client = h.client()
    await client.ready()
    const flow = createLoginWithSiwe(client, { page })
    await flow.signIn(localWallet({ reject: true }).provider)
    expect(flow.getSnapshot().status).toBe('error')
    expect(flow.getSnapshot().error).toMatchObject({ rpcCode: 4001, shortMessage: 'The user rejected the request' })
    expect(client.store.getSnapshot().authenticated).toBe(false)
  })
})

describe('createLoginWithSiwe on a captcha app', () => {
  it('A-7.40 sends the passed captcha token with siwe/init', async () => {
    const client = h.client({ appId: h.appId('captcha') })
    await client.ready()
    const widget = sandboxWidget(h)
    const captcha = createCaptcha({ enabled: true, siteKey: 't:lobby-sandbox-captcha', loadWidget: async () => widget })
    await captcha.mount('#captcha')
    await captcha.waitForToken()
    const from = h.sent.length
    const flow = createLoginWithSiwe(client, { page, captcha })
    await flow.signIn(localWallet().provider)
    expect(flow.getSnapshot().status).toBe('done')
    const init = h.sent.slice(from).find((r) => r.url.endsWith('/siwe/init'))
    expect(((await init?.json()) as { token?: string } | undefined)?.token).toMatch(/^lobby-captcha\./)
    expect(captcha.getSnapshot().status).toBe('ready')
  })
})
