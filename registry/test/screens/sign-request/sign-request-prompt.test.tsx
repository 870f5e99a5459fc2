import { createNavigator, LobbyProvider, useLobby, useSignMessage } from '@lobby/headless'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'
// The sandbox's in-memory app alone: its whole entry also loads the wallet frame's server, which
// cannot load under happy-dom (its bundler resolves a file URL at import).
import { createSandbox, type Sandbox } from '../../../../packages/sandbox/src/createSandbox.ts'

// The modal's wiring is under test here; real signatures are proven in the headless tests.
const signed: string[] = []
const account = {
  address: '0x00000000000000000000000000000000000000a4' as const,
  signMessage: async ({ message }: { message: string }) => {
    signed.push(message)
    return `0x${'5'.repeat(130)}` as const
  },
  signTypedData: async () => `0x${'6'.repeat(130)}` as const,
}

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await createSandbox({ name: 'sign prompt tests' })
}, 60_000)
afterAll(() => sandbox?.close())

const memory = new Map<string, string>()
const storage = {
  getItem: (key: string) => memory.get(key) ?? null,
  setItem: (key: string, value: string) => void memory.set(key, value),
  removeItem: (key: string) => void memory.delete(key),
}
afterEach(cleanup)

/** A host page: a button that asks for a signature, and the modal. */
function App({ onSigned }: { onSigned: (outcome: { signature?: string; error?: unknown }) => void }) {
  const lobby = useLobby()
  const sign = useSignMessage({ signer: account })
  const [navigator] = useState(createNavigator)
  return (
    <>
      <button
        type="button"
        disabled={!lobby.ready}
        onClick={() =>
          sign.signMessage('Sign in to Acme').then(
            (signature) => onSigned({ signature }),
            (error: unknown) => onSigned({ error }),
          )
        }
      >
        Ask for a signature
      </button>
      <LobbyModal navigator={navigator} />
    </>
  )
}

async function ask(onSigned: (outcome: { signature?: string; error?: unknown }) => void) {
  render(
    <LobbyProvider
      appId={sandbox.apps['all-methods']?.id ?? ''}
      apiUrl="http://sandbox.test"
      clientOptions={{
        fetch: async (request: Request) => sandbox.app.fetch(request),
        storage,
        cookies: { cookie: '' },
        pageUrl: null,
        analytics: false,
        logger: { warn: () => undefined },
      }}
    >
      <App onSigned={onSigned} />
    </LobbyProvider>,
  )
  const button = screen.getByRole('button', { name: 'Ask for a signature' })
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), { timeout: 20_000 })
  await userEvent.click(button)
  await screen.findByText('Sign in to Acme', undefined, { timeout: 15_000 })
}

describe('the sign request in the lobby modal', () => {
  it("W-2.30 W-4.33 a hook's request opens EMBEDDED_WALLET_SIGN_REQUEST_SCREEN in the modal; approving shows 'Success', the modal closes after 1400 ms, and the signature comes back", async () => {
    const outcomes: Array<{ signature?: string; error?: unknown }> = []
    await ask((outcome) => outcomes.push(outcome))
    expect(document.querySelector('[data-slot="lobby-modal"]')?.getAttribute('data-screen')).toBe(
      'EMBEDDED_WALLET_SIGN_REQUEST_SCREEN',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sign and continue' }))
    await screen.findByRole('heading', { name: 'Success' })
    await waitFor(() => expect(outcomes).toHaveLength(1))
    expect(outcomes[0]?.signature).toBe(`0x${'5'.repeat(130)}`)
    expect(signed).toEqual(['Sign in to Acme'])
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Success' })).toBeNull(), { timeout: 3000 })
  }, 30_000)

  it('W-8.13 closing the modal refuses the request (4001)', async () => {
    const outcomes: Array<{ signature?: string; error?: unknown }> = []
    await ask((outcome) => outcomes.push(outcome))
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    })
    await waitFor(() => expect(outcomes).toHaveLength(1))
    expect(outcomes[0]?.error).toMatchObject({ code: 'user_rejected_request' })
  }, 30_000)
})
