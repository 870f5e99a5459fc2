import { describe, expect, it } from 'vitest'
import { audienceOf, decodeJwt } from '../../../src/core/session/decodeJwt'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwt = (claims: unknown) => `${part({ alg: 'ES256', typ: 'JWT' })}.${part(claims)}.signature`

describe('decodeJwt', () => {
  it('A-3.16 reads subject, expiry, issuer and audience from a payload written in base64url', () => {
    // '?' and '>' runs encode to '_' and '-' in base64url ('/' and '+' in plain base64).
    const claims = { sub: 'did:privy:??>>??>>', exp: 1_795_000_000, iss: 'privy.io', aud: 'app-1' }
    const token = jwt(claims)
    expect(token.split('.')[1]).toMatch(/-/)
    expect(token.split('.')[1]).toMatch(/_/)
    expect(decodeJwt(token)).toEqual(claims)
  })

  it('A-3.16 reads claims of every payload length, unpadded, and in UTF-8', () => {
    for (const sub of ['a', 'ab', 'abc', 'José 東京']) {
      expect(decodeJwt(jwt({ sub, exp: 1 }))).toEqual({ sub, exp: 1 })
    }
  })

  it('behavior: anything that is not a JWT with an object of claims reads as null', () => {
    expect(decodeJwt('not-a-jwt')).toBeNull()
    expect(decodeJwt('header..signature')).toBeNull()
    expect(decodeJwt('header.%%%.signature')).toBeNull()
    expect(decodeJwt(`header.${Buffer.from('not json').toString('base64url')}.signature`)).toBeNull()
    expect(decodeJwt(jwt(['sub']))).toBeNull()
    expect(decodeJwt(jwt({ exp: 'tomorrow' }))).toBeNull()
  })
})

describe('audienceOf', () => {
  it('A-4.62 reads one audience or a list of them', () => {
    expect(audienceOf({ aud: 'app-1' })).toEqual(['app-1'])
    expect(audienceOf({ aud: ['app-1', 'app-2'] })).toEqual(['app-1', 'app-2'])
    expect(audienceOf({})).toEqual([])
    expect(audienceOf({ aud: '' })).toEqual([])
  })
})
