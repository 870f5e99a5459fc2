import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { siweChainId, writeSiweMessage } from '../../../src/core/rules/siweMessage'

const fields = {
  domain: 'localhost:3000',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed' as const,
  uri: 'http://localhost:3000',
  chainId: 8453,
  nonce: 'abcdef123456',
  issuedAt: new Date('2026-11-22T02:00:00.000Z'),
}

describe('siweMessage', () => {
  it('A-5.36 the sign-in message states that it costs no fees', async () => {
    expect(await writeSiweMessage(fields)).toContain(
      'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.',
    )
  })

  it('A-1.05 writes an EIP-4361 message a SIWE parser reads back field by field', async () => {
    const parsed = parseSiweMessage(await writeSiweMessage(fields))
    expect(parsed).toMatchObject({
      domain: fields.domain,
      address: fields.address,
      statement:
        'By signing, you are proving you own this wallet and logging in. This does not initiate a transaction or cost any fees.',
      uri: fields.uri,
      version: '1',
      chainId: 8453,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
    })
  })

  it('A-1.05 refuses a field EIP-4361 does not allow, rather than writing a message no verifier accepts', async () => {
    await expect(writeSiweMessage({ ...fields, nonce: 'short' })).rejects.toThrow(/nonce/i)
    await expect(writeSiweMessage({ ...fields, statement: 'two\nlines' })).rejects.toThrow(/statement/i)
  })

  it("A-5.34 names the wallet's chain only when supported, else the app's default chain", () => {
    const chains = [{ id: 1 }, { id: 8453 }]
    expect(siweChainId('0x2105', chains, 1)).toBe(8453)
    expect(siweChainId(8453, chains, 1)).toBe(8453)
    expect(siweChainId('0x89', chains, 1)).toBe(1)
    expect(siweChainId(null, chains, 8453)).toBe(8453)
  })
})
