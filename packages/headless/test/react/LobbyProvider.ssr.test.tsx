// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('LobbyProvider on the server', () => {
  it('behavior: imports and renders with no window, document or localStorage (Next.js App Router)', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const { LobbyProvider, useLobby } = await import('../../src/react/index')
    const requests: Request[] = []
    function Status() {
      const { ready, authenticated } = useLobby()
      return <p>{ready ? String(authenticated) : 'loading'}</p>
    }
    const html = renderToString(
      <LobbyProvider
        appId="lobbysandboxallmethods001"
        apiUrl="http://sandbox.test"
        clientOptions={{
          fetch: async (request) => {
            requests.push(request)
            return new Response('{}')
          },
        }}
      >
        <Status />
      </LobbyProvider>,
    )
    expect(html).toBe('<p>loading</p>')
    expect(requests).toHaveLength(0)
    // The first import transforms the whole React entry: seconds on a loaded 2-core box.
  }, 30_000)
})
