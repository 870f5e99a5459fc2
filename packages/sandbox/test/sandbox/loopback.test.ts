import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../src/index.ts'
import { isLoopbackAddress, isLoopbackOrigin } from '../../src/lib/isLoopback.ts'

let sandbox: Sandbox

beforeAll(async () => {
  sandbox = await createSandbox()
}, 60_000)
afterAll(() => sandbox.close())

const fromAddress = (remoteAddress: string) => ({
  incoming: { socket: { remoteAddress }, headers: { host: '127.0.0.1:8787' } },
})

describe('loopback only', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['10.0.0.5', false],
    ['::ffff:192.168.1.2', false],
    ['', false],
  ])('isLoopbackAddress(%j) is %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected)
  })

  it('/_sandbox routes refuse a non-loopback client and answer a loopback one', async () => {
    const far = await sandbox.app.fetch(
      new Request('http://127.0.0.1:8787/_sandbox/inbox?to=a@b.co'),
      fromAddress('10.0.0.5'),
    )
    expect(far.status).toBe(403)
    expect(await far.json()).toMatchObject({ code: 'forbidden' })
    const near = await sandbox.app.fetch(
      new Request('http://127.0.0.1:8787/_sandbox/inbox?to=a@b.co'),
      fromAddress('127.0.0.1'),
    )
    expect(near.status).toBe(200)
  })
})

describe('CORS', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:5173', true],
    ['http://app.localhost:3000', true],
    ['http://[::1]:8080', true],
    ['https://evil.example', false],
    ['http://localhost.evil.example', false],
    ['null', false],
  ])('origin %s gets a CORS grant: %s', async (origin, granted) => {
    expect(isLoopbackOrigin(origin)).toBe(granted)
    const res = await sandbox.app.fetch(
      new Request('http://sandbox.test/api/v1/sessions', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'privy-app-id, authorization, content-type',
        },
      }),
    )
    expect(res.headers.get('access-control-allow-origin')).toBe(granted ? origin : null)
    if (granted) {
      expect(res.headers.get('access-control-allow-headers')).toContain('privy-app-id')
      expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    }
  })
})

describe('inbox page', () => {
  it('GET /_sandbox/inbox without a recipient is an HTML page', async () => {
    const res = await sandbox.app.fetch(new Request('http://sandbox.test/_sandbox/inbox'))
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(await res.text()).toContain('<h1>Inbox</h1>')
  })
})
