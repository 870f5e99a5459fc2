import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type RunningChains, type Sandbox, startChains } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let chains: RunningChains
let client: ReturnType<typeof sandboxClient>
let token: string

const freshAddress = () =>
  privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex).address

beforeAll(async () => {
  ;[sandbox, chains] = await Promise.all([createSandbox(), startChains()])
  sandbox.funding.useChains(chains)
  client = sandboxClient(sandbox, 'all-methods')
  token = (await client.loginWithEmail(uniqueEmail('onramp-b'))).token ?? ''
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
  await chains?.close()
})

const mainnet = () => createPublicClient({ transport: http(chains.chains.find((chain) => chain.id === 1)?.rpcUrl) })

/** W-7.24's pay page URL, as the client builds it from an init answer. */
function payUrl(session: Record<string, unknown>, network = 'ethereum', amount = '0.2') {
  const url = new URL('http://sandbox.test/_emulators/onramp-b/pay')
  url.searchParams.set('appId', String(session.app_id))
  url.searchParams.set('sessionToken', String(session.session_token))
  url.searchParams.set('defaultExperience', 'buy')
  url.searchParams.set('presetCryptoAmount', amount)
  url.searchParams.set('defaultNetwork', network)
  url.searchParams.set('partnerUserId', String(session.partner_user_id))
  return url.toString()
}
const page = (url: string, form?: Record<string, string>) =>
  sandbox.app.fetch(new Request(url, form ? { method: 'POST', body: new URLSearchParams(form) } : {}))
const status = (partnerUserId: unknown, as = token) =>
  client.get(`/funding/coinbase_on_ramp/status?partnerUserId=${String(partnerUserId)}`, as)
const init = (address: string, blockchains = ['ethereum']) =>
  client.post('/funding/coinbase_on_ramp/init', { addresses: [{ address, blockchains }] }, token)

