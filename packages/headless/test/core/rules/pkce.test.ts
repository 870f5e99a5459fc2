import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64Url, createPkce, OAUTH_RANDOM_BYTES, pkceChallenge } from '../../../src/core/rules/pkce'

const decode = (value: string) => Buffer.from(value, 'base64url')

describe('PKCE', () => {
  it('A-9.10 the code verifier and the state are each 36 random bytes, fresh every time', async () => {
    const first = await createPkce()
    const second = await createPkce()
    expect(OAUTH_RANDOM_BYTES).toBe(36)
    expect(decode(first.codeVerifier)).toHaveLength(36)
    expect(decode(first.stateCode)).toHaveLength(36)
    expect(first.codeVerifier).toMatch(/^[A-Za-z0-9_-]{48}$/)
    expect(new Set([first.codeVerifier, first.stateCode, second.codeVerifier, second.stateCode]).size).toBe(4)
  })

  it('A-9.11 the challenge is BASE64URL(SHA-256(verifier)) (RFC 7636 appendix B)', async () => {
    // The RFC's own example.
    expect(await pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
    const { codeVerifier, codeChallenge } = await createPkce()
    expect(codeChallenge).toBe(createHash('sha256').update(codeVerifier).digest('base64url'))
  })

  it('behavior: base64Url matches Node for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
        expect(base64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'))
      }),
    )
  })
})
