// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { createLobbyError, ERROR_CATALOGUE } from '../../../src/core/errors/errorCatalogue'
import {
  API_ERROR_CODES,
  AUTH_CALLBACK_ERROR_CODES,
  EMBEDDED_WALLET_CALLBACK_CODES,
  EMBEDDED_WALLET_ERROR_TYPES,
  FRAME_ERROR_TYPES,
  SCREEN_ERROR_CODES,
} from '../../../src/core/errors/errorCodes'
import { namesInTitle, readSourceTests, type SourceTest } from '../../flowTests'

// Every error code of the catalogue is produced by a real flow in at least one test. The
// convention that makes it checkable: a flow test of a code names the code, or the spec rule
// that gives its text, in its title; states the spec's text (the server's code, for A-8.02's
// codes) as a literal, as what the user sees; and does not make the error itself
// (`createLobbyError(`, `new LobbyError(`), so it is the flow under test that raised it.
const root = fileURLToPath(new URL('../../../../../', import.meta.url))
// The catalogue's own unit tests make each error to read it back; they provoke nothing.
const CATALOGUE_UNIT_TESTS = /(^|\/)(errors|errors\.provider|errorCodesProvoked)\.test\.ts$/
const tests = readSourceTests(root).filter((test) => !CATALOGUE_UNIT_TESTS.test(test.file))

/** The catalogue's codes: the rule IDs that give each one's text, and the spec's text, stated here as literals. */
const CATALOGUE: Record<keyof typeof ERROR_CATALOGUE, { rules: string[]; text: string }> = {
  captcha_failure: { rules: ['A-8.10'], text: 'You did not pass CAPTCHA. Please try again.' },
  captcha_timeout: { rules: ['A-8.12'], text: 'Something went wrong! Please try again later.' },
  'captcha.failed': { rules: ['A-8.67'], text: 'Captcha failed' },
  expired_and_failed_reset: { rules: ['A-8.68'], text: 'Captcha failed' },
  'auth.no_flow': { rules: ['A-8.65'], text: 'No auth flow in progress.' },
  'session.no_api': { rules: ['A-8.66'], text: 'Session has no API instance' },
  exited_auth_flow: { rules: ['A-8.69'], text: 'The login modal was closed before the user logged in.' },
  exited_link_flow: { rules: ['A-8.69'], text: 'The login modal was closed before the account was linked.' },
  'telegram.not_allowed': { rules: ['A-8.26'], text: 'Login with Telegram not allowed.' },
  'telegram.canceled': { rules: ['A-8.31'], text: 'Telegram auth failed or was canceled by the client' },
  'telegram.not_initialized': { rules: ['A-8.32'], text: 'Telegram was not initialized' },
  'telegram.config_not_loaded': { rules: ['A-8.33'], text: 'Telegram Auth configuration is not loaded' },
  'farcaster.timeout': { rules: ['A-8.38'], text: 'The request timed out. Try again.' },
  'farcaster.signer_failed': { rules: ['A-8.39'], text: 'Connect failed' },
  'farcaster.signer_rejected': { rules: ['A-8.39'], text: 'Request rejected' },
  'popup.timeout': { rules: ['A-8.45', 'W-8.63'], text: 'Authorization request timed out after 2 minutes.' },
  'popup.closed': { rules: ['A-8.46', 'W-8.59'], text: 'User rejected request' },
  'popup.origin_mismatch': {
    rules: ['A-8.47', 'W-8.64'],
    text: 'Origins between parent and child windows do not match.',
  },
  'oauth.in_app_browser': {
    rules: ['A-8.48', 'A-2.29'],
    text: "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
  },
  'passkey.cannot_link_more': { rules: ['A-8.49'], text: 'Cannot link more passkeys to account.' },
  'passkey.timed_out_or_rejected': { rules: ['A-8.50'], text: 'Passkey request timed out or rejected by user.' },
  'passkey.enrolled_in_mfa': { rules: ['A-8.51'], text: 'Cannot unlink a passkey enrolled in MFA' },
  'passkey.unknown': { rules: ['A-8.52'], text: 'Unknown error occurred.' },
  'passkey.invalid_domain': {
    rules: [],
    text: "Passkeys don't work on this page's address. Open the page on localhost or an https domain (not an IP address such as 127.0.0.1), then try again.",
  },
  mfa_timeout: { rules: ['W-8.32', 'A-8.59'], text: 'Timed out waiting for MFA code' },
  mfa_verification_max_attempts_reached: {
    rules: ['W-8.33', 'A-8.60'],
    text: 'Max MFA verification attempts reached',
  },
  'mfa.verification_failed': { rules: ['W-8.34', 'A-8.61'], text: 'MFA verification failed, retry.' },
  'mfa.canceled': { rules: ['W-8.31'], text: 'MFA canceled' },
  'mfa.unsupported_method': { rules: ['W-8.35', 'A-8.63'], text: 'Unsupported MFA method' },
  'wallet.timeout': { rules: ['W-8.02'], text: 'Wallet request timed out' },
  'wallet.rejected': { rules: ['W-8.03'], text: 'You rejected the request' },
  'wallet.connect_retries_exhausted': { rules: ['W-8.09'], text: 'Unable to connect wallet' },
  'wallet.connect_failed': { rules: ['W-8.10'], text: 'Unable to connect to wallet.' },
  'wallet.not_connectable': {
    rules: ['W-8.11'],
    text: 'User must be authenticated and have a Privy wallet before it can be connected',
  },
  'wallet.service_unavailable': { rules: ['W-8.12'], text: "We're on it. Please try again later." },
  'embedded_wallet.login_again': { rules: ['W-8.20'], text: 'An error has occured, please login again.' },
  'embedded_wallet.create_timeout': { rules: ['W-8.21'], text: 'walletProxy.create timed out.' },
  'embedded_wallet.refresh_failed': { rules: ['W-8.22'], text: 'Failed to refresh user.' },
  'embedded_wallet.create_failed': { rules: ['W-8.23'], text: 'Something went wrong' },
  'embedded_wallet.not_authenticated': {
    rules: ['W-8.24'],
    text: 'User must be authenticated before creating a Privy wallet',
  },
  'embedded_wallet.invalid_recovery_password': {
    rules: ['W-8.25'],
    text: 'Invalid recovery password, please try again.',
  },
  'embedded_wallet.recovery_failed': { rules: ['W-8.26'], text: 'An error has occurred, please try again.' },
  'embedded_wallet.oauth_recovery_denied': { rules: ['W-8.27'], text: 'User denied confirmation during OAuth flow' },
  'embedded_wallet.oauth_recovery_failed': { rules: ['W-8.28'], text: 'An error has occurred, please try again.' },
  'transaction.preparation_failed': {
    rules: ['W-8.41'],
    text: 'There was an error preparing your transaction. Your transaction request will likely fail.',
  },
  'transaction.insufficient_funds': {
    rules: ['W-8.42'],
    text: 'Wallet has insufficient funds for this transaction.',
  },
  'cross_app.codes_missing': {
    rules: ['W-8.60'],
    text: '[Cross-App AuthFlow] Authorization and state codes code must be set prior to calling authenicate.',
  },
  'cross_app.denied': { rules: ['W-8.61'], text: 'User denied confirmation during cross-app auth flow' },
  'cross_app.invalid_code': { rules: ['W-8.62'], text: 'Invalid code during cross-app auth flow.' },
}

