import { createSandbox, loadApps, type Sandbox } from '@lobby/sandbox'
import type { ReactNode } from 'react'
import type { LobbyClientConfig } from '../../../src/core/config/resolveAppConfig'
import { LobbyProvider } from '../../../src/react/LobbyProvider'
import { API_URL, MemoryStorage } from '../../integration/sandboxHarness'

/** The all-methods app with funding turned on, as a server with funding_config answers it (W-3.16). */
export const FUNDING_APP_ID = 'lobbysandboxallmethods001'

/** An in-memory sandbox whose all-methods app has a funding config: card on-ramp A, transfer, 0.1 recommended. */
export function createFundingSandbox(): Promise<Sandbox> {
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
