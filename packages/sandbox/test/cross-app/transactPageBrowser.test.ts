import type { Browser, BrowserContext, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSandbox } from '../../src/index.ts'
import { crossAppLogin, received, startTwoOriginPages, type TwoOriginPages } from '../support/twoOriginPages.ts'

let pages: TwoOriginPages
let running: RunningSandbox
let browser: Browser
let requesterUrl: string
let hostileUrl: string

beforeAll(async () => {
  pages = await startTwoOriginPages()
  ;({ running, browser, requesterUrl, hostileUrl } = pages)
}, 120_000)

afterAll(() => pages?.close())

/** The W-7.34 popup URL for a personal_sign of `message`, answering at `callbackUrl`. */
function transactUrl(token: string, wallet: Hex, message: string, callbackUrl: string) {
  const request = JSON.stringify({
    content: { request: { method: 'personal_sign', params: [message, wallet] } },
    timestamp: Date.now(),
    callbackUrl,
  })
  return { url: `${running.url}/oauth/transact?${new URLSearchParams({ token, request })}`, request }
}

/** The popup a page opens with `window.open`, loaded. */
async function openPopup(context: BrowserContext, opener: Page, url: string): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    opener.evaluate((target) => {
      window.open(target, 'lobby-cross-app', 'width=400,height=680')
    }, url),
  ])
  await popup.waitForLoadState('load')
  return popup
}

describe('the provider app signature page, in Chromium', () => {
  it('W-7.34 W-7.35 W-7.37 the requester page opens the popup, the user approves, the signature comes back to it', async () => {
    const { token, wallet } = await crossAppLogin(pages)
    const context = await browser.newContext()
    try {
      const requester = await context.newPage()
      await requester.goto(`${requesterUrl}/wallet`)
      const { url } = transactUrl(token, wallet, 'Hello, cross-app', `${requesterUrl}/wallet`)
      const popup = await openPopup(context, requester, url)
      await popup.getByTestId('approve').click()
      await requester.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length > 0)
      const [message] = await received(requester)
      expect(message?.origin).toBe(running.url)
      const answer = message?.data as { type: string; result: Hex }
      expect(answer.type).toBe('PRIVY_CROSS_APP_ACTION_RESPONSE')
      expect(await verifyMessage({ address: wallet, message: 'Hello, cross-app', signature: answer.result })).toBe(true)
    } finally {
      await context.close()
    }
  }, 60_000)

  it('W-7.34 attack: a hostile page with a stolen token opens the popup for itself: no approve button, nothing posted to it', async () => {
    const { token, wallet } = await crossAppLogin(pages)
    const context = await browser.newContext()
    try {
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      const { url } = transactUrl(token, wallet, '0x7061792065766531', `${hostileUrl}/`)
      const popup = await openPopup(context, hostile, url)
      expect(await popup.locator('[role=alert]').textContent()).toBe(
        "This request's callback is not a page of All methods.",
      )
      expect(await popup.getByTestId('approve').count()).toBe(0)
      await new Promise((resolve) => setTimeout(resolve, 300))
      expect(await received(hostile)).toEqual([])
    } finally {
      await context.close()
    }
  }, 60_000)

  it('W-7.34 attack: a hostile page cannot read the approval, nor sign with one, by fetch or by a text/plain form', async () => {
    const { token, wallet } = await crossAppLogin(pages)
    // The approval the user's own popup holds, as if it leaked to the hostile page.
    const { url, request } = transactUrl(token, wallet, 'Hello, cross-app', `${requesterUrl}/wallet`)
    const shown = await (await fetch(url)).text()
    const approval = String(
      JSON.parse(shown.match(/id="transact-data">([\s\S]*?)<\/script>/)?.[1] ?? '{}').approval ?? '',
    )
    expect(approval).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const context = await browser.newContext()
    try {
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      const attempts = await hostile.evaluate(
        async ({ url, origin, body }) => {
          const read = await fetch(url).then(
            async (res) => ({ status: res.status, text: await res.text() }),
            (error: unknown) => ({ status: 0, text: String(error) }),
          )
          const signed = await fetch(`${origin}/oauth/transact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }).then(
            async (res) => ({ status: res.status, text: await res.text() }),
            (error: unknown) => ({ status: 0, text: String(error) }),
          )
          return { read, signed }
        },
        { url, origin: running.url, body: JSON.stringify({ token, request, approval }) },
      )
      expect(attempts.read.status).toBe(403)
      expect(attempts.read.text).not.toContain(approval)
      expect(attempts.signed).toEqual({
        status: 403,
        text: JSON.stringify({ error: 'The provider app approves only from its own page.' }),
      })
      // A form needs no CORS grant; text/plain lets it spell the JSON body.
      await hostile.evaluate(
        ({ action, name, value }) => {
          const frame = document.createElement('iframe')
          frame.name = 'sink'
          document.body.append(frame)
          const form = document.createElement('form')
          form.method = 'post'
          form.enctype = 'text/plain'
          form.action = action
          form.target = 'sink'
          const input = document.createElement('input')
          input.name = name
          input.value = value
          form.append(input)
          document.body.append(form)
          form.submit()
        },
        {
          action: `${running.url}/oauth/transact`,
          name: `${JSON.stringify({ token, request, approval }).slice(0, -1)},"pad":"`,
          value: '"}',
        },
      )
      const sink = hostile.frames().find((frame) => frame.name() === 'sink')
      await sink?.waitForURL(`${running.url}/oauth/transact`)
      expect(await sink?.textContent('body')).toBe(
        JSON.stringify({ error: 'The provider app approves only from its own page.' }),
      )
    } finally {
      await context.close()
    }
    // None of that spent the user's approval: the user's own page still signs with it once.
    const own = await fetch(`${running.url}/oauth/transact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: running.url },
      body: JSON.stringify({ token, request, approval }),
    })
    expect(own.status).toBe(200)
  }, 60_000)
})
