import { describe, expect, it } from 'vitest'
import { authCallbackCode } from '../../../src/core/errors/authCallbackCode'
import { createLobbyError } from '../../../src/core/errors/errorCatalogue'
import { LobbyError } from '../../../src/core/errors/lobbyError'

const apiError = (code: string) => new LobbyError('api_error', code, 'The server said no.')

describe('authCallbackCode', () => {
  it.each([
    'must_be_authenticated',
    'cannot_link_more_of_type',
    'exited_auth_flow',
    'exited_link_flow',
    'failed_to_link_account',
    'unknown_auth_error',
  ])('A-8.69 %s passes to the callback as it is, in a login and in a link', (code) => {
    expect(authCallbackCode(apiError(code), 'login')).toBe(code)
    expect(authCallbackCode(apiError(code), 'link')).toBe(code)
  })

  it("A-8.69 a link refused for want of a session (the server's missing_or_invalid_token) is must_be_authenticated", () => {
    expect(authCallbackCode(apiError('missing_or_invalid_token'), 'link')).toBe('must_be_authenticated')
    expect(authCallbackCode(apiError('missing_or_invalid_token'), 'login')).toBe('unknown_auth_error')
  })

  it('A-8.69 A-8.49 a sixth passkey is cannot_link_more_of_type', () => {
    expect(authCallbackCode(createLobbyError('passkey.cannot_link_more'), 'link')).toBe('cannot_link_more_of_type')
  })

  it('A-8.69 anything else is failed_to_link_account in a link and unknown_auth_error in a login, whatever was thrown', () => {
    for (const error of [apiError('linked_to_another_user'), new Error('boom'), 'text', null]) {
      expect(authCallbackCode(error, 'link')).toBe('failed_to_link_account')
      expect(authCallbackCode(error, 'login')).toBe('unknown_auth_error')
    }
  })
})
