import { API_ERROR_CODES } from '@lobby/headless/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { type Route, readRoutes } from '../support/apiRoutes.ts'
import { sandboxClient, uniqueEmail } from '../support/sandboxClient.ts'

// Every /api/v1 route, read from the route files, sent bodies no client of ours sends: not JSON,
// JSON of the wrong shape, the right keys with values of the wrong type, huge or odd strings. A
// route must answer each with a clear refusal ({ code, error }, a 4xx) and never fail inside
// (a 500 'unknown_error'), signed in or not.
const FRAME_ORIGIN = 'http://frame.test'
let sandbox: Sandbox
let token: string

beforeAll(async () => {
  sandbox = await createSandbox({ frameOrigin: FRAME_ORIGIN })
  token = (await sandboxClient(sandbox, 'all-methods').loginWithEmail(uniqueEmail('malformed'))).token ?? ''
}, 60_000)
afterAll(() => sandbox?.close())

const { routes } = readRoutes()
const POSTS = routes.filter((route) => route.method !== 'GET')

/** The keys our routes read, so generated objects hit real fields with wrong values. */
const KEYS = [
  'email',
  'phoneNumber',
  'code',
  'token',
  'address',
  'refresh_token',
  'provider',
  'redirect_to',
  'code_challenge',
  'state_code',
  'authorization_code',
  'code_verifier',
  'message',
  'signature',
  'chainId',
  'chain_type',
  'recovery_method',
  'auth_share',
  'recovery_share',
  'device_public_key',
  'proof',
  'purpose',
  'challenge',
  'telegram_auth_result',
  'telegram_web_app_data',
  'channel_token',
  'fid',
  'method',
  'captcha_token',
  'credential_id',
  'authenticator_response',
  'amount',
  'currency',
  'destination',
  'wallet_address',
  'public_key',
  'transaction',
  'requester_app_id',
  'mfa_code',
] as const

const JUNK: unknown[] = [
  '',
  ' ',
  '\u0000',
  '💥'.repeat(50),
  'x'.repeat(70_000),
  '../../etc/passwd',
  '__proto__',
  '0x',
  '-1',
  0,
  -1,
  1e308,
  true,
  null,
  [],
  {},
]
const value: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.constantFrom(...JUNK),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string(), fc.integer()), { maxKeys: 3 }),
)

/** Every junk value under every key at once, and the bodies that are not JSON objects: the same on each run. */
const FIXED = [
  ...JUNK.map((junk) => JSON.stringify(Object.fromEntries(KEYS.map((key) => [key, junk])))),
  '',
  'not json',
  '{',
  '[]',
  'null',
  '42',
  '"text"',
  '{"__proto__":{"admin":true}}',
]

const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }).map((object) => JSON.stringify(object)),
  fc.json(),
)

async function send(route: Route, payload: string, signedIn: boolean) {
  const app = sandbox.apps['all-methods']
  const headers: Record<string, string> = {
    'privy-app-id': app?.id ?? '',
    'privy-client-id': 'malformed-client',
    'content-type': 'application/json',
    // The frame's origin, so embedded_wallets calls reach their body checks.
    origin: FRAME_ORIGIN,
  }
  if (signedIn) headers.authorization = `Bearer ${token}`
  const res = await sandbox.app.fetch(
    new Request(`http://sandbox.test${route.path.replace(':appId', app?.id ?? '')}`, {
      method: route.method,
      headers,
      body: payload,
    }),
  )
  const text = await res.text()
  let answer: unknown = null
  try {
    answer = JSON.parse(text)
  } catch {
    answer = text
  }
  return { status: res.status, answer }
}

const failures: string[] = []

/**
 * A-8.02's error codes: a refusal names one of these. The SDK's list is the oracle here (it is the
 * client's contract, and headless's errors.test.ts holds it to the spec's words); the code under
 * test is the sandbox's.
 */
const SPEC_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES)

/** True for a clear answer: accepted, or refused with a 4xx { code, error }; records the rest. */
function judge(route: Route, payload: string, status: number, answer: unknown): boolean {
  const clear =
    status >= 400 &&
    status < 500 &&
    typeof answer === 'object' &&
    answer !== null &&
    SPEC_CODES.has(String((answer as { code?: unknown }).code)) &&
    typeof (answer as { error?: unknown }).error === 'string'
  // A junk body that happens to be accepted is fine; a crash or an unclear refusal is not.
  if (status >= 500 || (status >= 400 && !clear)) {
    failures.push(
      `${route.method} ${route.path} ${status} ${JSON.stringify(answer).slice(0, 160)} <- ${payload.slice(0, 120)}`,
    )
    return false
  }
  return true
}

/** Query strings no client of ours sends, for the GET routes (the path's app id junk as well). */
const QUERIES = [
  '',
  '?currency=%00&chain_id=-1&channel_token=..%2F..&partner_user_id=__proto__',
  `?currency=${'x'.repeat(5_000)}&chain_id=1e308`,
  '?chain_id=0x&currency=ETH&currency=USD',
  '?%E0%A4%A=broken-escape',
]

describe('malformed bodies on every /api/v1 route', () => {
  it('reads the routes', () => {
    expect(POSTS.length).toBeGreaterThan(50)
  })

  it("A-8.02 attack: junk query strings and app ids on each GET route get an answer or a 4xx { code, error } with one of the spec's error codes, never a 500", async () => {
    failures.length = 0
    const app = sandbox.apps['all-methods']
    for (const route of routes.filter((candidate) => candidate.method === 'GET')) {
      for (const appId of [app?.id ?? '', 'no-such-app', '%00', 'x'.repeat(300)]) {
        for (const query of QUERIES) {
          const res = await sandbox.app.fetch(
            new Request(`http://sandbox.test${route.path.replace(':appId', appId)}${query}`, {
              headers: {
                'privy-app-id': appId,
                'privy-client-id': 'malformed-client',
                'farcaster-channel-token': '..%2F',
                authorization: `Bearer ${token}`,
              },
            }),
          )
          const text = await res.text()
          let answer: unknown = text
          try {
            answer = JSON.parse(text)
          } catch {}
          judge(route, `${appId.slice(0, 20)} ${query.slice(0, 60)}`, res.status, answer)
        }
      }
    }
    expect(failures).toEqual([])
  })

  for (const signedIn of [false, true]) {
    it(`A-8.02 attack: ${signedIn ? 'a signed-in user' : 'a visitor'} sending junk to each route gets a 4xx { code, error } with one of the spec's error codes, never a 500`, async () => {
      failures.length = 0
      for (const route of POSTS) {
        await fc
          .assert(
            fc.asyncProperty(body, async (payload) => {
              const { status, answer } = await send(route, payload, signedIn)
              return judge(route, payload, status, answer)
            }),
            { numRuns: 20, seed: 20261128, endOnFailure: true, examples: FIXED.map((fixed) => [fixed]) },
          )
          .catch(() => undefined)
      }
      expect(failures).toEqual([])
    }, 240_000)
  }
})
