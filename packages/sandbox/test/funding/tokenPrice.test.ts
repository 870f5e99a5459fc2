import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SANDBOX_TOKEN_PRICES_USD } from '../../src/api/tokenPrice.ts'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox
let client: ReturnType<typeof sandboxClient>

beforeAll(async () => {
  sandbox = await createSandbox()
  client = sandboxClient(sandbox, 'all-methods')
}, 60_000)

afterAll(async () => {
  await sandbox?.close()
})

describe('GET /api/v1/token_price', () => {
  it.each(Object.entries(SANDBOX_TOKEN_PRICES_USD))(
    'W-7.26 answers { usd } from the fixed table: %s',
    async (symbol, usd) => {
      const res = await client.get(`/token_price?chainId=1&tokenSymbol=${symbol}`)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ usd })
    },
  )

  it('W-7.26 reads the symbol in any case, and prices testnet ETH as ETH', async () => {
    const res = await client.get('/token_price?chainId=11155111&tokenSymbol=eth')
    expect(res.body).toEqual({ usd: SANDBOX_TOKEN_PRICES_USD.ETH })
  })

  it('W-7.26 an unknown symbol is a 404 naming the symbols it knows', async () => {
    const res = await client.get('/token_price?chainId=1&tokenSymbol=DOGE')
    expect(res.status).toBe(404)
    expect(res.body.error).toMatch(/no price for "DOGE".*ETH/)
  })

  it.each([
    ['no chain id', '/token_price?tokenSymbol=ETH', 'chainId'],
    ['a chain id that is not a number', '/token_price?chainId=mainnet&tokenSymbol=ETH', 'chainId'],
    ['no symbol', '/token_price?chainId=1', 'tokenSymbol'],
  ])('W-7.26 refuses %s with a 400 naming the field', async (_, path, field) => {
    const res = await client.get(path)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ code: 'invalid_data' })
    expect(res.body.error).toContain(`"${field}"`)
  })

  it('W-7.26 needs the app header, like every /api/v1 call', async () => {
    const res = await sandbox.app.fetch(new Request('http://sandbox.test/api/v1/token_price?chainId=1&tokenSymbol=ETH'))
    expect(res.status).toBe(400)
  })
})
