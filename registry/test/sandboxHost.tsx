import { type LobbyClientConfig, LobbyProvider, type Navigator } from '@lobby/headless'
import { createSandbox, type Sandbox } from '@lobby/sandbox'
import type { ReactNode } from 'react'

/** The sandbox's origin as the client sees it in-process (no socket is opened). */
export const API_URL = 'http://sandbox.test'

class MemoryStorage implements Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
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

/** An in-memory sandbox and a host app around what a test renders. */
export type SandboxHost = {
  sandbox: Sandbox
  /** A host app of sandbox app `slug`, as a host would write it: a provider (with its `config`) around the modal. */
  Host(props: { slug: string; config?: LobbyClientConfig; children: ReactNode }): ReactNode
  /** The newest code the sandbox's inbox holds for an email or phone number. */
  latestCode(to: string): Promise<string>
  close(): Promise<void>
}

/** Starts the sandbox once per test file (PGlite's cold start is slow). */
export async function startSandboxHost(): Promise<SandboxHost> {
  const sandbox = await createSandbox({ name: 'registry tests' })
  const fetch = async (request: Request): Promise<Response> => sandbox.app.fetch(request)
  return {
    sandbox,
    Host: ({ slug, config, children }) => (
      <LobbyProvider
        appId={sandbox.apps[slug]!.id}
        apiUrl={API_URL}
        config={config}
        clientOptions={{
          fetch,
          storage: new MemoryStorage(),
          cookies: { cookie: '' },
          pageUrl: null,
          analytics: false,
          logger: { warn: () => undefined },
        }}
      >
        {children}
      </LobbyProvider>
    ),
    async latestCode(to) {
      const response = await fetch(new Request(`${API_URL}/_sandbox/inbox?to=${encodeURIComponent(to)}`))
      const [latest] = (await response.json()) as Array<{ code: string }>
      if (!latest) throw new Error(`no code in the inbox for ${to}`)
      return latest.code
    },
    close: () => sandbox.close(),
  }
}

export type { Navigator }
