import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLoginWithCrossApp } from '../../../src/core/auth/loginWithCrossApp'
import { createLoginWithFarcaster } from '../../../src/core/auth/loginWithFarcaster'
import { createLoginWithOAuth } from '../../../src/core/auth/loginWithOAuth'
import { createLoginWithPasskey } from '../../../src/core/auth/loginWithPasskey'
import { createLoginWithSiwe } from '../../../src/core/auth/loginWithSiwe'
import { createLoginWithSms } from '../../../src/core/auth/loginWithSms'
import { createLoginWithTelegram } from '../../../src/core/auth/loginWithTelegram'
import type { OAuthWindow } from '../../../src/core/auth/oauthWindow'
import type { PasskeyAuthenticator } from '../../../src/core/auth/passkeyAuthenticator'
import type { LobbyClient } from '../../../src/core/client'
import { loginByEmail, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

// Anything a refused login must never reach: touching it fails the test.
const untouchable = (what: string) => () => {
  throw new Error(`${what} was reached by a login that should have been ignored`)
}

const noWindow: OAuthWindow = {
  origin: 'http://host.test',
  href: 'http://host.test/',
  assign: untouchable('the OAuth redirect'),
  open: untouchable('the OAuth popup'),
  onMessage: untouchable('the popup listener'),
}
const noAuthenticator: PasskeyAuthenticator = {
  authenticate: untouchable('the passkey ceremony'),
  register: untouchable('passkey creation'),
}

type Attempt = { status: () => string; start: () => Promise<unknown> }

function attempts(client: LobbyClient): Record<string, Attempt> {
  const sms = createLoginWithSms(client)
  const oauth = createLoginWithOAuth(client, { window: noWindow })
  const crossApp = createLoginWithCrossApp(client, { window: noWindow })
  const passkey = createLoginWithPasskey(client, { authenticator: noAuthenticator })
  const farcaster = createLoginWithFarcaster(client)
  const siwe = createLoginWithSiwe(client)
  const telegram = createLoginWithTelegram(client, { loadScript: untouchable('the Telegram script') })
  return {
    sms: { status: () => sms.getSnapshot().status, start: () => sms.sendCode('+1 2133734253') },
    oauth: {
      status: () => oauth.getSnapshot().status,
      start: () => oauth.start({ provider: 'google', flow: 'popup' }),
    },
    crossApp: {
      status: () => crossApp.getSnapshot().status,
      start: () => crossApp.start({ appId: h.appId('cross-app-provider') }),
    },
    passkey: { status: () => passkey.getSnapshot().status, start: () => passkey.start() },
    farcaster: { status: () => farcaster.getSnapshot().status, start: () => farcaster.start() },
    siwe: {
      status: () => siwe.getSnapshot().status,
      start: () => siwe.signIn({ request: untouchable('the wallet') }),
    },
    telegram: { status: () => telegram.getSnapshot().status, start: () => telegram.start() },
  }
}

describe('a login while a user is signed in (A-4.04)', () => {
  it('A-4.04 SMS, OAuth, cross-app, passkey, Farcaster, wallet and Telegram logins are each ignored with one warning, sending nothing', async () => {
    const warnings: string[] = []
    const client = await loginByEmail(
      h,
      h.client({ logger: { warn: (message: string) => warnings.push(message) } }),
      `signed-in-${Date.now()}@example.com`,
    )
    const signedIn = client.store.getSnapshot().user?.id
    for (const [method, attempt] of Object.entries(attempts(client))) {
      const before = attempt.status()
      warnings.length = 0
      h.sent.length = 0
      await attempt.start()
      expect(
        h.sent.map((r) => new URL(r.url).pathname),
        method,
      ).toEqual([])
      expect(warnings, method).toHaveLength(1)
      expect(attempt.status(), method).toBe(before)
    }
    expect(client.store.getSnapshot().user?.id).toBe(signedIn)
  })
})
