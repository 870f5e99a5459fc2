import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createLobbyError, ERROR_CATALOGUE, oauthRecoveryErrorCode } from '../../../src/core/errors/errorCatalogue'
import {
  API_ERROR_CODES,
  AUTH_CALLBACK_ERROR_CODES,
  EMBEDDED_WALLET_CALLBACK_CODES,
  EMBEDDED_WALLET_ERROR_TYPES,
  isApiErrorCode,
} from '../../../src/core/errors/errorCodes'
import { allowlistRejectionTexts, errorScreenFor, isRateLimited } from '../../../src/core/errors/errorScreens'
import { ERROR_TEXTS } from '../../../src/core/errors/errorTexts'
import { isLobbyError, LOBBY_ERROR_KINDS, LobbyError } from '../../../src/core/errors/lobbyError'
import { toLobbyError } from '../../../src/core/errors/toLobbyError'
import { viemNotInstalledError } from '../../../src/core/viem'

const api = (code: string, message = 'Server says no.', status = 400) =>
  new LobbyError('api_error', code, message, { status })

describe('catalogue codes', () => {
  it('A-8.01 error kinds are the five of the spec', () => {
    expect(LOBBY_ERROR_KINDS).toEqual([
      'api_error',
      'client_error',
      'connector_error',
      'wallet_error',
      'provider_error',
    ])
    for (const code of Object.keys(ERROR_CATALOGUE) as (keyof typeof ERROR_CATALOGUE)[]) {
      expect(LOBBY_ERROR_KINDS).toContain(createLobbyError(code).kind)
    }
  })

  // That a flow produces each of them is errorCodesProvoked.test.ts's check.
  it('A-8.02 the server codes are the spec list, in its order, and recognised; others are not', () => {
    expect(API_ERROR_CODES).toEqual([
      'client_request_timeout',
      'must_be_authenticated',
      'max_accounts_reached',
      'oauth_user_denied',
      'unknown_auth_error',
      'passkey_not_allowed',
      'linked_to_another_user',
      'disallowed_login_method',
      'invalid_data',
      'cannot_link_more_of_type',
      'invalid_credentials',
      'too_many_requests',
      'user_does_not_exist',
      'allowlist_rejected',
      'oauth_account_suspended',
      'oauth_unexpected',
      'missing_or_invalid_token',
      'missing_or_invalid_mfa',
      'mfa_timeout',
      'mfa_verification_max_attempts_reached',
      'exited_auth_flow',
      'exited_link_flow',
      'failed_to_link_account',
    ])
    for (const code of API_ERROR_CODES) expect(isApiErrorCode(code)).toBe(true)
    expect(isApiErrorCode('not_a_code')).toBe(false)
    expect(isApiErrorCode(42)).toBe(false)
  })

  it('A-8.69 W-8.19 W-8.29 callback codes and embedded-wallet error types are listed', () => {
    expect(AUTH_CALLBACK_ERROR_CODES).toContain('exited_link_flow')
    expect(EMBEDDED_WALLET_ERROR_TYPES).toContain('twilio_verification_failed')
    expect(EMBEDDED_WALLET_CALLBACK_CODES).toContain('user_exited_set_password_flow')
  })

  it('behavior: createLobbyError keeps the options and is a LobbyError of its code', () => {
    const cause = new Error('x')
    const error = createLobbyError('auth.no_flow', { cause, status: 400 })
    expect(isLobbyError(error, 'auth.no_flow')).toBe(true)
    expect(error.cause).toBe(cause)
    expect(error.status).toBe(400)
  })

  it('behavior: every spec text is written once in the catalogue of texts', () => {
    const texts = Object.values(ERROR_TEXTS)
    expect(new Set(texts).size).toBe(texts.length)
  })
})

