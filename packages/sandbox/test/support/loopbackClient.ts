import { request as httpRequest } from 'node:http'
import type { RunningSandbox } from '../../src/index.ts'

/** One answer: status and parsed JSON body; `dropped` when the connection died without an answer. */
export type LoopbackAnswer = { status: number; body: Record<string, unknown>; dropped?: true }

/**
 * A client of a running sandbox calling from one loopback address (`127.0.0.2`, `127.0.0.3` ...):
 * Linux routes all of 127/8 to the loopback device, so each address is a distinct client IP for the
 * sandbox, as an attacker's machine and a victim's would be.
 */
export function loopbackClient(running: RunningSandbox, slug: string, localAddress = '127.0.0.1') {
  const appId = running.sandbox.apps[slug]?.id
  if (!appId) throw new Error(`No sandbox app "${slug}"`)
  const call = (method: string, path: string, body?: unknown, token?: string | null): Promise<LoopbackAnswer> =>
    new Promise((resolve, reject) => {
      const headers: Record<string, string> = { 'privy-app-id': appId, 'privy-client-id': 'test-client' }
      if (body !== undefined) headers['content-type'] = 'application/json'
      if (token) headers.authorization = `Bearer ${token}`
      const req = httpRequest(`${running.url}${path}`, { method, headers, localAddress, agent: false }, (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString()
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }))
        res.on('error', () => resolve({ status: 0, body: {}, dropped: true }))
      })
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code === 'ECONNRESET' || error.message === 'socket hang up') {
          resolve({ status: 0, body: {}, dropped: true })
        } else reject(error)
      })
      req.end(body === undefined ? undefined : JSON.stringify(body))
    })
  return {
    appId,
    post: (path: string, body: unknown = {}, token?: string | null) => call('POST', `/api/v1${path}`, body, token),
    get: (path: string, token?: string | null) => call('GET', `/api/v1${path}`, undefined, token),
    control: (method: string, path: string, body?: unknown) => call(method, `/_sandbox${path}`, body),
    /** The newest code sent to an address, read from the inbox. */
    async lastCode(to: string): Promise<string> {
      const entries = (await call('GET', `/_sandbox/inbox?to=${encodeURIComponent(to)}`)).body as unknown as Array<{
        code: string
      }>
      const code = entries[0]?.code
      if (!code) throw new Error(`No code in the inbox for ${to}`)
      return code
    },
  }
}
