// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import type { FrameMessageEvent } from '../../../src/core/wallet/frameWindow'
import { connectPasswordView, preparePasswordView } from '../../../src/core/wallet/passwordView'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFakeWalletBackend, createFakeWalletFrame, FRAME_BASE, HOST_ORIGIN } from './fakeWalletFrame'
import { loggedInWalletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
const FRAME_ORIGIN = new URL(FRAME_BASE).origin

/** The host window: the listeners connectPasswordView adds, and a way to deliver a message to them. */
function hostWindow() {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  return {
    addEventListener: (_: 'message', listener: (event: FrameMessageEvent) => void) => listeners.add(listener),
    removeEventListener: (_: 'message', listener: (event: FrameMessageEvent) => void) => listeners.delete(listener),
    deliver: (event: FrameMessageEvent) => {
      for (const listener of [...listeners]) listener(event)
    },
    listening: () => listeners.size,
  }
}

/** The view's window: what the host posts to it; frame requests are answered as the view would, with `answer`. */
function viewWindow(host: ReturnType<typeof hostWindow>, answer: (type: string, data: unknown) => unknown) {
  const posted: Array<{ message: { type: string; id?: string; data?: unknown }; origin: string }> = []
  const self = {
    posted,
    postMessage(message: { type: string; id?: string; data?: unknown }, origin: string) {
      posted.push({ message, origin })
      if (message.id)
        queueMicrotask(() =>
          host.deliver({
            origin: FRAME_ORIGIN,
            source: self,
            data: { type: message.type, id: message.id, data: answer(message.type, message.data) },
          }),
        )
    },
  }
  return self
}

describe('the password view, host side', () => {
  it('issue 15: the view URL is on the frame origin, pins this page origin, and names the mode', async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    const view = preparePasswordView(getWalletSession(client), { mode: 'update', userStarted: true, replacing: true })
    const url = new URL(view.url)
    expect(view.origin).toBe(FRAME_ORIGIN)
    expect(url.pathname).toBe(`/apps/${client.appId}/embedded-wallets/password`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      mode: 'update',
      user_started: 'true',
      replacing: 'true',
      origin: HOST_ORIGIN,
    })
  })

  it('issue 15: a submit runs set-recovery with the view as the frame and no password; the view hears the result', async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    const session = getWalletSession(client)
    const { address } = await createEmbeddedWallet(session)
    const host = hostWindow()
    const view = viewWindow(host, (_type, data) => ({ address: (data as { address: string }).address }))
    const done: unknown[] = []
    const prepared = preparePasswordView(session, { mode: 'update' })
    connectPasswordView(session, prepared, { viewWindow: view, hostWindow: host, onDone: (r) => done.push(r) })
    host.deliver({ origin: FRAME_ORIGIN, source: view, data: { type: 'lobby:password:submit' } })
    await expect.poll(() => done.length).toBe(1)
    const request = view.posted.find((p) => p.message.type === 'lobby:wallet:set-recovery')
    expect(request?.origin).toBe(FRAME_ORIGIN)
    expect(request?.message.data).toMatchObject({ address, method: 'user-passcode' })
    expect(request?.message.data).not.toHaveProperty('password')
    expect(view.posted.at(-1)?.message).toEqual({ type: 'lobby:password:result', ok: true })
  })

  it('W-8.29 closing the wizard before the password is set is user_exited_set_password_flow; other senders are ignored', async () => {
    const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
    const session = getWalletSession(client)
    const host = hostWindow()
    const view = viewWindow(host, () => ({}))
    const heard: string[][] = []
    const connection = connectPasswordView(session, preparePasswordView(session, { mode: 'create' }), {
      viewWindow: view,
      hostWindow: host,
      onError: (error) => heard.push(['error', error.code]),
      onClose: () => heard.push(['close']),
    })
    host.deliver({ origin: 'http://evil.test', source: view, data: { type: 'lobby:password:close' } })
    host.deliver({ origin: FRAME_ORIGIN, source: {}, data: { type: 'lobby:password:close' } })
    expect(heard).toEqual([])
    host.deliver({ origin: FRAME_ORIGIN, source: view, data: { type: 'lobby:password:close' } })
    expect(heard).toEqual([['error', 'user_exited_set_password_flow'], ['close']])
    connection.close()
    expect(host.listening()).toBe(0)
  })
})
