import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { findUnsafeConfigUrl } from '../../src/apps/configUrls.ts'
import { loadApps, type SandboxAppDefinition } from '../../src/apps/loadApps.ts'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'
import { loopbackClient } from '../support/loopbackClient.ts'

const HOSTILE: SandboxAppDefinition = {
  slug: 'hostile-links',
  id: 'lobbytesthostilelinks0001',
  name: 'Hostile links',
  config: {
    email_auth: true,
    logo_url: 'data:image/svg+xml,<svg onload=alert(1)>',
    terms_and_conditions_url: 'javascript:alert(document.cookie)',
    privacy_policy_url: 'https://example.com/privacy',
    allowlist_config: { error_title: 'Invite only', cta_text: 'Request access', cta_link: ' JavaScript:alert(1)' },
  },
  sandbox: {},
}

let running: RunningSandbox

beforeAll(async () => {
  running = await startSandbox({ port: 0, apps: [HOSTILE] })
}, 120_000)
afterAll(() => running?.close())

describe('config URLs', () => {
  it('attack: an apps file with a javascript: terms URL is refused at load time, naming the field', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'lobby-apps-')), 'apps.json')
    writeFileSync(
      file,
      JSON.stringify({ apps: [{ ...HOSTILE, config: { terms_and_conditions_url: 'javascript:alert(1)' } }] }),
    )
    expect(() => loadApps(file)).toThrow(
      `The apps file ${file} is invalid at apps.hostile-links.config.terms_and_conditions_url: only http and https URLs are allowed.`,
    )
  })

  it('attack: A-3.22 A-3.23 an app given in code with javascript: and data: URLs never has them served; http(s) ones stay', async () => {
    const client = loopbackClient(running, 'hostile-links')
    const res = await client.get(`/apps/${HOSTILE.id}`)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      logo_url: null,
      terms_and_conditions_url: null,
      privacy_policy_url: 'https://example.com/privacy',
      allowlist_config: { error_title: 'Invite only', cta_text: 'Request access', cta_link: null },
    })
  })

  it('finds the first field that is not an http(s) URL; absent and null fields pass', () => {
    expect(findUnsafeConfigUrl({ logo_url: 'https://example.com/a.png', privacy_policy_url: null })).toBeNull()
    expect(findUnsafeConfigUrl({ allowlist_config: { cta_link: 'mailto:team@example.com' } })).toBe(
      'allowlist_config.cta_link',
    )
    expect(findUnsafeConfigUrl({ logo_url: '/relative.png' })).toBe('logo_url')
    expect(findUnsafeConfigUrl({ terms_and_conditions_url: 42 })).toBe('terms_and_conditions_url')
  })
})
