import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { LobbyProvider } from '../../src/react/LobbyProvider'
import { useLobbyQueryClient } from '../../src/react/useLobbyQueryClient'

const APP_ID = 'lobbysandboxallmethods001'
// No request leaves: the provider loads its config only after mount, answered here with nothing.
const offline = { fetch: async () => new Response('{}', { status: 503 }) }

describe('the TanStack Query client of Lobby hooks', () => {
  it('behavior: the queryClient given to LobbyProvider is the one the querying hooks use', () => {
    const given = new QueryClient()
    const { result } = renderHook(() => useLobbyQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <LobbyProvider appId={APP_ID} apiUrl="http://sandbox.test" clientOptions={offline} queryClient={given}>
          {children}
        </LobbyProvider>
      ),
    })
    expect(result.current).toBe(given)
  })

  it('behavior: without one, the hooks share one client, made on first use, per provider', () => {
    const { result, rerender } = renderHook(() => [useLobbyQueryClient(), useLobbyQueryClient()], {
      wrapper: ({ children }: { children: ReactNode }) => (
        <LobbyProvider appId={APP_ID} apiUrl="http://sandbox.test" clientOptions={offline}>
          {children}
        </LobbyProvider>
      ),
    })
    const [first, second] = result.current
    expect(first).toBeInstanceOf(QueryClient)
    expect(second).toBe(first)
    rerender()
    expect(result.current[0]).toBe(first)
  })

  it("behavior: the host's own QueryClientProvider stays the one its components inside LobbyProvider see", () => {
    const hosts = new QueryClient()
    const { result } = renderHook(() => useQueryClient(), {
      wrapper: ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={hosts}>
          <LobbyProvider appId={APP_ID} apiUrl="http://sandbox.test" clientOptions={offline}>
            {children}
          </LobbyProvider>
        </QueryClientProvider>
      ),
    })
    expect(result.current).toBe(hosts)
  })
})