describe('SDK errors carry the spec text', () => {
  it.each([
    ['A-8.65', 'auth.no_flow', 'No auth flow in progress.'],
    ['A-8.67', 'captcha.failed', 'Captcha failed'],
    ['A-8.49', 'passkey.cannot_link_more', 'Cannot link more passkeys to account.'],
    ['A-8.50', 'passkey.timed_out_or_rejected', 'Passkey request timed out or rejected by user.'],
    ['A-8.51', 'passkey.enrolled_in_mfa', 'Cannot unlink a passkey enrolled in MFA'],
    ['A-8.52', 'passkey.unknown', 'Unknown error occurred.'],
    ['A-8.45', 'popup.timeout', 'Authorization request timed out after 2 minutes.'],
    ['A-8.46', 'popup.closed', 'User rejected request'],
    ['A-8.47', 'popup.origin_mismatch', 'Origins between parent and child windows do not match.'],
    ['W-8.32', 'mfa_timeout', 'Timed out waiting for MFA code'],
    ['W-8.33', 'mfa_verification_max_attempts_reached', 'Max MFA verification attempts reached'],
    ['W-8.34', 'mfa.verification_failed', 'MFA verification failed, retry.'],
    ['W-8.35', 'mfa.unsupported_method', 'Unsupported MFA method'],
    ['W-8.10', 'wallet.connect_failed', 'Unable to connect to wallet.'],
    [
      'W-8.11',
      'wallet.not_connectable',
      'User must be authenticated and have a Privy wallet before it can be connected',
    ],
    ['W-8.12', 'wallet.service_unavailable', "We're on it. Please try again later."],
    ['W-8.20', 'embedded_wallet.login_again', 'An error has occured, please login again.'],
    ['W-8.21', 'embedded_wallet.create_timeout', 'walletProxy.create timed out.'],
    ['W-8.22', 'embedded_wallet.refresh_failed', 'Failed to refresh user.'],
    ['W-8.23', 'embedded_wallet.create_failed', 'Something went wrong'],
    ['W-8.24', 'embedded_wallet.not_authenticated', 'User must be authenticated before creating a Privy wallet'],
    [
      'W-8.41',
      'transaction.preparation_failed',
      'There was an error preparing your transaction. Your transaction request will likely fail.',
    ],
    [
      'W-8.60',
      'cross_app.codes_missing',
      '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
    ],
  ] as const)('%s %s reads the spec text', (_id, code, text) => {
    const error = createLobbyError(code)
    expect(error.shortMessage).toBe(text)
    // Shown on the error screen as the detail (A-8.18 keeps the message).
    expect(errorScreenFor(error).detail).toBe(text)
  })

  it('A-2.81 passkey errors show the error screen with a way back', () => {
    for (const code of ['passkey.cannot_link_more', 'passkey.timed_out_or_rejected', 'passkey.unknown'] as const) {
      expect(errorScreenFor(createLobbyError(code))).toMatchObject({ screen: 'ERROR_SCREEN', action: 'back' })
    }
  })

  it('A-8.68 a failed captcha reset is coded expired_and_failed_reset and resets the captcha on click', () => {
    const view = errorScreenFor(createLobbyError('expired_and_failed_reset'))
    expect(view.code).toBe('expired_and_failed_reset')
    expect(view.action).toBe('reset_captcha')
  })

  it('W-8.61 a denied cross-app confirmation is oauth_user_denied with its text', () => {
    const error = createLobbyError('cross_app.denied')
    expect(error.code).toBe('oauth_user_denied')
    expect(error.shortMessage).toBe('User denied confirmation during cross-app auth flow')
  })

  it('W-8.62 an invalid cross-app code carries the provider code, else unknown_auth_error', () => {
    expect(createLobbyError('cross_app.invalid_code').code).toBe('unknown_auth_error')
    const withProvider = createLobbyError('cross_app.invalid_code', { code: 'invalid_grant' })
    expect(withProvider.code).toBe('invalid_grant')
    expect(withProvider.shortMessage).toBe('Invalid code during cross-app auth flow.')
  })

  it('W-8.27 W-8.28 OAuth recovery: the denial message gives oauth_user_denied, others unknown_auth_error', () => {
    expect(oauthRecoveryErrorCode('User denied confirmation during OAuth flow')).toBe('oauth_user_denied')
    expect(oauthRecoveryErrorCode('Error: User denied confirmation during OAuth flow (popup)')).toBe(
      'oauth_user_denied',
    )
    expect(oauthRecoveryErrorCode('drive quota exceeded')).toBe('unknown_auth_error')
  })
})

