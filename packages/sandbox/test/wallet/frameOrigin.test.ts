import { FRAME_MESSAGE_KINDS, type FrameMessageEvent, FrameRequestMessage } from '@lobby/headless/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFrameServer } from '../../src/frame/createFrameServer.ts'
import { createWalletFrameHandlers } from '../../src/frame/createWalletFrameHandlers.ts'
import { memoryKeyStore } from '../../src/frame/deviceKeys.ts'
import { pinParentOrigin } from '../../src/frame/pinParentOrigin.ts'
import { createWalletApi } from '../../src/frame/walletApi.ts'
import { isLoopbackOrigin } from '../../src/lib/isLoopback.ts'
import { memoryStorage } from './walletTestKit.ts'

const HOST = 'http://127.0.0.1:5173'
const FRAME = 'http://127.0.0.1:8788'

/** The frame page's wiring, with windows as plain objects: what reached the parent, and what reached the network. */
function frameUnderTest() {
  const listeners = new Set<(event: FrameMessageEvent) => void>()
  const replies: unknown[] = []
  const calls: string[] = []
  const parent = { postMessage: (message: unknown) => void replies.push(message) }
  const api = createWalletApi({
    apiUrl: 'http://127.0.0.1:8787',
    appId: 'app',
    clientId: 'client',
    fetch: async (input) => {
      calls.push(String(input))
      return new Response('{}', { status: 401 })
    },
  })
  createFrameServer(
    createWalletFrameHandlers({ api, appId: 'app', storage: memoryStorage(), keyStore: memoryKeyStore() }),
    {
      allowedOrigin: HOST,
      allowedSource: parent,
      selfWindow: {
        addEventListener: (_type, listener) => void listeners.add(listener),
        removeEventListener: (_type, listener) => void listeners.delete(listener),
      },
    },
  )
  const dispatch = async (event: FrameMessageEvent) => {
    for (const listener of listeners) listener(event)
    // Replies are posted after the handler's promise settles.
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { parent, replies, calls, dispatch }
}

const request = fc.record({
  type: fc.constantFrom(...FRAME_MESSAGE_KINDS),
  id: fc.string({ minLength: 1 }),
  data: fc.anything(),
})
const payload = fc.oneof(request, fc.anything())

describe('who the wallet frame answers', () => {
  it('W-7.06 requests from any other origin or any other window than the host parent get no reply and reach nothing', async () => {
    const frame = frameUnderTest()
    const stranger = { postMessage: () => undefined }
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.webUrl().map((url) => new URL(url).origin),
          fc.string(),
          fc.constant(HOST),
        ),
        fc.constantFrom<'parent' | 'stranger' | 'none'>('parent', 'stranger', 'none'),
        payload,
        async (origin, who, data) => {
          fc.pre(origin !== HOST || who !== 'parent')
          const source = who === 'parent' ? frame.parent : who === 'stranger' ? stranger : null
          await frame.dispatch({ origin, source, data })
        },
      ),
      { numRuns: 300 },
    )
    expect(frame.replies).toEqual([])
    expect(frame.calls).toEqual([])
  }, 60_000)

  it('W-7.06 W-7.09 from the host parent, anything but a well-formed request gets no reply; a request gets exactly one', async () => {
    const frame = frameUnderTest()
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (data) => {
        fc.pre(!FrameRequestMessage.safeParse(data).success)
        await frame.dispatch({ origin: HOST, source: frame.parent, data })
      }),
      { numRuns: 300 },
    )
    expect(frame.replies).toEqual([])
    await frame.dispatch({
      origin: HOST,
      source: frame.parent,
      data: { type: 'lobby:frame:ready', id: 'r1', data: {} },
    })
    expect(frame.replies).toEqual([{ type: 'lobby:frame:ready', id: 'r1', data: {} }])
  }, 60_000)

  it('W-7.05 pins a loopback host origin other than its own, from the origin query or the referrer, and nothing else', () => {
    expect(
      pinParentOrigin({ search: `?origin=${encodeURIComponent(HOST)}`, referrer: `${HOST}/page`, selfOrigin: FRAME }),
    ).toBe(HOST)
    expect(pinParentOrigin({ search: '', referrer: `${HOST}/page`, selfOrigin: FRAME })).toBe(HOST)
    expect(
      pinParentOrigin({
        search: `?origin=${encodeURIComponent(HOST)}`,
        referrer: 'http://localhost:1/',
        selfOrigin: FRAME,
      }),
    ).toBeNull()
    expect(pinParentOrigin({ search: '', referrer: `${FRAME}/`, selfOrigin: FRAME })).toBeNull()
    expect(pinParentOrigin({ search: '', referrer: '', selfOrigin: FRAME })).toBeNull()
    fc.assert(
      fc.property(
        fc.oneof(fc.webUrl(), fc.string()),
        fc.oneof(fc.webUrl(), fc.string(), fc.constant('')),
        (origin, referrer) => {
          const pinned = pinParentOrigin({
            search: `?origin=${encodeURIComponent(origin)}`,
            referrer,
            selfOrigin: FRAME,
          })
          if (pinned !== null) {
            expect(isLoopbackOrigin(pinned)).toBe(true)
            expect(pinned).not.toBe(FRAME)
            expect(pinned).toBe(origin)
          }
        },
      ),
      { numRuns: 500 },
    )
  })
})
