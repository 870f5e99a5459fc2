// The sandbox's modules are imported one by one, not through its index: the index also loads
// startSandbox's wallet-frame bundler, whose file URLs cannot resolve under happy-dom.

import type { ReactNode } from 'react'
import { loadApps } from '../../../../sandbox/src/apps/loadApps.ts'
import { createSandbox, type Sandbox } from '../../../../sandbox/src/createSandbox.ts'
import type { LobbyClientConfig } from '../../../src/core/config/resolveAppConfig'
import { LobbyProvider } from '../../../src/react/LobbyProvider'

/** The sandbox's origin as the client sees it in-process. */
export const API_URL = 'http://sandbox.test'

/** A page's local storage, in memory. */
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

/** The all-methods app with funding turned on, as a server with funding_config answers it (W-3.16). */
export const FUNDING_APP_ID = 'lobbysandboxallmethods001'

/** An in-memory sandbox whose all-methods app has a funding config: card on-ramp A, transfer, 0.1 recommended. */
export async function createFundingSandbox(): Promise<Sandbox> {
  const apps = loadApps().map((app) =>
    app.id === FUNDING_APP_ID
      ? {
          ...app,
          config: {
            ...app.config,
            funding_config: {
              methods: ['moonpay', 'external'],
              default_recommended_amount: '0.1',
              default_recommended_currency: { chain: 'eip155:1' },
              prompt_funding_on_wallet_creation: false,
            },
          },
        }
      : app,
  )
  return createSandbox({ name: 'funding tests', apps })
}

/** A `LobbyProvider` on the in-process sandbox. */
export function fundingWrapper(sandbox: Sandbox, config?: LobbyClientConfig) {
  const storage = new MemoryStorage()
  return ({ children }: { children: ReactNode }) => (
    <LobbyProvider
      appId={FUNDING_APP_ID}
      apiUrl={API_URL}
      {...(config ? { config } : {})}
      clientOptions={{
        fetch: async (request) => sandbox.app.fetch(request),
        storage,
        cookies: { cookie: '' },
        pageUrl: null,
        analytics: false,
        logger: { warn: () => undefined },
      }}
    >
      {children}
    </LobbyProvider>
  )
}
