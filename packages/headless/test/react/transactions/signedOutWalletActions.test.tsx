import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { mainnet } from 'viem/chains'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { onLoginRequest } from '../../../src/core/modal/loginRequest'
import { useLobbyClient } from '../../../src/react/useLobbyClient'
import { useSendTransaction } from '../../../src/react/useSendTransaction'
import { useSignMessage } from '../../../src/react/useSignMessage'
import { useSolanaSignMessage } from '../../../src/react/useSolanaSignMessage'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { lobbyWrapper } from '../lobbyWrapper'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())
afterEach(cleanup)

const RECIPIENT = '0x00000000000000000000000000000000000000e1'

/** Renders the wallet action hooks with no one signed in, counting the login requests they make. */
async function renderSignedOut() {
  const heard: string[] = []
  const onError = (code: string) => heard.push(code)
  const rendered = renderHook(
    () => ({
      client: useLobbyClient(),
      sign: useSignMessage({ onError }),
      solana: useSolanaSignMessage({ onError }),
      send: useSendTransaction({
        chains: [mainnet],
        onError,
      }),
    }),
    { wrapper: lobbyWrapper(h) },
  )
  await waitFor(() => expect(rendered.result.current.client.store.getSnapshot().ready).toBe(true))
  let requests = 0
  onLoginRequest(rendered.result.current.client, () => requests++)
  return { result: rendered.result, heard, requests: () => requests }
}

describe('wallet actions with no one signed in', () => {
  it('A-6.03 W-6.04 W-8.29 signing a message asks the modal for LANDING and calls onError with must_be_authenticated', async () => {
    const { result, heard, requests } = await renderSignedOut()
    const refused = await act(() => result.current.sign.signMessage('gm').catch((e: unknown) => e))
    expect(refused).toMatchObject({ message: 'User must be authenticated before creating a Privy wallet' })
    expect(requests()).toBe(1)
    const solana = await act(() => result.current.solana.signMessage('gm').catch((e: unknown) => e))
    expect(solana).toMatchObject({ message: 'User must be authenticated before creating a Privy wallet' })
    expect(requests()).toBe(2)
    expect(heard).toEqual(['must_be_authenticated', 'must_be_authenticated'])
  })

  it('A-6.03 W-6.04 W-8.29 sending a transaction asks the modal for LANDING and calls onError with must_be_authenticated', async () => {
    const { result, heard, requests } = await renderSignedOut()
    const refused = await act(() =>
      result.current.send.sendTransaction({ to: RECIPIENT, value: 1n }).catch((e: unknown) => e),
    )
    expect(refused).toMatchObject({ message: 'User must be authenticated before creating a Privy wallet' })
    expect(requests()).toBe(1)
    expect(heard).toEqual(['must_be_authenticated'])
  })
})