describe('errorScreenFor: the error-screen mapping', () => {
  it('A-8.03 A-2.27 client_request_timeout: Timed out / the message / Try again', () => {
    const view = errorScreenFor(
      new LobbyError('client_error', 'client_request_timeout', 'The request timed out after 20 s.'),
    )
    expect(view).toMatchObject({
      screen: 'ERROR_SCREEN',
      title: 'Timed out',
      detail: 'The request timed out after 20 s.',
      cta: 'Try again',
      retryable: true,
    })
  })

  it('A-8.04 insufficient_balance: Insufficient balance / the message / Try again', () => {
    expect(errorScreenFor(api('insufficient_balance', 'Need 0.1 ETH.'))).toMatchObject({
      title: 'Insufficient balance',
      detail: 'Need 0.1 ETH.',
      cta: 'Try again',
    })
  })

  it('A-8.05 A-8.06 invalid_captcha: Something went wrong / Please try again. and the button resets the captcha', () => {
    expect(errorScreenFor(api('invalid_captcha'))).toMatchObject({
      title: 'Something went wrong',
      detail: 'Please try again.',
      action: 'reset_captcha',
    })
  })

  it('A-8.07 disallowed_login_method: Not allowed / the message / Try another method', () => {
    expect(errorScreenFor(api('disallowed_login_method', 'SMS login is off.'))).toMatchObject({
      title: 'Not allowed',
      detail: 'SMS login is off.',
      cta: 'Try another method',
      action: 'back',
    })
  })

  it('A-8.08 allowlist_rejected uses the defaults when nothing is configured', () => {
    for (const config of [
      undefined,
      null,
      {},
      { allowlist_config: null },
      { allowlist_config: { error_title: '  ' } },
    ]) {
      expect(errorScreenFor(api('allowlist_rejected'), config)).toMatchObject({
        screen: 'ALLOWLIST_REJECTION_SCREEN',
        title: "You don't have access to this app",
        detail: 'Have you been invited?',
        cta: 'Try another account',
        action: 'back',
      })
    }
  })

  it('A-8.08 A-8.09 allowlist_rejected uses the configured texts, and a configured link becomes the button', () => {
    const view = errorScreenFor(api('allowlist_rejected'), {
      allowlist_config: {
        error_title: 'Members only',
        error_detail: 'Ask for an invite.',
        cta_text: 'Join the waitlist',
        cta_link: 'https://example.com/waitlist',
      },
    })
    expect(view).toMatchObject({
      title: 'Members only',
      detail: 'Ask for an invite.',
      cta: 'Join the waitlist',
      href: 'https://example.com/waitlist',
      action: 'open_link',
    })
    expect(errorScreenFor(api('allowlist_rejected'), { allowlist_config: { cta_text: 'Hi' } })).not.toHaveProperty(
      'href',
    )
    // The resolved AppConfig's camelCase texts work the same.
    expect(
      errorScreenFor(api('allowlist_rejected'), {
        allowlist: { errorTitle: 'Members only', errorDetail: null, ctaText: null, ctaLink: 'https://example.com' },
      }),
    ).toMatchObject({ title: 'Members only', detail: 'Have you been invited?', href: 'https://example.com' })
  })

  it("A-8.08 A-8.09 the allowlist screen's texts: the app's where set and not blank, else the spec's; a link only when given", () => {
    expect(allowlistRejectionTexts({})).toEqual({
      title: "You don't have access to this app",
      detail: 'Have you been invited?',
      cta: 'Try another account',
      href: null,
    })
    expect(allowlistRejectionTexts({ title: '  ', detail: null, ctaText: 'Join', ctaLink: ' ' })).toEqual({
      title: "You don't have access to this app",
      detail: 'Have you been invited?',
      cta: 'Join',
      href: null,
    })
    expect(allowlistRejectionTexts({ title: 'Members only', ctaLink: 'https://example.com/waitlist' })).toMatchObject({
      title: 'Members only',
      href: 'https://example.com/waitlist',
    })
  })

  it('A-8.10 A-2.19 captcha_failure: the captcha screen shows Something went wrong and You did not pass CAPTCHA.', () => {
    const view = errorScreenFor(createLobbyError('captcha_failure'), null, { captchaRetries: 2 })
    expect(view).toMatchObject({
      screen: 'CAPTCHA_SCREEN',
      title: 'Something went wrong',
      detail: 'You did not pass CAPTCHA. Please try again.',
    })
  })

  it('A-8.11 captcha_failure after 3 retries advises about adblockers and VPNs', () => {
    const view = errorScreenFor(createLobbyError('captcha_failure'), null, { captchaRetries: 3 })
    expect(view.detail).toBe('If you use an adblocker or VPN, try disabling and re-attempting.')
  })

  it('A-8.12 captcha_timeout: Something went wrong! Please try again later.', () => {
    expect(errorScreenFor(createLobbyError('captcha_timeout')).detail).toBe(
      'Something went wrong! Please try again later.',
    )
  })

  it('A-8.13 linked_to_another_user: Authentication failed / already linked', () => {
    expect(errorScreenFor(api('linked_to_another_user'))).toMatchObject({
      screen: 'ERROR_SCREEN',
      title: 'Authentication failed',
      detail: 'This account has already been linked to another user.',
    })
  })

  it('A-8.14 not_supported: region not supported / SMS not available / Try another method', () => {
    expect(errorScreenFor(api('not_supported'))).toMatchObject({
      title: 'This region is not supported',
      detail: 'SMS authentication from this region is not available',
      cta: 'Try another method',
    })
  })

  it('A-8.15 too_many_requests: Request failed / Too many attempts. / Try again later', () => {
    expect(errorScreenFor(api('too_many_requests', 'Slow down', 429))).toMatchObject({
      title: 'Request failed',
      detail: 'Too many attempts.',
      cta: 'Try again later',
    })
  })

  it('A-8.64 W-8.30 a 429 inside a message, or an HTTP 429, counts as rate limiting', () => {
    const inMessage = new LobbyError('api_error', 'unknown_error_x', 'upstream answered 429 Too Many Requests')
    expect(isRateLimited(inMessage)).toBe(true)
    expect(errorScreenFor(inMessage).title).toBe('Request failed')
    expect(isRateLimited(new LobbyError('api_error', 'x', 'busy', { status: 429 }))).toBe(true)
    expect(isRateLimited(new LobbyError('api_error', 'x', 'code 4290 is fine'))).toBe(false)
    expect(isRateLimited(new Error('Request failed with status 429'))).toBe(true)
    expect(errorScreenFor(new Error('Request failed with status 429')).title).toBe('Request failed')
    expect(isRateLimited(new Error('boom'))).toBe(false)
    for (const flow of ['mfa', 'password_recovery', 'passwordless', 'wallet_login'] as const) {
      expect(errorScreenFor(new Error('HTTP 429'), null, { flow }).detail).toBe('Too many attempts.')
    }
  })

  it('A-8.16 SMS verification failure shows its message', () => {
    const view = errorScreenFor(
      new LobbyError('wallet_error', 'twilio_verification_failed', 'Carrier refused the SMS.'),
    )
    expect(view).toMatchObject({ screen: 'ERROR_SCREEN', detail: 'Carrier refused the SMS.' })
  })

  it('A-8.17 HTTP 400 and 422 show the server message', () => {
    expect(errorScreenFor(api('invalid_data', 'Email is malformed.', 400)).detail).toBe('Email is malformed.')
    expect(errorScreenFor(api('invalid_data', 'Phone is malformed.', 422)).detail).toBe('Phone is malformed.')
  })

  it('A-8.18 any other error: Something went wrong / Try again later, never a raw exception text', () => {
    expect(errorScreenFor(new TypeError('cannot read properties of undefined'))).toMatchObject({
      screen: 'ERROR_SCREEN',
      title: 'Something went wrong',
      detail: '',
      cta: 'Try again later',
    })
    expect(errorScreenFor(api('weird_code', 'Server hiccup.', 500)).detail).toBe('Server hiccup.')
  })

  it('A-8.21 W-8.07 max_accounts_reached goes to the user-limit screen', () => {
    expect(errorScreenFor(api('max_accounts_reached'), null, { flow: 'passwordless' })).toMatchObject({
      screen: 'USER_LIMIT_REACHED_SCREEN',
      title: 'Unable to sign in. This application has reached its user limit and cannot sign in new users.',
    })
  })

  it('A-8.22 W-8.08 A-2.24 user_does_not_exist goes to the account-not-found screen', () => {
    expect(errorScreenFor(api('user_does_not_exist'), null, { flow: 'passwordless' })).toMatchObject({
      screen: 'ACCOUNT_NOT_FOUND_SCREEN',
      title: 'Account not found',
    })
  })

  it('A-8.70 errors without a screen of their own go to ERROR_SCREEN with a back or retry action', () => {
    for (const code of ['disallowed_login_method', 'linked_to_another_user', 'whatever']) {
      const view = errorScreenFor(api(code))
      expect(view.screen).toBe('ERROR_SCREEN')
      expect(['back', 'retry']).toContain(view.action)
    }
  })

  it('behavior: bad input never throws', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (error, config) => {
        const view = errorScreenFor(error, config as never)
        expect(typeof view.title).toBe('string')
        expect(view.title.length).toBeGreaterThan(0)
      }),
      { numRuns: 1000 },
    )
  })
})

