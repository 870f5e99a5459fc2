import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type RunningChains, type Sandbox, startChains } from '../../src/index.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let chains: RunningChains
let client: ReturnType<typeof sandboxClient>
let token: string

// A wallet no test touches otherwise, so its balance moves only by the attack.
const freshAddress = () =>
  privateKeyToAccount(`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex).address

beforeAll(async () => {
  ;[sandbox, chains] = await Promise.all([createSandbox(), startChains()])
  sandbox.funding.useChains(chains)
  client = sandboxClient(sandbox, 'all-methods')
  token = (await client.loginWithEmail(uniqueEmail('funding-attacks'))).token ?? ''
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
  await chains?.close()
})

const mainnet = () => createPublicClient({ transport: http(chains.chains.find((chain) => chain.id === 1)?.rpcUrl) })
const page = (url: string, form?: Record<string, string>) =>
  sandbox.app.fetch(new Request(url, form ? { method: 'POST', body: new URLSearchParams(form) } : {}))

describe('funding: attacks on the on-ramps and the bridge', () => {
  it('W-7.24 attack: two Buy clicks sent at once on one card on-ramp B session get the purchase delivered once, not twice', async () => {
    const address = freshAddress()
    const init = await client.post(
      '/funding/coinbase_on_ramp/init',
      { addresses: [{ address, blockchains: ['ethereum'] }] },
      token,
    )
    const session = init.body
    const url = new URL('http://sandbox.test/_emulators/onramp-b/pay')
    url.searchParams.set('appId', String(session.app_id))
    url.searchParams.set('sessionToken', String(session.session_token))
    url.searchParams.set('defaultExperience', 'buy')
    url.searchParams.set('presetCryptoAmount', '0.3')
    url.searchParams.set('defaultNetwork', 'ethereum')
    url.searchParams.set('partnerUserId', String(session.partner_user_id))
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => page(url.toString(), { action: 'buy', amount: '0.3' })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([303, 303, 303])
    expect(await mainnet().getBalance({ address })).toBe(parseEther('0.3'))
    const status = await client.get(
      `/funding/coinbase_on_ramp/status?partnerUserId=${String(session.partner_user_id)}`,
      token,
    )
    expect(status.body).toEqual({ status: 'success' })
  })
})
