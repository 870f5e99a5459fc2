import { afterEach, describe, expect, it, vi } from 'vitest'
import { browserCrossAppWindow } from '../../../src/core/cross-app/browserCrossAppWindow'

afterEach(() => {
  vi.restoreAllMocks()
})

describe('browserCrossAppWindow', () => {
  it("W-7.34 W-7.37 takes the page's origin and address as the reply origin and callback URL", () => {
    const page = browserCrossAppWindow(window)
    expect(page.origin).toBe(window.location.origin)
    expect(page.callbackUrl).toBe(window.location.href)
  })

  it('W-2.49 A-9.21 opens a popup of the given size and reads its closed flag', () => {
    const fake = { closed: false, close: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(fake as unknown as Window)
    const popup = browserCrossAppWindow(window).open('https://provider.test/oauth/transact', {
      width: 400,
      height: 680,
    })
    expect(open.mock.calls[0]?.[2]).toMatch(/^width=400,height=680,/)
    expect(popup?.closed).toBe(false)
    fake.closed = true
    expect(popup?.closed).toBe(true)
    popup?.close()
    expect(fake.close).toHaveBeenCalled()
  })

  it('W-8.57 a blocked window.open gives null', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    expect(browserCrossAppWindow(window).open('https://provider.test', { width: 400, height: 680 })).toBeNull()
  })

  it("W-7.35 passes each posted message's origin and data, until unsubscribed", () => {
    const listener = vi.fn()
    const stop = browserCrossAppWindow(window).onMessage(listener)
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'X' }, origin: 'https://a.test' }))
    stop()
    window.dispatchEvent(new MessageEvent('message', { data: 2, origin: 'https://a.test' }))
    expect(listener.mock.calls).toEqual([[{ origin: 'https://a.test', data: { type: 'X' } }]])
  })
})
