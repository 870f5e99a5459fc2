import { WireAuthResult } from '@lobby/headless/core'
import type { Sandbox } from '../../src/index.ts'

/** A thin client over the in-process app, sending the headers the SDK sends. */
export function sandboxClient(sandbox: Sandbox, slug: string) {
  const app = sandbox.apps[slug]
  if (!app) throw new Error(`No sandbox app "${slug}"`)
  const appId = app.id
  const call = async (method: string, path: string, body?: unknown, token?: string | null) => {
    const headers: Record<string, string> = {
      'privy-app-id': appId,
      'privy-client-id': 'test-client',
      'privy-ca-id': 'test-analytics-id',
      'privy-client': 'lobby-js:1.79.1',
    }
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Bearer ${token}`
    const res = await sandbox.app.fetch(
      new Request(`http://sandbox.test${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
      }),
    )
    const text = await res.text()
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers }
  }
  const client = {
    appId,
    post: (path: string, body?: unknown, token?: string | null) => call('POST', `/api/v1${path}`, body ?? {}, token),
    get: (path: string, token?: string | null) => call('GET', `/api/v1${path}`, undefined, token),
    control: (method: string, path: string, body?: unknown) => call(method, `/_sandbox${path}`, body),
    /** The newest code sent to an address, read from the inbox. */
    async lastCode(to: string): Promise<string> {
      const res = await call('GET', `/_sandbox/inbox?to=${encodeURIComponent(to)}`)
      const entries = res.body as unknown as Array<{ code: string }>
      const code = entries[0]?.code
      if (!code) throw new Error(`No code in the inbox for ${to}`)
      return code
    },
    /** Email login end to end: init, read the inbox, authenticate; returns the parsed auth result. */
    async loginWithEmail(email: string) {
      const init = await client.post('/passwordless/init', { email })
      if (init.status !== 200) throw new Error(`init failed: ${JSON.stringify(init.body)}`)
      const res = await client.post('/passwordless/authenticate', { email, code: await client.lastCode(email) })
      if (res.status !== 200) throw new Error(`authenticate failed: ${JSON.stringify(res.body)}`)
      return WireAuthResult.parse(res.body)
    },
  }
  return client
}

/** A fresh unique email for one test. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.com`
}
