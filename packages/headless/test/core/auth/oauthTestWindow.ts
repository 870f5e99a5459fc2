import type { OAuthPopup, OAuthWindow } from '../../../src/core/auth/oauthWindow'
import type { Timers } from '../../../src/core/timers'
import type { SandboxHarness } from '../../integration/sandboxHarness'

/** A page for OAuth tests: records where it went and what it opened, and lets a test post messages to it. */
export type TestOAuthWindow = OAuthWindow & {
  assigned: string[]
  opened: Array<{ url: string; size: { width: number; height: number }; popup: OAuthPopup & { closed: boolean } }>
  post(origin: string, data: unknown): void
}

/** A fake page at `href`; its popups are plain objects a test closes by setting `closed`. */
export function testOAuthWindow(href = 'http://localhost:5173/login'): TestOAuthWindow {
  const listeners = new Set<(message: { origin: string; data: unknown }) => void>()
  const page: TestOAuthWindow = {
    origin: new URL(href).origin,
    href,
    assigned: [],
    opened: [],
    assign: (url) => void page.assigned.push(url),
    open(url, size) {
      const entry: TestOAuthWindow['opened'][number] = {
        url,
        size,
        popup: {
          closed: false,
          close() {
            entry.popup.closed = true
          },
          // As a browser does: a blank popup opened in the click is later sent to the provider.
          navigate(next) {
            entry.url = next
          },
        },
      }
      page.opened.push(entry)
      return entry.popup
    },
    onMessage(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    post(origin, data) {
      for (const listener of [...listeners]) listener({ origin, data })
    },
  }
  return page
}

/** Answers the sandbox's consent page as a user would; returns the URL the provider sends the browser to. */
export async function consent(h: SandboxHarness, authorizeUrl: string, decision: string, login?: string): Promise<URL> {
  const url = new URL(authorizeUrl)
  const form = new URLSearchParams({
    app_id: url.searchParams.get('app_id') ?? '',
    state_code: url.searchParams.get('state_code') ?? '',
    decision,
    login: login ?? `user${Math.random().toString(36).slice(2, 10)}`,
  })
  const res = await h.sandbox.app.fetch(
    new Request(new URL('decide', url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    }),
  )
  if (res.status !== 302) throw new Error(`consent: HTTP ${res.status} ${await res.text()}`)
  return new URL(res.headers.get('location') ?? '')
}

/** Timers a test fires by hand: `fire(ms)` runs every pending callback scheduled for `ms`. */
export function manualTimers(): Timers & { fire(ms: number): void; pending(): number[] } {
  let next = 0
  const due = new Map<number, { ms: number; callback: () => void }>()
  return {
    setTimeout(callback, ms) {
      next += 1
      due.set(next, { ms, callback })
      return next
    },
    clearTimeout(handle) {
      due.delete(handle as number)
    },
    fire(ms) {
      for (const [handle, entry] of [...due]) {
        if (entry.ms !== ms) continue
        due.delete(handle)
        entry.callback()
      }
    },
    pending: () => [...due.values()].map((entry) => entry.ms),
  }
}
