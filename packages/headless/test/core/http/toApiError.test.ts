import { describe, expect, it } from 'vitest'
import { toApiError } from '../../../src/core/http/toApiError'

describe('toApiError', () => {
  it('A-8.02 keeps the server code and message of a { code, error } body', () => {
    const error = toApiError(401, { code: 'invalid_credentials', error: 'Invalid or expired verification code' })
    expect([error.kind, error.code, error.shortMessage, error.status]).toEqual([
      'api_error',
      'invalid_credentials',
      'Invalid or expired verification code',
      401,
    ])
  })

  it('A-8.02 a 429 with an unreadable body is still too_many_requests', () => {
    expect(toApiError(429, '<html>slow down</html>').code).toBe('too_many_requests')
    expect(toApiError(502, '<html>bad gateway</html>').code).toBe('unknown_error')
  })
})
