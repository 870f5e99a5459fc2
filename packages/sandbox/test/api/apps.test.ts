import { resolveAppConfig, WireAppConfig } from '@lobby/headless/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { sandboxClient } from '../support/sandboxClient.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await createSandbox()
}, 60_000)
afterAll(() => sandbox.close())

const REQUIRED_APPS = [
  'all-methods',
  'wallets-only',
  'terms-required',
  'captcha',
  'allowlist',
  'user-limit',
  'sms-region-blocked',
]

describe('apps', () => {
  it('GET /_sandbox/apps lists the seeded apps, each with a 25-character id', async () => {
    const res = await sandbox.app.fetch(new Request('http://sandbox.test/_sandbox/apps'))
    const apps = (await res.json()) as Array<{ id: string; name: string; slug: string; sandbox: object }>
    expect(apps.map((a) => a.slug)).toEqual(expect.arrayContaining(REQUIRED_APPS))
    for (const app of apps) expect(app.id).toHaveLength(25)
    // Secrets stay on the server.
    expect(JSON.stringify(apps)).not.toContain('sandbox-custom-auth-secret')
  })

  it.each(REQUIRED_APPS)('A-7.46 A-3.22 GET /api/v1/apps/{appId} answers the WireAppConfig of %s', async (slug) => {
    const client = sandboxClient(sandbox, slug)
    const res = await client.get(`/apps/${client.appId}`)
    expect(res.status).toBe(200)
    const config = WireAppConfig.parse(res.body)
    expect(config.id).toBe(client.appId)
    expect(config.verification_key).toMatch(/^-----BEGIN PUBLIC KEY-----/)
    expect(res.body).not.toHaveProperty('sandbox')
  })

  it('A-1.03 the config carries the login method flags the app was seeded with', async () => {
    const all = sandboxClient(sandbox, 'all-methods')
    const wallets = sandboxClient(sandbox, 'wallets-only')
    const terms = sandboxClient(sandbox, 'terms-required')
    expect(WireAppConfig.parse((await all.get(`/apps/${all.appId}`)).body)).toMatchObject({
      email_auth: true,
      sms_auth: true,
      guest_auth: true,
      passkey_auth: true,
    })
    const walletConfig = WireAppConfig.parse((await wallets.get(`/apps/${wallets.appId}`)).body)
    expect(walletConfig.wallet_auth).toBe(true)
    expect(walletConfig.email_auth).toBe(false)
    expect(WireAppConfig.parse((await terms.get(`/apps/${terms.appId}`)).body).require_users_accept_terms).toBe(true)
  })

  it('A-3.22 A-3.24 every app answers accent_color and each of the 15 login-method flags, false when the app leaves it off', async () => {
    const flags = [
      'wallet_auth',
      'email_auth',
      'sms_auth',
      'google_oauth',
      'twitter_oauth',
      'discord_oauth',
      'github_oauth',
      'spotify_oauth',
      'instagram_oauth',
      'tiktok_oauth',
      'linkedin_oauth',
      'apple_oauth',
      'farcaster_auth',
      'passkey_auth',
      'telegram_auth',
    ]
    for (const slug of REQUIRED_APPS) {
      const client = sandboxClient(sandbox, slug)
      const body = (await client.get(`/apps/${client.appId}`)).body as Record<string, unknown>
      for (const field of ['id', 'name', 'verification_key', 'logo_url', 'accent_color', 'show_wallet_login_first']) {
        expect(body, `${slug} answers ${field}`).toHaveProperty(field)
      }
      for (const field of flags) expect(typeof body[field], `${slug} answers ${field}`).toBe('boolean')
    }
    const wallets = sandboxClient(sandbox, 'wallets-only')
    const body = (await wallets.get(`/apps/${wallets.appId}`)).body as Record<string, unknown>
    expect(flags.filter((field) => body[field] === true)).toEqual(['wallet_auth'])
    expect(body.accent_color).toBeNull()
  })

  it('A-3.23 A-3.26 A-3.27 A-3.29 every app answers the whole contract: allowlist, server, embedded-wallet and funding settings', async () => {
    for (const slug of [...REQUIRED_APPS, 'funding']) {
      const client = sandboxClient(sandbox, slug)
      const config = WireAppConfig.parse((await client.get(`/apps/${client.appId}`)).body)
      for (const field of [
        'allowlist_config',
        'custom_api_url',
        'wallet_connect_cloud_project_id',
        'fiat_on_ramp_enabled',
        'captcha_enabled',
        'captcha_site_key',
        'twitter_oauth_on_mobile_enabled',
        'created_at',
        'updated_at',
        'mfa_methods',
        'enforce_wallet_uis',
        'legacy_wallet_ui_config',
        'embedded_wallet_config',
        'funding_config',
      ]) {
        expect(config, `${slug} answers ${field}`).toHaveProperty(field)
      }
      expect(Object.keys(config.embedded_wallet_config ?? {}).sort()).toEqual([
        'create_on_login',
        'require_user_owned_recovery_on_create',
        'user_owned_recovery_options',
      ])
    }
    const allowlist = sandboxClient(sandbox, 'allowlist')
    expect(WireAppConfig.parse((await allowlist.get(`/apps/${allowlist.appId}`)).body).allowlist_config).toEqual({
      error_title: 'Invite only',
      error_detail: 'Ask the team for an invitation.',
      cta_text: 'Request access',
      cta_link: 'https://example.com/invite',
    })
    const funding = sandboxClient(sandbox, 'funding')
    const fundingConfig = WireAppConfig.parse((await funding.get(`/apps/${funding.appId}`)).body)
    expect(fundingConfig.funding_config).toEqual({
      methods: ['moonpay', 'coinbase-onramp', 'external'],
      default_recommended_amount: '0.05',
      default_recommended_currency: { chain: 'eip155:11155111' },
      prompt_funding_on_wallet_creation: false,
    })
    // The client reads the answer into its settings as it is.
    const resolved = resolveAppConfig(fundingConfig)
    expect(resolved.funding).toMatchObject({
      methods: ['moonpay', 'coinbase-onramp', 'external'],
      defaultRecommendedAmount: '0.05',
      defaultRecommendedCurrency: { chain: 'eip155:11155111', asset: null },
      promptFundingOnWalletCreation: false,
    })
    expect(resolved.walletSettings.createOnLogin).toBe('users-without-wallets')
  })

  it('A-7.46 an unknown app id answers 404 with a clear error', async () => {
    const res = await sandboxClient(sandbox, 'all-methods').get('/apps/unknownappunknownappunkn')
    expect(res.status).toBe(404)
    expect(res.body).toMatchObject({ code: 'invalid_data', error: expect.stringContaining('/_sandbox/apps') })
  })
})

describe('analytics_events', () => {
  it('A-7.13 analytics_events stores event_name, client_id and the payload', async () => {
    const client = sandboxClient(sandbox, 'all-methods')
    const payload = { clientTimestamp: '2026-11-22T12:00:00.000Z', screen: 'landing' }
    const res = await client.post('/analytics_events', { event_name: 'modal_open', client_id: 'c-1', payload })
    expect(res.status).toBe(200)
    const stored = await client.control('GET', `/analytics?appId=${client.appId}`)
    expect(stored.body).toEqual([expect.objectContaining({ eventName: 'modal_open', clientId: 'c-1', payload })])
    expect((await client.post('/analytics_events', { client_id: 'c-1' })).status).toBe(400)
  })
})
