import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getAppConfig } from '../../../src/core/api/apps'
import { resolveAppConfig } from '../../../src/core/config/resolveAppConfig'
import { toHttpUrl } from '../../../src/core/rules/httpUrl'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

describe('config URLs', () => {
  it('attack: A-3.22 A-3.23 a server config with javascript: and data: URLs reaches the modal with those links dropped', async () => {
    const appId = h.appId('allowlist')
    const client = h.client({ appId })
    const real = await getAppConfig(client.http, null)
    // The server answers a tampered config once (a compromised or misconfigured backend).
    await h.addFault({
      route: `/api/v1/apps/${appId}`,
      times: 1,
      body: {
        ...real,
        logo_url: 'data:image/svg+xml,<svg onload=alert(1)>',
        terms_and_conditions_url: 'javascript:alert(document.cookie)',
        privacy_policy_url: 'https://example.com/privacy',
        allowlist_config: { error_title: 'Invite only', cta_text: 'Request access', cta_link: 'JAVASCRIPT:alert(1)' },
      },
    })
    const config = resolveAppConfig(await getAppConfig(client.http, null))
    expect(config.appearance.logo).toBeNull()
    expect(config.legal).toMatchObject({ termsAndConditionsUrl: null, privacyPolicyUrl: 'https://example.com/privacy' })
    expect(config.allowlist).toEqual({
      errorTitle: 'Invite only',
      errorDetail: null,
      ctaText: 'Request access',
      ctaLink: null,
    })
    expect(config.server.allowlist_config?.cta_link).toBeNull()
  })

  it('keeps absolute http and https URLs only', () => {
    expect(toHttpUrl('https://example.com/terms')).toBe('https://example.com/terms')
    expect(toHttpUrl('http://localhost:3000/privacy')).toBe('http://localhost:3000/privacy')
    expect(toHttpUrl(' javascript:alert(1)')).toBeNull()
    expect(toHttpUrl('/relative/terms')).toBeNull()
    expect(toHttpUrl('mailto:team@example.com')).toBeNull()
  })
})
