import { existsSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningSandbox, startSandbox } from '../../src/index.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'

let running: RunningSandbox
let appId: string
let port: string

beforeAll(async () => {
  running = await startSandbox({ port: 0 })
  appId = running.sandbox.apps['all-methods']?.id ?? ''
  port = new URL(running.url).port
}, 120_000)
afterAll(() => running?.close())

const headers = () => ({ 'content-type': 'application/json', 'privy-app-id': appId, 'privy-client-id': 'test-client' })

/** A request with a `Host` of our choosing, as a browser sends after DNS rebinding (fetch may not set Host). */
function requestWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${running.url}${path}`, { headers: { host } }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('refused bodies leave the connection usable', () => {
  it('a 2 MB body is refused with 413 and the next calls of the same client (keep-alive) all answer', async () => {
    const refused = await fetch(`${running.url}/api/v1/passwordless/init`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }),
    })
    expect(refused.status).toBe(413)
    expect(await refused.json()).toEqual({ code: 'invalid_data', error: 'The request body is larger than 64 kB.' })
    // Several in a row: each reuses a pooled connection, so a dropped one would surface here.
    for (let i = 0; i < 6; i++) {
      const next = await fetch(`${running.url}/api/v1/apps/${appId}`, { headers: headers() })
      expect(next.status).toBe(200)
      await next.arrayBuffer()
    }
  })

  it('malformed JSON is refused with 400 and the next call works', async () => {
    const refused = await fetch(`${running.url}/api/v1/passwordless/init`, {
      method: 'POST',
      headers: headers(),
      body: '{"email": ',
    })
    expect(refused.status).toBe(400)
    await refused.arrayBuffer()
    const next = await fetch(`${running.url}/api/v1/apps/${appId}`, { headers: headers() })
    expect(next.status).toBe(200)
  })

  it.each([
    ['/_sandbox/faults', 'POST'],
    ['/oauth/transact', 'POST'],
    ['/_sandbox/cloud-drive/files/a.json', 'POST'],
  ])('a body over 64 kB on %s is refused with 413 too', async (path, method) => {
    const refused = await fetch(`${running.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(65 * 1024) }),
    })
    expect(refused.status).toBe(413)
    await refused.arrayBuffer()
  })
})

describe('/_sandbox control routes', () => {
  it('attack: a request rebound through another name (Host: evil.example) reads no inbox code', async () => {
    const rebound = await requestWithHost('/_sandbox/inbox?format=json', `evil.example:${port}`)
    expect(rebound.status).toBe(403)
    expect(rebound.body).toContain('localhost or 127.0.0.1 only')
    // The same request addressed to this machine is answered.
    expect((await requestWithHost('/_sandbox/inbox?format=json', `127.0.0.1:${port}`)).status).toBe(200)
    expect((await requestWithHost('/_sandbox/inbox?format=json', `localhost:${port}`)).status).toBe(200)
  })

  it('attack: a cross-site text/plain POST to /_sandbox/faults installs no fault', async () => {
    await fetch(`${running.url}/_sandbox/faults`, { method: 'DELETE' })
    const forged = await fetch(`${running.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://evil.example' },
      body: JSON.stringify({ route: '/api/v1/sessions', status: 500 }),
    })
    expect(forged.status).toBe(403)
    const sameMachine = await fetch(`${running.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'http://localhost:5173' },
      body: JSON.stringify({ route: '/api/v1/sessions', status: 500 }),
    })
    expect(sameMachine.status).toBe(415)
    expect(await (await fetch(`${running.url}/_sandbox/faults`)).json()).toEqual([])
  })
})

describe('in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
    browser = await chromium.launch({
      executablePath: chromiumPath,
      headless: true,
      // evil.example resolves to this machine, as a rebinding attacker's DNS answers after the page loaded.
      args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP evil.example 127.0.0.1'],
    })
  }, 60_000)
  afterAll(() => browser?.close())

  it('attack: a page of evil.example rebound to the sandbox cannot read inbox codes or inject faults', async () => {
    await fetch(`${running.url}/_sandbox/faults`, { method: 'DELETE' })
    const init = await fetch(`${running.url}/api/v1/passwordless/init`, {
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ email: 'rebinding-victim@example.com' }),
    })
    expect(init.status).toBe(200)
    const page = await browser.newPage()
    try {
      // Same origin as far as the browser knows: http://evil.example:<the sandbox's port>.
      await page.goto(`http://evil.example:${port}/`)
      const seen = await page.evaluate(async () => {
        const inbox = await fetch('/_sandbox/inbox?to=rebinding-victim@example.com')
        const fault = await fetch('/_sandbox/faults', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ route: '/api/v1/sessions', status: 500 }),
        })
        return { inbox: inbox.status, inboxBody: await inbox.text(), fault: fault.status }
      })
      expect(seen.inbox).toBe(403)
      expect(seen.inboxBody).not.toMatch(/\d{6}/)
      expect(seen.fault).toBe(403)
      expect(await (await fetch(`${running.url}/_sandbox/faults`)).json()).toEqual([])
      // The victim's code is there for the sandbox's own inbox page.
      const own = await fetch(`${running.url}/_sandbox/inbox?to=rebinding-victim@example.com`)
      expect(JSON.stringify(await own.json())).toMatch(/\d{6}/)
    } finally {
      await page.close()
    }
  }, 60_000)
})