describe('card on-ramp B emulator', () => {
  it('W-7.22 W-3.24 init needs a bearer token and answers app_id, session_token and partner_user_id', async () => {
    const address = freshAddress()
    const refused = await client.post('/funding/coinbase_on_ramp/init', {
      addresses: [{ address, blockchains: ['ethereum'] }],
    })
    expect(refused.status).toBe(401)
    const res = await init(address)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      app_id: expect.any(String),
      session_token: expect.any(String),
      partner_user_id: expect.any(String),
    })
    const bad = await client.post(
      '/funding/coinbase_on_ramp/init',
      { addresses: [{ address: 'nope', blockchains: [] }] },
      token,
    )
    expect(bad.status).toBe(400)
    expect(bad.body.error).toMatch(/addresses\.0\.address/)
  })

  it.each([
    ['an allowed app page', 'http://localhost:5173', 'http://localhost:5173'],
    ['a page the app does not allow', 'https://evil.example', ''],
    ['no page (a server call)', undefined, ''],
  ])(
    'W-7.22 the pay page tells only the origin init came from, when the app allows it: %s',
    async (_name, origin, named) => {
      const res = await sandbox.app.fetch(
        new Request('http://sandbox.test/api/v1/funding/coinbase_on_ramp/init', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'privy-app-id': client.appId,
            authorization: `Bearer ${token}`,
            ...(origin ? { origin } : {}),
          },
          body: JSON.stringify({ addresses: [{ address: freshAddress(), blockchains: ['ethereum'] }] }),
        }),
      )
      const text = await (await page(payUrl((await res.json()) as Record<string, unknown>))).text()
      expect(text).toContain(`data-opener-origin="${named}"`)
      expect(text).not.toContain("'*'")
    },
  )

  it('W-7.23 status is in_progress, then Buy on the pay page sends real funds on anvil and status reads success', async () => {
    const address = freshAddress()
    const session = (await init(address)).body
    expect((await status(session.partner_user_id)).body).toEqual({ status: 'in_progress' })

    const url = payUrl(session, 'ethereum', '0.2')
    const opened = await page(url)
    expect(opened.status).toBe(200)
    const text = await opened.text()
    expect(text).toContain(address)
    for (const label of ['>Buy<', '>Exit<', 'role="status"', '<label for="amount">', 'value="0.2"'])
      expect(text).toContain(label)

    const bought = await page(url, { action: 'buy', amount: '0.2' })
    expect(bought.status).toBe(303)
    expect((await status(session.partner_user_id)).body).toEqual({ status: 'success' })
    expect(await mainnet().getBalance({ address })).toBe(parseEther('0.2'))
    // Spent: a second Buy sends nothing more.
    await page(url, { action: 'buy', amount: '0.2' })
    expect(await mainnet().getBalance({ address })).toBe(parseEther('0.2'))
    const after = await (await page(url)).text()
    expect(after).toContain('data-state="success"')
  })

  it('behavior: the pay page refuses a wrong session token, app id or partner user id', async () => {
    const session = (await init(freshAddress())).body
    for (const change of [{ session_token: 'forged' }, { app_id: 'another-app' }, { partner_user_id: 'pu_unknown' }]) {
      const url = payUrl({ ...session, ...change })
      expect((await page(url)).status).toBe(401)
      expect((await page(url, { action: 'buy', amount: '0.1' })).status).toBe(401)
    }
    expect((await status(session.partner_user_id)).body).toEqual({ status: 'in_progress' })
  })

  it('behavior: Exit on the pay page ends the session as user_exited, and nothing is sent', async () => {
    const address = freshAddress()
    const session = (await init(address)).body
    await page(payUrl(session), { action: 'exit' })
    expect((await status(session.partner_user_id)).body).toEqual({ status: 'failed', failure_reason: 'user_exited' })
    expect(await mainnet().getBalance({ address })).toBe(0n)
  })

  it('behavior: a network the session was not opened for, or one the sandbox does not run, is an unsupported chain', async () => {
    const address = freshAddress()
    const wrongNetwork = (await init(address, ['ethereum'])).body
    await page(payUrl(wrongNetwork, 'base'), { action: 'buy', amount: '0.1' })
    expect((await status(wrongNetwork.partner_user_id)).body).toEqual({
      status: 'failed',
      failure_reason: 'unsupported_chain',
    })

    const notRunning = (await init(address, ['optimism'])).body
    await page(payUrl(notRunning, 'optimism'), { action: 'buy', amount: '0.1' })
    expect((await status(notRunning.partner_user_id)).body).toEqual({
      status: 'failed',
      failure_reason: 'unsupported_chain',
    })

    const refusedByButton = (await init(address)).body
    await page(payUrl(refusedByButton), { action: 'unsupported' })
    expect((await status(refusedByButton.partner_user_id)).body).toMatchObject({ failure_reason: 'unsupported_chain' })
    expect(await mainnet().getBalance({ address })).toBe(0n)
  })

  it('W-7.23 status is read only by the user who opened the session, and needs partnerUserId', async () => {
    const session = (await init(freshAddress())).body
    const other = (await client.loginWithEmail(uniqueEmail('onramp-b-other'))).token ?? ''
    expect((await status(session.partner_user_id, other)).status).toBe(404)
    const missing = await client.get('/funding/coinbase_on_ramp/status', token)
    expect(missing.status).toBe(400)
    expect(missing.body.error).toContain('"partnerUserId"')
  })

  it('W-7.24 attack: two Buy clicks sent at once on one card on-ramp B session get the purchase delivered once, not twice', async () => {
    const address = freshAddress()
    const session = (await init(address)).body
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => page(payUrl(session, 'ethereum', '0.3'), { action: 'buy', amount: '0.3' })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303])
    expect(await mainnet().getBalance({ address })).toBe(parseEther('0.3'))
    expect((await status(session.partner_user_id)).body).toEqual({ status: 'success' })
  })
})
