// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { getAppConfig } from '../../../src/core/api/apps'
import { createLoginWithEmail } from '../../../src/core/auth/loginWithEmail'
import { httpClient } from '../../integration/httpSandbox'

// The retry after the server already acted: a one-time code sent twice is spent by the
// first send, so the second turns the user's success into an error; an email sent twice mails two
// codes. A sandbox over real HTTP, behind a gateway that can lose an answer the way a proxy does
// (502 after the sandbox committed), or with the sandbox dropping the connection after the commit.
let sandbox: RunningSandbox
let gateway: Gateway
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 })
  gateway = await startGateway(sandbox.url)
}, 60_000)
afterAll(async () => {
  await gateway?.close()
  await sandbox?.close()
})
afterEach(async () => {
  gateway.lose.clear()
  await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' })
})

type Gateway = { url: string; lose: Map<string, number>; close(): Promise<void> }

/** A proxy in front of the sandbox; `lose.set(path, n)` answers the next n calls of path with a 502 after the sandbox ran them. */
async function startGateway(upstream: string): Promise<Gateway> {
  const lose = new Map<string, number>()
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        headers.set(name, value)
    }
    const answer = await fetch(`${upstream}${req.url}`, {
      method: req.method,
      headers,
      body: body.length > 0 ? body.toString() : undefined,
    })
    const text = await answer.text()
    const path = new URL(req.url ?? '/', upstream).pathname
    const left = lose.get(path) ?? 0
    if (left > 0) {
      lose.set(path, left - 1)
      res.writeHead(502, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ code: 'bad_gateway', error: 'The gateway lost the answer.' }))
      return
    }
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' })
    res.end(text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    lose,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function inbox(email: string): Promise<Array<{ code: string }>> {
  return (await fetch(`${sandbox.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)).json() as Promise<
    Array<{ code: string }>
  >
}

let n = 0
const uniqueEmail = (label: string) => `${label}-${++n}-${Date.now()}@example.com`

describe('retries only where sending again is safe', { timeout: 30_000 }, () => {
  it("attack: A-7.06 A-7.07 a one-time code whose answer the gateway lost (502 after the sandbox used it) is sent once, so the user never reads 'Invalid or expired verification code' for a right code", async () => {
    const { client, paths } = httpClient({ ...sandbox, url: gateway.url })
    await client.ready()
    const email = uniqueEmail('lost-answer')
    const login = createLoginWithEmail(client)
    await login.sendCode(email)
    const [sent] = await inbox(email)
    gateway.lose.set('/api/v1/passwordless/authenticate', 1)
    await login.submitCode(sent?.code ?? '')
    const { status, error } = login.getSnapshot()
    expect(paths.filter((p) => p === '/api/v1/passwordless/authenticate')).toHaveLength(1)
    expect(status).not.toBe('done')
    expect(error?.status).toBe(502)
    expect(error?.message).not.toBe('Invalid or expired verification code')
  })

  it('attack: A-7.06 a code request whose connection dropped after the sandbox mailed the code is not sent again: one code in the inbox, and it signs the user in', async () => {
    const { client, paths } = httpClient(sandbox)
    await client.ready()
    const email = uniqueEmail('dropped')
    await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/passwordless/init', method: 'POST', dropAnswer: true, times: 1 }),
    })
    const login = createLoginWithEmail(client)
    await login.sendCode(email)
    expect(login.getSnapshot().error?.code).toBe('network_error')
    expect(paths.filter((p) => p === '/api/v1/passwordless/init')).toHaveLength(1)
    const codes = await inbox(email)
    expect(codes).toHaveLength(1)
    await login.submitCode(codes[0]?.code ?? '')
    expect(login.getSnapshot().status).toBe('done')
    expect(client.store.getSnapshot().authenticated).toBe(true)
  })

  it('A-7.07 a single-use call is retried after HTTP 425, where the server says it did nothing: one code, sent on the second try', async () => {
    const { client, paths } = httpClient(sandbox)
    await client.ready()
    const email = uniqueEmail('too-early')
    await fetch(`${sandbox.url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/v1/passwordless/init', status: 425, times: 1 }),
    })
    const login = createLoginWithEmail(client)
    await login.sendCode(email)
    expect(login.getSnapshot().error).toBeNull()
    expect(paths.filter((p) => p === '/api/v1/passwordless/init')).toHaveLength(2)
    expect(await inbox(email)).toHaveLength(1)
  })

  it('A-7.06 A-7.07 a GET whose answer the gateway lost is retried and answers normally', async () => {
    const { client, paths } = httpClient({ ...sandbox, url: gateway.url })
    const appId = sandbox.sandbox.apps['all-methods']?.id ?? ''
    const appPath = `/api/v1/apps/${appId}`
    gateway.lose.set(appPath, 1)
    const config = await getAppConfig(client.http, null)
    expect(config.id).toBe(appId)
    expect(paths.filter((p) => p === appPath)).toHaveLength(2)
  })
})