describe('errorScreenFor: passwordless code', () => {
  const flow = { flow: 'passwordless' } as const

  it('A-8.19 invalid_credentials: Invalid or expired verification code, inline', () => {
    expect(errorScreenFor(api('invalid_credentials'), null, flow)).toMatchObject({
      screen: 'AWAITING_PASSWORDLESS_CODE',
      inline: true,
      title: 'Invalid or expired verification code',
    })
  })

  it('A-8.20 cannot_link_more_of_type: the server message', () => {
    expect(errorScreenFor(api('cannot_link_more_of_type', 'Only one email per user.'), null, flow).title).toBe(
      'Only one email per user.',
    )
  })

  it('A-8.23 linked_to_another_user: the error screen', () => {
    expect(errorScreenFor(api('linked_to_another_user'), null, flow).screen).toBe('ERROR_SCREEN')
  })

  it('A-8.24 other errors: Issue verifying code', () => {
    expect(errorScreenFor(api('invalid_data'), null, flow).title).toBe('Issue verifying code')
    expect(errorScreenFor(new Error('boom'), null, flow).title).toBe('Issue verifying code')
  })
})

describe('errorScreenFor: Telegram', () => {
  const flow = { flow: 'telegram' } as const
  it.each([
    ['A-8.26', api('disallowed_login_method'), 'Login with Telegram not allowed.', false],
    ['A-8.27', api('invalid_data'), 'Something went wrong. Try again.', true],
    ['A-8.28', api('too_many_requests'), 'Too many requests. Please wait before trying again.', true],
    ['A-8.30', api('invalid_credentials'), 'Authentication failed', true],
    ['A-8.31', createLobbyError('telegram.canceled'), 'Telegram auth failed or was canceled by the client', true],
    ['A-8.32', createLobbyError('telegram.not_initialized'), 'Telegram was not initialized', true],
    ['A-8.33', createLobbyError('telegram.config_not_loaded'), 'Telegram Auth configuration is not loaded', false],
  ] as const)('%s reads the Telegram message', (_id, error, text, retryable) => {
    expect(errorScreenFor(error, null, flow)).toMatchObject({ screen: 'TELEGRAM_AUTH_SCREEN', title: text, retryable })
  })
})

