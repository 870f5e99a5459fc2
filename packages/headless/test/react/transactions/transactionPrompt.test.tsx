import { act, renderHook, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTransactionPrompt } from '../../../src/core/transactions/transactionPrompt'
import { useLobbyClient } from '../../../src/react/useLobbyClient'
import { type UseSendTransactionOptions, useSendTransaction } from '../../../src/react/useSendTransaction'
import { type AnvilChains, startAnvilChains } from '../../core/transactions/anvilChains'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { lobbyWrapper } from '../lobbyWrapper'

let h: SandboxHarness
let anvil: AnvilChains
beforeAll(async () => {
  ;[h, anvil] = await Promise.all([startSandboxHarness(), startAnvilChains()])
}, 60_000)
afterAll(async () => {
  await h?.close()
  await anvil?.close()
})

const RECIPIENT = '0x00000000000000000000000000000000000000f0'

function render(options: Partial<UseSendTransactionOptions> = {}) {
  return renderHook(
    () => ({
      send: useSendTransaction({ chains: anvil.chains, signer: anvil.account(6), ...options }),
      client: useLobbyClient(),
    }),
    { wrapper: lobbyWrapper(h) },
  )
}

describe('the send prompt', () => {
  it('W-2.27 inside a LobbyProvider a send that needs approval becomes the modal prompt, approved there, until its flow closes', async () => {
    const { result } = render()
    const prompt = getTransactionPrompt(result.current.client)
    let sent: Promise<unknown> = Promise.resolve()
    act(() => {
      sent = result.current.send.sendTransaction({ to: RECIPIENT, value: 7n })
    })
    const shown = prompt.getSnapshot()
    expect(shown?.kind).toBe('send')
    if (shown?.kind !== 'send') return
    await waitFor(() => expect(shown.flow.getSnapshot().step).toBe('awaiting_approval'))
    act(() => shown.flow.approve())
    await expect(sent).resolves.toMatchObject({ receipt: { status: 1 } })
    act(() => shown.flow.close())
    expect(prompt.getSnapshot()).toBeNull()
  })

  it('behavior: showInModal false, or a request refused by its checks, leaves the modal alone', async () => {
    const { result } = render({ showInModal: false })
    const prompt = getTransactionPrompt(result.current.client)
    act(() => {
      result.current.send.sendTransaction({ to: RECIPIENT, value: 1n }).catch(() => undefined)
    })
    expect(prompt.getSnapshot()).toBeNull()
    const other = render()
    await act(async () => {
      await other.result.current.send.sendTransaction({ to: RECIPIENT, value: 1.5 }).catch(() => undefined)
    })
    expect(getTransactionPrompt(other.result.current.client).getSnapshot()).toBeNull()
    // Let the preparation finish before the chains stop.
    await waitFor(() => expect(result.current.send.state).toBe('awaiting_approval'))
    act(() => result.current.send.close())
  })
})
