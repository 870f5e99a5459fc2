import { type ReactNode, StrictMode } from 'react'
import type { LobbyClientOptions } from '../../src/core/client'
import { LobbyProvider } from '../../src/react/LobbyProvider'
import { API_URL, MemoryStorage, type SandboxHarness } from '../integration/sandboxHarness'

/** A StrictMode `LobbyProvider` on the in-process sandbox, with storage of its own and the host's `config`. */
export function lobbyWrapper(
  h: SandboxHarness,
  options: Partial<LobbyClientOptions> & { appId?: string } = {},
): ({ children }: { children: ReactNode }) => ReactNode {
  const { appId = h.appId(), config, ...clientOptions } = options
  const storage = clientOptions.storage ?? new MemoryStorage()
  return ({ children }) => (
    <StrictMode>
      <LobbyProvider
        appId={appId}
        apiUrl={API_URL}
        {...(config ? { config } : {})}
        clientOptions={{
          fetch: h.fetch,
          storage,
          cookies: { cookie: '' },
          pageUrl: null,
          analytics: false,
          logger: { warn: () => undefined },
          ...clientOptions,
        }}
      >
        {children}
      </LobbyProvider>
    </StrictMode>
  )
}