describe('errorScreenFor: Farcaster', () => {
  const flow = { flow: 'farcaster' } as const
  it.each([
    ['A-8.34', api('invalid_data'), 'Authentication failed'],
    ['A-8.35', api('linked_to_another_user'), 'This account has already been linked to another user.'],
    ['A-8.36', api('invalid_credentials'), 'Something went wrong. Try again.'],
    ['A-8.37', api('too_many_requests'), 'Too many requests. Please wait before trying again.'],
    ['A-8.38', createLobbyError('farcaster.timeout'), 'The request timed out. Try again.'],
  ] as const)('%s reads the Farcaster message', (_id, error, text) => {
    expect(errorScreenFor(error, null, flow)).toMatchObject({ screen: 'AWAITING_FARCASTER_CONNECTION', title: text })
  })

  it('A-8.39 W-8.65 signer errors: Request rejected when revoked, Connect failed otherwise', () => {
    expect(errorScreenFor(createLobbyError('farcaster.signer_rejected'), null, flow)).toMatchObject({
      screen: 'AWAITING_FARCASTER_SIGNER',
      title: 'Request rejected',
    })
    expect(errorScreenFor(createLobbyError('farcaster.signer_failed'), null, flow).title).toBe('Connect failed')
  })
})

describe('errorScreenFor: OAuth and popup', () => {
  const flow = { flow: 'oauth' } as const

  it('A-8.40 oauth_user_denied lets the user retry', () => {
    const view = errorScreenFor(api('oauth_user_denied', 'Please retry and check the box.'), null, flow)
    expect(view).toMatchObject({ title: 'Please retry and check the box.', retryable: true, action: 'retry' })
  })

  it('A-8.41 our rate limit and the provider rate limit are told apart', () => {
    const ours = errorScreenFor(api('too_many_requests'), null, flow)
    const theirs = errorScreenFor(api('oauth_provider_rate_limited', 'Google says slow down.'), null, flow)
    expect(ours.code).toBe('too_many_requests')
    expect(theirs.code).toBe('oauth_provider_rate_limited')
    expect(theirs.detail).toBe('Google says slow down.')
    expect(theirs.detail).not.toBe(ours.detail)
  })

  it('A-8.42 oauth_account_suspended is reported with the server message and no retry', () => {
    expect(errorScreenFor(api('oauth_account_suspended', 'Account suspended.'), null, flow)).toMatchObject({
      code: 'oauth_account_suspended',
      detail: 'Account suspended.',
      retryable: false,
    })
  })

  it('A-8.43 cannot_link_more_of_type: You cannot authorize more than one account for this user.', () => {
    expect(errorScreenFor(api('cannot_link_more_of_type'), null, flow).title).toBe(
      'You cannot authorize more than one account for this user.',
    )
  })

  it('A-8.44 oauth_unexpected is reported and may be retried', () => {
    expect(errorScreenFor(api('oauth_unexpected', 'Unexpected.'), null, flow)).toMatchObject({
      code: 'oauth_unexpected',
      detail: 'Unexpected.',
      retryable: true,
    })
  })

  it('A-8.45 A-8.46 A-8.47 popup time-out, close and origin mismatch show inline', () => {
    expect(errorScreenFor(createLobbyError('popup.timeout'), null, flow)).toMatchObject({
      screen: 'AWAITING_OAUTH_SCREEN',
      title: 'Authorization request timed out after 2 minutes.',
    })
    expect(errorScreenFor(createLobbyError('popup.closed'), null, flow).title).toBe('User rejected request')
    expect(errorScreenFor(createLobbyError('popup.origin_mismatch'), null, flow)).toMatchObject({
      title: 'Origins between parent and child windows do not match.',
      retryable: false,
    })
  })

  it('A-8.48 A-2.29 in-app browser: its own screen titled Could not log in with provider', () => {
    expect(errorScreenFor(createLobbyError('oauth.in_app_browser'))).toMatchObject({
      screen: 'IN_APP_BROWSER_SCREEN',
      title: 'Could not log in with provider',
      detail: "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
    })
  })

  it('A-8.53 passkey_not_allowed is reported as not allowed', () => {
    expect(errorScreenFor(api('passkey_not_allowed', 'Passkeys are off.'))).toMatchObject({
      code: 'passkey_not_allowed',
      title: 'Not allowed',
      detail: 'Passkeys are off.',
    })
  })
})

