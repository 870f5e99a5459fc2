import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAppConfig } from '../../../src/core/api/apps'
import { telegramBotOf } from '../../../src/core/auth/telegramBot'
import { createLobbyClient } from '../../../src/core/client'
import { resolveAppConfig } from '../../../src/core/config/resolveAppConfig'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('app config', () => {
  it('A-7.46 A-3.22 A-3.24 loads GET apps/{appId} and turns the login-method flags into methods', async () => {
    const client = h.client({ appId: h.appId('wallets-only') })
    await client.ready()
    const { config, ready } = client.store.getSnapshot()
    expect(ready).toBe(true)
    expect(
      h.sent.some((r) => r.method === 'GET' && r.url === `${API_URL}/api/v1/apps/${h.appId('wallets-only')}`),
    ).toBe(true)
    expect(config?.id).toBe(h.appId('wallets-only'))
    expect(config?.loginMethods).toEqual(['wallet'])
    expect(config?.appearance.showWalletLoginFirst).toBe(true)
  })

  it('A-3.32 A-3.33 A-9.30 fills the defaults: light, #676FFF, US, the landing header, chain 1', async () => {
    const server = await getAppConfig(h.client({ appId: h.appId('terms-required') }).http, null)
    const config = resolveAppConfig({ ...server, accent_color: null })
    expect(config.appearance.theme).toBe('light')
    expect(config.appearance.accentColor).toBe('#676FFF')
    expect(config.intl.defaultCountry).toBe('US')
    expect(config.appearance.landingHeader).toBe('Log in or sign up')
    expect(config.defaultChainId).toBe(1)
  })

  it('A-3.25 A-3.30 A-3.31 the host config is merged over the server one', async () => {
    const server = await getAppConfig(h.client({ appId: h.appId('terms-required') }).http, null)
    expect(resolveAppConfig(server).legal).toEqual({
      requireUsersAcceptTerms: true,
      termsAndConditionsUrl: 'https://example.com/terms',
      privacyPolicyUrl: 'https://example.com/privacy',
      forceImplicitConsent: false,
    })
    const merged = resolveAppConfig(server, {
      appearance: { theme: 'dark', accentColor: '#000000' },
      loginMethods: ['email'],
      intl: { defaultCountry: 'FR' },
      supportedChains: [{ id: 8453 }],
      defaultChain: { id: 8453 },
    })
    expect(merged.appearance).toMatchObject({ theme: 'dark', accentColor: '#000000' })
    expect(merged.loginMethods).toEqual(['email'])
    expect(merged.intl.defaultCountry).toBe('FR')
    expect(merged.defaultChainId).toBe(8453)
    // Chains given by id alone carry no RPC URL: nothing to send through.
    expect(merged.transactionChains).toEqual([])
  })

  it("A-3.30 A-3.31 the host's name, mfa (methods, noPromptOnMfaRequired), telegramAuthConfiguration and chains are read", async () => {
    const server = await getAppConfig(h.client().http, null)
    const plain = resolveAppConfig({ ...server, mfa_methods: ['sms', 'totp'] })
    expect(plain.name).toBe(server.name)
    expect(plain.mfaMethods).toEqual(['sms', 'totp'])
    expect(plain.mfa).toEqual({ methods: ['sms', 'totp'], noPromptOnMfaRequired: false })
    expect(telegramBotOf(plain)?.botName).toBe(server.telegram_auth_config?.bot_name)
    const host = resolveAppConfig(
      {
        ...server,
        mfa_methods: ['sms', 'totp'],
        telegram_auth_config: { bot_id: '1', bot_name: 'server_bot', link_enabled: true },
      },
      {
        name: 'Host App',
        mfa: { methods: ['passkey', 'totp'], noPromptOnMfaRequired: true },
        telegramAuthConfiguration: { botId: '42', botName: 'host_bot', seamlessAuthEnabled: true },
        chains: [{ id: 8453 }],
        defaultChain: { id: 8453 },
      },
    )
    expect(host.name).toBe('Host App')
    // The MFA verification and enrollment offer these methods, in this order.
    expect(host.mfaMethods).toEqual(['passkey', 'totp'])
    expect(host.mfa).toEqual({ methods: ['passkey', 'totp'], noPromptOnMfaRequired: true })
    // Linking stays the server's switch.
    expect(telegramBotOf(host)).toEqual({
      botId: '42',
      botName: 'host_bot',
      linkEnabled: true,
      seamlessAuthEnabled: true,
    })
    expect(host.defaultChainId).toBe(8453)
    expect(() => resolveAppConfig(server, { chains: [{ id: 1 }], defaultChain: { id: 8453 } })).toThrow()
    expect(() => resolveAppConfig(server, { mfa: { methods: ['email' as 'sms'] } })).toThrow(
      "mfa.methods.0: use 'sms', 'totp' or 'passkey'",
    )
  })

  it("W-5.23 the supported chains that carry an RPC URL (viem's do) are the ones sends use; the default chain alone counts when no list is given", async () => {
    const server = await getAppConfig(h.client().http, null)
    const base = {
      id: 8453,
      name: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
    }
    const listed = resolveAppConfig(server, { supportedChains: [{ id: 1 }, base], defaultChain: { id: 1 } })
    expect(listed.transactionChains).toEqual([base])
    expect(resolveAppConfig(server, { defaultChain: base }).transactionChains).toEqual([base])
    const noUrl = { ...base, rpcUrls: { default: { http: [] } } }
    expect(resolveAppConfig(server, { supportedChains: [noUrl], defaultChain: noUrl }).transactionChains).toEqual([])
    expect(resolveAppConfig(server).transactionChains).toEqual([])
  })

  it('A-5.32 A-5.33 chain settings are checked with the logic layer rules', async () => {
    const server = await getAppConfig(h.client().http, null)
    expect(() => resolveAppConfig(server, { supportedChains: [] })).toThrow(
      'At least one supported chain must be configured',
    )
    expect(() => resolveAppConfig(server, { supportedChains: [{ id: 10 }] })).toThrow(
      'The default chain must be one of the supported chains',
    )
  })

  it('A-5.35 the host turning wallet prompts off (noPromptOnSignature) is refused while the app enforces wallet UIs', async () => {
    const server = await getAppConfig(h.client().http, null)
    const noPrompt = { embeddedWallets: { noPromptOnSignature: true } }
    expect(resolveAppConfig(server, noPrompt).walletSettings.noPromptOnSignature).toBe(true)
    expect(resolveAppConfig({ ...server, enforce_wallet_uis: true }).walletSettings.noPromptOnSignature).toBe(false)
    expect(() => resolveAppConfig({ ...server, enforce_wallet_uis: true }, noPrompt)).toThrow(
      'The wallet UI override can only be used when wallet UIs are disabled: remove embeddedWallets.noPromptOnSignature',
    )
  })

  it('A-5.21 A-5.30 no login method, or a captcha site key without t:, is refused', async () => {
    const server = await getAppConfig(h.client({ appId: h.appId('captcha') }).http, null)
    expect(resolveAppConfig(server).captcha).toEqual({ enabled: true, siteKey: server.captcha_site_key })
    expect(() => resolveAppConfig({ ...server, captcha_site_key: 'hcaptcha-key' })).toThrow(
      'Unsupported captcha site key',
    )
    expect(() => resolveAppConfig(server, { loginMethods: [] })).toThrow('At least one login method must be enabled')
    expect(resolveAppConfig(server, { loginMethods: ['guest'] }).loginMethods).toEqual(['guest'])
  })

  it('A-5.22 more than 4 primary login methods warns the developer once, and the five still show', async () => {
    const warnings: string[] = []
    const logger = { warn: (message: string) => void warnings.push(message) }
    const five = ['email', 'google', 'apple', 'github', 'discord'] as const
    const client = h.client({ logger, config: { loginMethodsAndOrder: { primary: [...five] } } })
    await client.ready()
    expect(client.store.getSnapshot().config?.loginMethodsAndOrder?.primary).toEqual(five)
    expect(warnings).toEqual(['Lobby: 5 primary login methods are configured; at most 4 are recommended.'])
    warnings.length = 0
    const four = h.client({
      logger,
      config: { loginMethodsAndOrder: { primary: [...five.slice(0, 4)], overflow: ['sms'] } },
    })
    await four.ready()
    expect(warnings).toEqual([])
  })

  it('A-5.29 an app id that is not 25 characters is refused with the contract text', () => {
    const error = (() => {
      try {
        createLobbyClient({ appId: 'short', apiUrl: API_URL })
      } catch (e) {
        return e
      }
    })()
    expect(isLobbyError(error)).toBe(true)
    expect((error as Error).message).toBe('Cannot initialize the Privy provider with an invalid Privy app ID')
  })

  it('behavior: an apiUrl that is not an http(s) URL is refused with a clear error', () => {
    for (const apiUrl of ['', 'sandbox.test', 'ftp://x', undefined]) {
      expect(() => createLobbyClient({ appId: h.appId(), apiUrl: apiUrl as string })).toThrow(
        'apiUrl must be an http(s) URL',
      )
    }
  })

  it('A-4.02 an unknown app leaves the client ready, signed out and carrying the error', async () => {
    const client = h.client({ appId: 'x'.repeat(25) })
    expect(client.store.getSnapshot().status).toBe('not-ready')
    await client.ready()
    expect(client.store.getSnapshot()).toMatchObject({ ready: true, status: 'unauthenticated', config: null })
    expect(isLobbyError(client.store.getSnapshot().error, 'invalid_data')).toBe(true)
  })
})