/**
 * A-8.02's server codes no flow test provokes yet, each with the reason. The check fails when
 * one of them gains a flow test (take it off this list) as much as when any other code has none.
 */
const SERVER_CODES_NOT_YET_PROVOKED: Record<string, string> = {
  user_does_not_exist:
    'no request of the spec is answered with it (the sandbox has no sign-up-free login); the client still maps a real server answer to the account-not-found screen (A-8.22)',
}

/** The codes of the other lists (errorCodes.ts) that neither check above covers, each once. */
const OTHER_CODES = [
  ...new Set([
    ...SCREEN_ERROR_CODES,
    ...AUTH_CALLBACK_ERROR_CODES,
    ...EMBEDDED_WALLET_ERROR_TYPES,
    ...EMBEDDED_WALLET_CALLBACK_CODES,
    ...FRAME_ERROR_TYPES,
  ]),
].filter(
  (code) =>
    !(API_ERROR_CODES as readonly string[]).includes(code) &&
    !Object.entries(ERROR_CATALOGUE).some(([key, entry]) => ((entry as { code?: string }).code ?? key) === code),
)

/** The same, for the other lists. */
const OTHER_CODES_NOT_YET_PROVOKED: Record<string, string> = {
  insufficient_balance:
    'no request of the spec is answered with it by the sandbox; the client still maps a real server answer (A-8.04)',
  twilio_verification_failed: "the sandbox's wallet frame checks SMS codes itself, without Twilio: no frame answers it",
}

const provokes = (test: SourceTest, names: readonly string[], literal: string) =>
  !test.buildsErrors && names.some((name) => namesInTitle(test.title, name)) && test.literals.includes(literal)

const where = (found: SourceTest[]) => found.map((test) => `${test.file}: ${test.title}`)

describe('every error code is produced by a real flow in a test', () => {
  it('the table above lists exactly the catalogue, with the spec text each code carries', () => {
    expect(Object.keys(CATALOGUE).sort()).toEqual(Object.keys(ERROR_CATALOGUE).sort())
    for (const [code, { text }] of Object.entries(CATALOGUE)) {
      expect(createLobbyError(code as keyof typeof ERROR_CATALOGUE).shortMessage, code).toBe(text)
    }
  })

  it.each(Object.entries(CATALOGUE))('%s: a flow test names it and states its text', (code, { rules, text }) => {
    const entry: { kind: string; code?: string } = ERROR_CATALOGUE[code as keyof typeof ERROR_CATALOGUE]
    const found = tests.filter((test) => provokes(test, [code, entry.code ?? code, ...rules], text))
    expect(where(found), `no flow test names ${code} or ${rules.join(', ')} and states '${text}'`).not.toEqual([])
  })

  it.each(OTHER_CODES)('%s: a flow test names the code and states it', (code) => {
    const found = tests.filter((test) => provokes(test, [code], code))
    if (code in OTHER_CODES_NOT_YET_PROVOKED) expect(where(found), OTHER_CODES_NOT_YET_PROVOKED[code]).toEqual([])
    else expect(where(found), `no flow test names ${code} and states it`).not.toEqual([])
  })

  it.each([...API_ERROR_CODES])('A-8.02 %s: a flow test names the server code and states it', (code) => {
    const found = tests.filter((test) => provokes(test, [code], code))
    if (code in SERVER_CODES_NOT_YET_PROVOKED) expect(where(found), SERVER_CODES_NOT_YET_PROVOKED[code]).toEqual([])
    else expect(where(found), `no flow test names ${code} and states it`).not.toEqual([])
  })
})
