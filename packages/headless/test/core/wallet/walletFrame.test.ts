import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWalletFrame } from '../../../src/core/wallet/walletFrame'
import { mountHiddenIframe } from '../../../src/core/wallet/walletFrameMount'
import { createFramePair } from './fakeFrameWindows'

const HOST = 'http://localhost:3000'
const FRAME = 'http://127.0.0.1:8788'
const URL_ = `${FRAME}/apps/app/embedded-wallets?caid=c&client_id=&origin=${encodeURIComponent(HOST)}`

afterEach(() => {
  vi.useRealTimers()
  document.body.innerHTML = ''
})

/** A frame page that either announces itself, answers pings, or stays silent. */
function framePage(behaviour: { announce?: boolean; answerPings?: boolean; announceFrom?: string }) {
  const pair = createFramePair(HOST, FRAME)
  let pings = 0
  pair.frame.addEventListener('message', (event) => {
    const data = event.data as { type: string; id: string }
    if (data.type !== 'lobby:frame:ready') return
    pings += 1
    if (behaviour.answerPings) pair.hostFromFrame.postMessage({ type: data.type, id: data.id, data: {} }, HOST)
  })
  const mount = () => {
    if (behaviour.announce) {
      setTimeout(() => {
        const from = behaviour.announceFrom ?? FRAME
        pair.host.deliver({
          data: { type: 'lobby:frame:ready', id: 'ready', data: {} },
          origin: from,
          source: pair.frameFromHost,
        })
      }, 1000)
    }
    return { frameWindow: pair.frameFromHost, hostWindow: pair.host, remove: vi.fn() }
  }
  return { mount, pings: () => pings }
}

describe('createWalletFrame', () => {
  it('W-9.02 is ready when the frame answers a ready ping', async () => {
    const page = framePage({ answerPings: true })
    const frame = createWalletFrame({ url: URL_, mount: page.mount })
    await frame.ready(15_000)
    expect(frame.isReady()).toBe(true)
  })

  it("W-9.02 is ready on the frame's own announcement, even if it never answers a ping", async () => {
    vi.useFakeTimers()
    const page = framePage({ announce: true })
    const frame = createWalletFrame({ url: URL_, mount: page.mount })
    const ready = frame.ready(15_000)
    await vi.advanceTimersByTimeAsync(1001)
    await ready
    expect(page.pings()).toBeGreaterThan(1)
  })

  it('W-9.02 pings only once the frame has loaded its document: an about:blank window would only log a warning', async () => {
    vi.useFakeTimers()
    const page = framePage({ answerPings: true })
    const gate: { open?: () => void } = {}
    const loaded = new Promise<void>((resolve) => {
      gate.open = resolve
    })
    const frame = createWalletFrame({ url: URL_, mount: () => ({ ...page.mount(), loaded }) })
    const ready = frame.ready(15_000)
    await vi.advanceTimersByTimeAsync(2000)
    expect(page.pings()).toBe(0)
    gate.open?.()
    await vi.advanceTimersByTimeAsync(1)
    await ready
    expect(page.pings()).toBe(1)
  })

  it('W-7.06 W-9.02 an announcement from another origin does not count; the wait ends after the given time', async () => {
    vi.useFakeTimers()
    const page = framePage({ announce: true, announceFrom: 'http://evil.localhost' })
    const frame = createWalletFrame({ url: URL_, mount: page.mount })
    const ready = frame.ready(15_000).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(15_001)
    expect(await ready).toMatchObject({ code: 'embedded_wallet.frame_not_ready' })
    expect(frame.isReady()).toBe(false)
  })
})

describe('mountHiddenIframe', () => {
  it('W-7.05 mounts one hidden, untabbable iframe at the frame URL and removes it', () => {
    const mounted = mountHiddenIframe('about:blank#lobby-frame')
    const iframes = document.querySelectorAll('iframe')
    expect(iframes).toHaveLength(1)
    const iframe = iframes[0] as HTMLIFrameElement
    expect(iframe.getAttribute('src')).toBe('about:blank#lobby-frame')
    expect(iframe.getAttribute('aria-hidden')).toBe('true')
    expect(iframe.getAttribute('tabindex')).toBe('-1')
    expect(iframe.style.visibility).toBe('hidden')
    expect(mounted.hostWindow).toBe(window)
    mounted.remove()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })
})
