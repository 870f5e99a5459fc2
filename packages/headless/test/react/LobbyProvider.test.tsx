import { render, renderHook, screen, waitFor } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LobbyProvider } from '../../src/react/LobbyProvider'
import { useLobby } from '../../src/react/useLobby'
import { API_URL, type SandboxHarness, startSandboxHarness } from '../integration/sandboxHarness'
import { lobbyWrapper } from './lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

function Status() {
  const { ready, authenticated } = useLobby()
  return <p>{ready ? (authenticated ? 'in' : 'out') : 'loading'}</p>
}

describe('LobbyProvider', () => {
  it('A-4.02 renders not ready, then ready once config and session are loaded (once, under StrictMode)', async () => {
    h.sent.length = 0
    const Wrapper = lobbyWrapper(h)
    render(
      <Wrapper>
        <Status />
      </Wrapper>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    await screen.findByText('out')
    expect(h.sent.filter((r) => r.url.includes('/api/v1/apps/'))).toHaveLength(1)
  })

  it('behavior: server rendering sends nothing and renders the not-ready state', () => {
    h.sent.length = 0
    const html = renderToString(
      <LobbyProvider appId={h.appId()} apiUrl={API_URL} clientOptions={{ fetch: h.fetch, pageUrl: null }}>
        <Status />
      </LobbyProvider>,
    )
    expect(html).toContain('loading')
    expect(h.sent).toHaveLength(0)
  })

  it('A-5.29 an invalid app id fails with the contract text', () => {
    expect(() =>
      renderHook(() => useLobby(), {
        wrapper: ({ children }) => (
          <LobbyProvider appId="too-short" apiUrl={API_URL} clientOptions={{ fetch: h.fetch }}>
            {children}
          </LobbyProvider>
        ),
      }),
    ).toThrow('Cannot initialize the Privy provider with an invalid Privy app ID')
  })

  it('behavior: a hook outside the provider throws a coded error', () => {
    expect(() => renderHook(() => useLobby())).toThrow('Lobby hooks must be used inside <LobbyProvider>.')
  })

  it('A-3.30 the app config is merged with the host config', async () => {
    const { result } = renderHook(() => useLobby(), {
      wrapper: ({ children }) => (
        <LobbyProvider
          appId={h.appId()}
          apiUrl={API_URL}
          config={{ appearance: { theme: 'dark' } }}
          clientOptions={{ fetch: h.fetch, pageUrl: null, analytics: false }}
        >
          {children}
        </LobbyProvider>
      ),
    })
    await waitFor(() => expect(result.current.ready).toBe(true))
    expect(result.current.config?.appearance.theme).toBe('dark')
    expect(result.current.config?.name).toBe('All methods')
  })

  it('A-7.46 a new app id gives a new client that loads that app', async () => {
    const Host = ({ appId }: { appId: string }) => (
      <LobbyProvider appId={appId} apiUrl={API_URL} clientOptions={{ fetch: h.fetch, pageUrl: null, analytics: false }}>
        <AppName />
      </LobbyProvider>
    )
    function AppName() {
      return <p>{useLobby().config?.name ?? 'loading'}</p>
    }
    const { rerender } = render(<Host appId={h.appId()} />)
    await screen.findByText('All methods')
    rerender(<Host appId={h.appId('wallets-only')} />)
    await screen.findByText('Wallets only')
  })
})
