import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, it } from 'vitest'
import { createSiweMessage, SIWE_STATEMENT, siweChainId } from '../../../src/core/rules/siweMessage'

const fields = {
  domain: 'localhost:3000',
  address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  uri: 'http://localhost:3000',
  chainId: 8453,
  nonce: 'abcdef123456',
  issuedAt: new Date('2026-11-22T02:00:00.000Z'),
}

describe('siweMessage', () => {
  it('A-5.36 the sign-in message states that it costs no fees', () => {
    expect(SIWE_STATEMENT).toContain('cost any fees')
    expect(createSiweMessage(fields)).toContain(SIWE_STATEMENT)
  })

  it('A-1.05 writes an EIP-4361 message a SIWE parser reads back field by field', () => {
    const parsed = parseSiweMessage(createSiweMessage(fields))
    expect(parsed).toMatchObject({
      domain: fields.domain,
      address: fields.address,
      statement: SIWE_STATEMENT,
      uri: fields.uri,
      version: '1',
      chainId: 8453,
      nonce: fields.nonce,
      issuedAt: fields.issuedAt,
    })
  })

  it("A-5.34 names the wallet's chain only when supported, else the app's default chain", () => {
    const chains = [{ id: 1 }, { id: 8453 }]
    expect(siweChainId('0x2105', chains, 1)).toBe(8453)
    expect(siweChainId(8453, chains, 1)).toBe(8453)
    expect(siweChainId('0x89', chains, 1)).toBe(1)
    expect(siweChainId(null, chains, 8453)).toBe(8453)
  })
})
