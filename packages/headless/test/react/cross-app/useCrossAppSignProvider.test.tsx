import { renderHook, waitFor } from '@testing-library/react'
import { type ReactNode, StrictMode } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// The sandbox's own module, not its package entry: the entry also loads the wallet-frame bundler,
// whose file URLs do not resolve under happy-dom.
import { createSandbox, type Sandbox } from '../../../../sandbox/src/createSandbox.ts'
import { isLobbyError } from '../../../src/core/errors/lobbyError'
import { LobbyProvider } from '../../../src/react/LobbyProvider'
import { useCrossAppSign } from '../../../src/react/useCrossAppSign'

const API_URL = 'http://sandbox.test'
let sandbox: Sandbox
const sent: Request[] = []
const appId = (slug = 'all-methods') => sandbox.apps[slug]?.id ?? ''

beforeAll(async () => {
  sandbox = await createSandbox({ name: 'cross-app hook tests' })
}, 60_000)
afterAll(() => sandbox.close())

/** A StrictMode provider on the in-process sandbox, with storage of its own. */
function wrapper({ children }: { children: ReactNode }) {
  const map = new Map<string, string>()
  const storage = {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  }
  return (
    <StrictMode>
      <LobbyProvider
        appId={appId()}
        apiUrl={API_URL}
        clientOptions={{
          fetch: async (request: Request) => {
            sent.push(request.clone())
            return sandbox.app.fetch(request)
          },
          storage,
          cookies: { cookie: '' },
          pageUrl: null,
          analytics: false,
          logger: { warn: () => undefined },
        }}
      >
        {children}
      </LobbyProvider>
    </StrictMode>
  )
}

const WALLET = '0x000000000000000000000000000000000000bEEF'

describe('useCrossAppSign inside LobbyProvider', () => {
  it('W-7.30 W-5.40 W-8.53 without a transport it uses the client: the connections come from the API', async () => {
    const { result } = renderHook(() => useCrossAppSign(), { wrapper })
    const failure = await result.current
      .signMessage({ providerAppId: appId('captcha'), address: WALLET, message: 'hi' })
      .catch((error: unknown) => error)
    expect(isLobbyError(failure) && failure.shortMessage).toBe('Invalid connected app')
    await waitFor(() => expect(result.current.state).toBe('error'))
    expect(result.current.error?.shortMessage).toBe('Invalid connected app')
    expect(sent.some((request) => request.url.endsWith(`/apps/${appId()}/cross-app/connections`))).toBe(true)
  })

  it("W-5.38 W-8.54 a wallet that is not the user's cross-app wallet is refused by the hook's signTypedData", async () => {
    const { result } = renderHook(() => useCrossAppSign(), { wrapper })
    const failure = await result.current
      .signTypedData({
        providerAppId: appId('cross-app-provider'),
        address: WALLET,
        typedData: { types: {}, primaryType: 'A', message: {} },
      })
      .catch((error: unknown) => error)
    expect(isLobbyError(failure) && failure.shortMessage).toBe('Cannot request a signature with this wallet address')
  })

  it('behavior: outside a provider and without a transport it throws the coded provider_missing error', () => {
    expect(() => renderHook(() => useCrossAppSign())).toThrow(
      expect.objectContaining({ code: 'provider_missing' }) as unknown as Error,
    )
  })
})
