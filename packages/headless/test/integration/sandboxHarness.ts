import { createSandbox, type Sandbox, type SandboxAppDefinition } from '@lobby/sandbox'
import { createLobbyClient, type LobbyClient, type LobbyClientOptions } from '../../src/core/client'

/** The sandbox's origin as the client sees it in-process (no socket is opened). */
export const API_URL = 'http://sandbox.test'

/** A sandbox in memory, and helpers to drive it the way a test (not the SDK) would. */
export type SandboxHarness = {
  sandbox: Sandbox
  /** The transport the SDK gets: the sandbox's Hono app, in-process. */
  fetch: (request: Request) => Promise<Response>
  /** Every request the SDK sent, in order (observed, not altered). */
  sent: Request[]
  appId(slug?: string): string
  /** The newest code the inbox holds for an email or phone number. */
  latestCode(to: string): Promise<string>
  inbox(to: string): Promise<Array<{ to: string; code: string; sentAt: string }>>
  addFault(rule: Record<string, unknown>): Promise<void>
  clearFaults(): Promise<void>
  /** Security events recorded by the sandbox (`refresh_token_reuse` ...). */
  events(kind: string): Promise<unknown[]>
  customJwt(appId: string, sub: string): Promise<string>
  client(options?: Partial<LobbyClientOptions>): LobbyClient
  /** The shared clock of the sandbox and of the clients made here: real time plus `skewMs`. */
  now(): number
  /** Moves the sandbox's and the clients' clock forward (or back). */
  skewMs: number
  close(): Promise<void>
}

/** Starts an in-memory sandbox (one per test file: PGlite's cold start is slow), with the bundled apps or `apps`. */
export async function startSandboxHarness(options: { apps?: SandboxAppDefinition[] } = {}): Promise<SandboxHarness> {
  let harness: SandboxHarness | null = null
  const now = () => Date.now() + (harness?.skewMs ?? 0)
  const sandbox = await createSandbox({ name: 'headless tests', now, ...(options.apps ? { apps: options.apps } : {}) })
  const sent: Request[] = []
  const fetch = async (request: Request): Promise<Response> => {
    sent.push(request.clone())
    return sandbox.app.fetch(request)
  }
  const control = async (path: string, init?: RequestInit) => {
    const response = await sandbox.app.fetch(new Request(`${API_URL}/_sandbox/${path}`, init))
    if (!response.ok) throw new Error(`sandbox ${path}: HTTP ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  const post = (body: unknown): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const inbox = (to: string) =>
    control(`inbox?to=${encodeURIComponent(to)}`) as Promise<Array<{ to: string; code: string; sentAt: string }>>
  const appId = (slug = 'all-methods') => {
    const app = sandbox.apps[slug]
    if (!app) throw new Error(`no sandbox app ${slug}`)
    return app.id
  }
  const created: SandboxHarness = {
    sandbox,
    now,
    skewMs: 0,
    fetch,
    sent,
    appId,
    inbox,
    async latestCode(to) {
      const [latest] = await inbox(to)
      if (!latest) throw new Error(`no code in the inbox for ${to}`)
      return latest.code
    },
    addFault: async (rule) => void (await control('faults', post(rule))),
    clearFaults: async () => void (await control('faults', { method: 'DELETE' })),
    events: (kind) => control(`events?kind=${kind}`) as Promise<unknown[]>,
    customJwt: async (id, sub) => ((await control('custom_jwt', post({ appId: id, sub }))) as { token: string }).token,
    client: (options = {}) =>
      createLobbyClient({
        appId: options.appId ?? appId(),
        apiUrl: API_URL,
        fetch,
        storage: new MemoryStorage(),
        cookies: { cookie: '' },
        pageUrl: null,
        analytics: false,
        logger: { warn: () => undefined },
        now,
        ...options,
      }),
    close: () => sandbox.close(),
  }
  harness = created
  return created
}

/** A `Storage` of its own per client, so two clients can play two browsers (or share one: two tabs). */
export class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  readonly map = new Map<string, string>()
  getItem(key: string): string | null {
    return this.map.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.map.set(key, value)
  }
  removeItem(key: string): void {
    this.map.delete(key)
  }
}

/** Logs a fresh client in by email through the real inbox; returns the client. */
export async function loginByEmail(h: SandboxHarness, client: LobbyClient, email: string): Promise<LobbyClient> {
  const { createLoginWithEmail } = await import('../../src/core/auth/loginWithEmail')
  await client.ready()
  const flow = createLoginWithEmail(client)
  await flow.sendCode(email)
  await flow.submitCode(await h.latestCode(email))
  if (flow.getSnapshot().status !== 'done') throw flow.getSnapshot().error ?? new Error('login failed')
  return client
}
