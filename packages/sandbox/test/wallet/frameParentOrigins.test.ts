import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isAllowedOrigin, LOOPBACK_ALLOWED_ORIGINS } from '../../src/apps/allowedOrigins.ts'
import type { SandboxAppDefinition } from '../../src/apps/loadApps.ts'
import { pinParentOrigin } from '../../src/frame/pinParentOrigin.ts'
import { startSandbox } from '../../src/index.ts'

const FRAME = 'http://127.0.0.1:8788'

const app = (allowedOrigins: string[]): SandboxAppDefinition => ({
  slug: 'shop',
  id: 'lobbysandboxshopapp000001',
  name: 'Shop',
  config: {},
  sandbox: { allowedOrigins },
})

const host = fc.constantFrom('localhost', '127.0.0.1', 'evil.localhost', '[::1]', 'shop.localhost')
const port = fc.oneof(fc.constant(''), fc.constantFrom('80', '443', '3000', '5173', '8788'))
const origin = fc
  .tuple(fc.constantFrom('http', 'https'), host, port)
  .map(([scheme, name, at]) => new URL(`${scheme}://${name}${at ? `:${at}` : ''}`).origin)
const pattern = fc
  .tuple(fc.constantFrom('http', 'https'), host, fc.oneof(port, fc.constant('*')))
  .map(([scheme, name, at]) => `${scheme}://${name}${at ? `:${at}` : ''}`)

describe("the frame's host among the app's pages", () => {
  it('W-7.05 the frame pins a loopback host only when the sandbox API would take it as a page of the app (scheme, host, port or any port)', () => {
    fc.assert(
      fc.property(origin, fc.array(pattern, { minLength: 1, maxLength: 4 }), (parent, allowedOrigins) => {
        fc.pre(parent !== FRAME)
        const pinned = pinParentOrigin({
          search: `?origin=${encodeURIComponent(parent)}`,
          referrer: `${parent}/page`,
          selfOrigin: FRAME,
          allowedOrigins,
        })
        expect(pinned !== null).toBe(isAllowedOrigin(app(allowedOrigins), parent))
      }),
      { numRuns: 500 },
    )
    // The default every shipped app has: loopback names, never a *.localhost page.
    const pin = (parent: string) =>
      pinParentOrigin({
        search: '',
        referrer: `${parent}/`,
        selfOrigin: FRAME,
        allowedOrigins: LOOPBACK_ALLOWED_ORIGINS,
      })
    expect(pin('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
    expect(pin('http://localhost:3000')).toBe('http://localhost:3000')
    expect(pin('http://evil.localhost:5173')).toBeNull()
  })
})

describe("a started sandbox's frame pages", () => {
  it('W-7.05 W-7.07 attack: an app that names its own pages has its frame and export view embeddable by those pages only, not by any other loopback page', async () => {
    const running = await startSandbox({ port: 0, apps: [app(['http://localhost:5173'])] })
    try {
      for (const path of ['embedded-wallets', 'embedded-wallets/export']) {
        const res = await fetch(`${running.frameUrl}/apps/lobbysandboxshopapp000001/${path}?client_id=c`)
        const policy = res.headers.get('content-security-policy') ?? ''
        expect(policy.match(/frame-ancestors ([^;]*)/)?.[1]).toBe('http://localhost:5173')
        await res.body?.cancel()
      }
    } finally {
      await running.close()
    }
  }, 60_000)
})