describe('errorScreenFor: MFA code entry', () => {
  const flow = { flow: 'mfa' } as const

  it('A-8.54 max attempts blocks further input', () => {
    expect(errorScreenFor(api('mfa_verification_max_attempts_reached'), null, flow)).toMatchObject({
      title: 'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.',
      blocksInput: true,
      retryable: false,
    })
  })

  it('A-8.55 invalid code: The code you entered is not valid', () => {
    expect(errorScreenFor(api('missing_or_invalid_mfa'), null, flow)).toMatchObject({
      title: 'The code you entered is not valid',
      blocksInput: false,
    })
    expect(errorScreenFor(createLobbyError('mfa.verification_failed'), null, flow).title).toBe(
      'The code you entered is not valid',
    )
  })

  it('A-8.56 code time-out: exceeded the time limit', () => {
    expect(errorScreenFor(createLobbyError('mfa_timeout'), null, flow).title).toBe(
      'You have exceeded the time limit for code entry. Please try again in 30 seconds.',
    )
  })

  it('A-8.57 W-8.31 an MFA canceled client error reads Verification canceled', () => {
    expect(errorScreenFor(createLobbyError('mfa.canceled'), null, flow).title).toBe('Verification canceled')
    expect(errorScreenFor(new LobbyError('client_error', 'x', 'MFA canceled'), null, flow)).toMatchObject({
      code: 'mfa.canceled',
      title: 'Verification canceled',
    })
  })

  it('A-8.58 other errors: Unknown error without a message, Something went wrong. with one', () => {
    expect(errorScreenFor(new Error('stack'), null, flow).title).toBe('Unknown error')
    expect(errorScreenFor(createLobbyError('mfa.unsupported_method'), null, flow).title).toBe('Something went wrong.')
  })
})

