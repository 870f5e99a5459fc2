import { createHash, randomBytes } from 'node:crypto'
import { embeddedWalletFrameUrl } from '@lobby/headless/core'
import type { Browser, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningSandbox } from '../../src/index.ts'
import { crossAppLogin, REQUESTER_APP_ID, startTwoOriginPages, type TwoOriginPages } from '../support/twoOriginPages.ts'
import { walletUserOverHttp } from './walletTestKit.ts'

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

/** Puts an iframe of `src` in `page` and waits for its load event (a refused frame loads an error page). */
async function embed(page: Page, src: string): Promise<void> {
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        const frame = document.createElement('iframe')
        frame.src = src
        frame.style.width = '400px'
        frame.style.height = '600px'
        frame.addEventListener('load', () => resolve(), { once: true })
        document.body.append(frame)
      }),
    src,
  )
}

describe('a hostile page that embeds the sandbox wallet pages, in Chromium', () => {
  it('W-7.34 attack: a page with a stolen provider token frames the signature page under its own content to steal a click on Approve: the browser refuses to frame it, so no approval is spent', async () => {
    const { token, wallet } = await crossAppLogin(pages)
    // The callback is the requester's own page: the page itself would show Approve for it.
    const request = JSON.stringify({
      content: { request: { method: 'personal_sign', params: ['Hello, cross-app', wallet] } },
      timestamp: Date.now(),
      callbackUrl: `${requesterUrl}/wallet`,
    })
    const url = `${running.url}/oauth/transact?${new URLSearchParams({ token, request })}`
    const context = await browser.newContext()
    try {
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      await embed(hostile, url)
      const framed = hostile.frames().find((frame) => frame !== hostile.mainFrame())
      const approve = framed?.getByTestId('approve')
      const signed: number[] = []
      if (approve && (await approve.count()) > 0) {
        // The click the hostile page's overlay would steal, and what the provider app answers it.
        const [answer] = await Promise.all([
          hostile.waitForResponse(
            (response) => response.request().method() === 'POST' && response.url() === `${running.url}/oauth/transact`,
          ),
          approve.click(),
        ])
        signed.push(answer.status())
      }
      expect(signed).toEqual([])
      expect(await approve?.count()).toBe(0)
    } finally {
      await context.close()
    }
  }, 60_000)

  it('W-7.05 attack: a page that is no page of the app embeds the wallet frame and asks it, with a stolen access token, to recover the wallet and sign: the frame never loads there, so it signs nothing', async () => {
    // The user's wallet (automatic recovery) and access token, as the thief holds it.
    const user = await walletUserOverHttp(running)
    const wallet = await user.create('ethereum')
    const src = new URL(
      embeddedWalletFrameUrl({ frameBase: running.frameUrl, appId: REQUESTER_APP_ID, clientId: 'c', caid: 'c' }),
    )
    src.searchParams.set('origin', hostileUrl)
    const context = await browser.newContext()
    try {
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      await embed(hostile, src.toString())
      // A frame page that serves its host marks itself ready before its load event; a refused one never does.
      const framed = hostile.frames().find((frame) => frame !== hostile.mainFrame())
      const state = await framed?.evaluate(() => document.documentElement.dataset.state ?? null)
      // What a frame that served this page would answer: the wallet recovered here, then a signature.
      const stolen = await hostile.evaluate(
        async ({ served, frameOrigin, accessToken, address }) => {
          if (!served) return { replies: [], heard: (window as unknown as { received: unknown[] }).received }
          const frame = document.querySelector('iframe') as HTMLIFrameElement
          const ask = (type: string, data: unknown) =>
            new Promise<unknown>((resolve) => {
              const id = crypto.randomUUID()
              const onMessage = (event: MessageEvent) => {
                if (event.origin !== frameOrigin || event.data?.id !== id) return
                window.removeEventListener('message', onMessage)
                resolve(event.data)
              }
              window.addEventListener('message', onMessage)
              frame.contentWindow?.postMessage({ type, id, data }, frameOrigin)
            })
          const recovered = await ask('lobby:wallet:recover', { accessToken, address })
          const signed = await ask('lobby:wallet:rpc', {
            accessToken,
            address,
            request: { method: 'personal_sign', params: ['0x7061792065766531', address] },
          })
          return { replies: [recovered, signed], heard: (window as unknown as { received: unknown[] }).received }
        },
        {
          served: state === 'ready',
          frameOrigin: new URL(running.frameUrl).origin,
          accessToken: user.token,
          address: wallet.address,
        },
      )
      const signature = (stolen.replies[1] as { data?: { result?: Hex } } | undefined)?.data?.result
      const forged = signature
        ? await verifyMessage({ address: wallet.address as Hex, message: { raw: '0x7061792065766531' }, signature })
        : false
      expect(forged).toBe(false)
      expect(stolen).toEqual({ replies: [], heard: [] })
    } finally {
      await context.close()
    }
  }, 60_000)
})

describe("a hostile page that frames the emulators' login pages, in Chromium", () => {
  it('behavior: attack: a page of another site frames the OAuth consent page, the Telegram login popup and the Farcaster approve page under its own content to steal a click on their buttons: in a window of their own they show them, framed the browser shows none', async () => {
    const api = async (path: string, body: unknown) =>
      (await (
        await fetch(`${running.url}/api/v1${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'privy-app-id': REQUESTER_APP_ID },
          body: JSON.stringify(body),
        })
      ).json()) as Record<string, unknown>
    const consent = await api('/oauth/init', {
      provider: 'google',
      redirect_to: `${requesterUrl}/login`,
      code_challenge: createHash('sha256').update(randomBytes(32).toString('base64url')).digest('base64url'),
      state_code: randomBytes(36).toString('base64url'),
    })
    const channel = await api('/farcaster/init', {})
    const urls = [
      String(consent.url),
      // The requester app's bot (apps.json), for the app's own page.
      `${running.url}/_sandbox/telegram/auth?${new URLSearchParams({ bot_id: '7000000001', origin: requesterUrl })}`,
      `${running.url}/_sandbox/farcaster/approve?${new URLSearchParams({ channel_token: String(channel.channel_token) })}`,
    ]
    const context = await browser.newContext()
    try {
      const own = await context.newPage()
      const shown: number[] = []
      for (const url of urls) {
        await own.goto(url)
        shown.push(await own.locator('button').count())
      }
      expect(shown.every((count) => count > 0)).toBe(true)
      const hostile = await context.newPage()
      await hostile.goto(`${hostileUrl}/`)
      for (const url of urls) await embed(hostile, url)
      const framed = await Promise.all(
        urls.map((_, index) => hostile.frameLocator(`iframe >> nth=${index}`).locator('button').count()),
      )
      expect(framed).toEqual([0, 0, 0])
    } finally {
      await context.close()
    }
  }, 60_000)
})
