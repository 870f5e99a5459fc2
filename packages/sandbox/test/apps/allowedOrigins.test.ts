import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { isAllowedAuthority, isAllowedOrigin } from '../../src/apps/allowedOrigins.ts'
import { loadApps, type SandboxAppDefinition } from '../../src/apps/loadApps.ts'

const app = (allowedOrigins?: string[]): SandboxAppDefinition => ({
  slug: 'shop',
  id: 'lobbysandboxshopapp000001',
  name: 'Shop',
  config: {},
  sandbox: allowedOrigins ? { allowedOrigins } : {},
})

describe('allowed origins of an app', () => {
  it('behavior: by default, loopback pages on any port, http or https, and nothing else', () => {
    const loopback = app()
    for (const origin of [
      'http://localhost:5173/login',
      'http://localhost',
      'https://127.0.0.1:8443',
      'http://[::1]:3000/x',
    ]) {
      expect(isAllowedOrigin(loopback, origin)).toBe(true)
    }
    for (const origin of [
      'https://evil.example',
      'http://localhost.evil.example:5173',
      'http://evil.localhost:5173',
      'http://127.0.0.2:5173',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedOrigin(loopback, origin)).toBe(false)
    }
    expect(isAllowedAuthority(loopback, 'localhost:3000')).toBe(true)
    expect(isAllowedAuthority(loopback, '[::1]:3000')).toBe(true)
    expect(isAllowedAuthority(loopback, 'evil.example')).toBe(false)
    expect(isAllowedAuthority(loopback, 'localhost:3000/path')).toBe(false)
    expect(isAllowedAuthority(loopback, 'user@localhost:3000')).toBe(false)
  })

  it('behavior: a configured list replaces the default; a fixed port and the scheme count', () => {
    const shop = app(['https://shop.example', 'http://localhost:4000'])
    expect(isAllowedOrigin(shop, 'https://shop.example/cart')).toBe(true)
    expect(isAllowedOrigin(shop, 'http://shop.example')).toBe(false)
    expect(isAllowedOrigin(shop, 'https://shop.example:8443')).toBe(false)
    expect(isAllowedOrigin(shop, 'http://localhost:4000')).toBe(true)
    expect(isAllowedOrigin(shop, 'http://localhost:4001')).toBe(false)
    expect(isAllowedAuthority(shop, 'shop.example')).toBe(true)
    expect(isAllowedAuthority(shop, 'localhost:4000')).toBe(true)
    expect(isAllowedAuthority(shop, 'localhost:4001')).toBe(false)
  })

  it('behavior: an apps file with a malformed allowed origin is refused with its path and the rule', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-apps-'))
    const file = join(dir, 'apps.json')
    writeFileSync(
      file,
      JSON.stringify({ apps: [{ ...app(), sandbox: { allowedOrigins: ['https://*.shop.example'] } }] }),
    )
    expect(() => loadApps(file)).toThrow(
      `The apps file ${file} is invalid at apps.0.sandbox.allowedOrigins.0: an allowed origin is http(s)://host, http(s)://host:port or http(s)://host:* (any port)`,
    )
  })
})