describe('errorScreenFor: wallets', () => {
  it('W-8.01 wallet linked_to_another_user: User already exists for this address', () => {
    expect(errorScreenFor(api('linked_to_another_user'), null, { flow: 'wallet_login' }).title).toBe(
      'User already exists for this address',
    )
  })

  it('W-8.02 wallet request timeout: Wallet request timed out', () => {
    expect(errorScreenFor(createLobbyError('wallet.timeout'), null, { flow: 'wallet_login' }).title).toBe(
      'Wallet request timed out',
    )
  })

  it('W-8.03 a user rejection (4001 or ours): You rejected the request', () => {
    const flow = { flow: 'wallet_link' } as const
    expect(errorScreenFor({ code: 4001, message: 'User denied' }, null, flow).title).toBe('You rejected the request')
    expect(errorScreenFor(createLobbyError('wallet.rejected'), null, flow).title).toBe('You rejected the request')
    const funding = new LobbyError('provider_error', 'user_rejected', 'The user rejected the request')
    expect(errorScreenFor(funding, null, flow).title).toBe('You rejected the request')
  })

  it('W-8.04 wallet cannot_link_more_of_type: the user-limit screen', () => {
    expect(errorScreenFor(api('cannot_link_more_of_type'), null, { flow: 'wallet_link' }).screen).toBe(
      'USER_LIMIT_REACHED_SCREEN',
    )
  })

  it('W-8.05 W-2.08 other wallet errors: Could not log in with wallet on LOGIN_FAILED_SCREEN, or Unable to link', () => {
    expect(errorScreenFor(api('invalid_data'), null, { flow: 'wallet_login' })).toMatchObject({
      screen: 'LOGIN_FAILED_SCREEN',
      inline: false,
      title: 'Could not log in with wallet',
      retryable: true,
    })
    expect(errorScreenFor(api('invalid_data'), null, { flow: 'wallet_link' })).toMatchObject({
      screen: 'LINK_WALLET_SCREEN',
      title: 'Unable to link',
    })
  })

  it('a wallet login in an app that has not set viem up says so on the connection screen, not as a failed login', () => {
    const missing = viemNotInstalledError(new TypeError('Failed to resolve module specifier "viem"'))
    expect(errorScreenFor(missing, null, { flow: 'wallet_login' })).toMatchObject({
      screen: 'AWAITING_CONNECTION',
      inline: true,
      title: 'Wallet features need viem, which this app has not set up.',
    })
  })

  it('W-8.09 after 2 retries: Unable to connect wallet, with no further retry', () => {
    expect(
      errorScreenFor(createLobbyError('wallet.connect_retries_exhausted'), null, { flow: 'wallet_login' }),
    ).toMatchObject({ title: 'Unable to connect wallet', retryable: false })
  })

  it('W-8.06 W-8.07 allowlist and user limit keep their own screens in wallet flows', () => {
    expect(errorScreenFor(api('allowlist_rejected'), null, { flow: 'wallet_login' }).screen).toBe(
      'ALLOWLIST_REJECTION_SCREEN',
    )
  })

  it('W-8.25 password recovery invalid_recovery_pin or invalid_request_arguments: Invalid recovery password', () => {
    for (const code of ['invalid_recovery_pin', 'invalid_request_arguments']) {
      expect(
        errorScreenFor(new LobbyError('wallet_error', code, 'bad pin'), null, { flow: 'password_recovery' }).title,
      ).toBe('Invalid recovery password, please try again.')
    }
  })

  it('W-8.26 password recovery other errors: An error has occurred, please try again.', () => {
    expect(errorScreenFor({ type: 'error', message: 'frame crashed' }, null, { flow: 'password_recovery' }).title).toBe(
      'An error has occurred, please try again.',
    )
  })

  it('W-8.42 W-8.19 the wallet insufficient_funds type on a transaction', () => {
    expect(errorScreenFor({ type: 'insufficient_funds', message: 'low' }, null, { flow: 'transaction' })).toMatchObject(
      { title: 'Insufficient balance', detail: 'Wallet has insufficient funds for this transaction.' },
    )
  })

  it('behavior: toLobbyError reads server bodies and frame replies', () => {
    expect(toLobbyError({ code: 'invalid_data', error: 'Nope' })).toMatchObject({
      kind: 'api_error',
      code: 'invalid_data',
    })
    expect(toLobbyError({ type: 'wallet_not_on_device', message: 'x' })).toMatchObject({
      kind: 'wallet_error',
      code: 'wallet_not_on_device',
    })
    expect(toLobbyError('text')).toMatchObject({ code: 'unknown_error', details: 'text' })
  })
})
