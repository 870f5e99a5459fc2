import { existsSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Browser, chromium } from 'playwright-core'
import { parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningChains, startChains, testWalletScript } from '../../src/index.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']

let running: RunningChains
let browser: Browser
let server: Server
let pageUrl: string

beforeAll(async () => {
  if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
  running = await startChains({ accounts: 2, balance: 100 })
  // A page on another loopback origin than anvil's, so every RPC call is a CORS request.
  server = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>dapp</title>'),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://localhost:${(server.address() as AddressInfo).port}/`
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ARGS })
}, 60_000)

afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await running?.close()
})

describe('test wallet in Chromium', () => {
  it('is discovered through EIP-6963, connects, reads a balance over CORS, sends a transfer, and rejects with 4001', async () => {
    const page = await browser.newPage()
    try {
      await page.addInitScript(
        testWalletScript({ chains: running.chains, accounts: running.accounts.map((account) => account.address) }),
      )
      await page.goto(pageUrl)
      const to = running.accounts[1]?.address
      const result = await page.evaluate(async (recipient) => {
        type Provider = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }
        const found: { info: { name: string }; provider: Provider }[] = []
        window.addEventListener('eip6963:announceProvider', (event) => {
          found.push((event as CustomEvent).detail)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
        const wallet = found[0]
        if (!wallet) return { error: 'no wallet announced' }
        const provider = wallet.provider
        const [from] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
        const balance = await provider.request({ method: 'eth_getBalance', params: [from, 'latest'] })
        const hash = await provider.request({
          method: 'eth_sendTransaction',
          params: [{ from, to: recipient, value: '0x2386f26fc10000' }],
        })
        let receipt: unknown = null
        // anvil mines just after it answers the send; on a busy machine that takes more than a few polls.
        for (let i = 0; i < 100 && !receipt; i++) {
          receipt = await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })
          if (!receipt) await new Promise((resolve) => setTimeout(resolve, 100))
        }
        ;(window as unknown as { lobbyTestWallet: { setMode(mode: string): void } }).lobbyTestWallet.setMode('reject')
        let code: unknown = null
        try {
          await provider.request({ method: 'personal_sign', params: ['0x6869', from] })
        } catch (error) {
          code = (error as { code: unknown }).code
        }
        return {
          name: wallet.info.name,
          from,
          balance,
          receiptStatus: (receipt as { status?: string } | null)?.status,
          code,
        }
      }, to)
      expect(result).toEqual({
        name: 'Lobby Test Wallet',
        from: running.accounts[0]?.address,
        balance: `0x${parseEther('100').toString(16)}`,
        receiptStatus: '0x1',
        code: 4001,
      })
    } finally {
      await page.close()
    }
  }, 60_000)
})
