import { existsSync } from 'node:fs'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  addVirtualAuthenticator,
  installTestWallet,
  latestCode,
  startTestSandbox,
  type TestSandbox,
} from '../../src/testing/index.ts'

// Debian's Chromium, as in the docs e2e harness; LOBBY_CHROMIUM overrides it.
const chromiumPath = process.env.LOBBY_CHROMIUM ?? '/usr/bin/chromium'

let sandbox: TestSandbox
beforeAll(async () => {
  sandbox = await startTestSandbox()
}, 60_000)
afterAll(() => sandbox?.close())

const sendCode = (email: string) =>
  fetch(`${sandbox.url}/api/v1/passwordless/init`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'privy-app-id': sandbox.appId(), 'privy-client': 'lobby-js:0.1.0' },
    body: JSON.stringify({ email }),
  })

describe('@lobby/sandbox/testing: a sandbox per test file', () => {
  it('starts on a free port named localhost, with its frame on another origin, and no chains', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/localhost:\d+$/)
    expect(sandbox.frameUrl).toMatch(/^http:\/\/localhost:\d+$/)
    expect(sandbox.frameUrl).not.toBe(sandbox.url)
    expect(await (await fetch(`${sandbox.url}/_sandbox/health`)).json()).toMatchObject({ ok: true })
    expect(sandbox.running.chains).toBeUndefined()
  })

  it('names the seeded apps by slug, and an unknown slug lists the ones there are', () => {
    expect(sandbox.appId()).toBe('lobbysandboxallmethods001')
    expect(sandbox.appId('captcha')).toBe('lobbysandboxcaptcha000001')
    expect(() => sandbox.appId('nope')).toThrow(/serves no app "nope": use one of all-methods, wallets-only/)
  })

  it('A-7.15 latestCode reads the six-digit code sent to an address: the newest after a resend, and with sentAfter only a later one', async () => {
    const email = `kit-${Date.now()}@example.com`
    expect((await sendCode(email)).status).toBe(200)
    expect(await sandbox.latestCode(email)).toMatch(/^\d{6}$/)
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect((await sendCode(email)).status).toBe(200)
    const inbox = (await (
      await fetch(`${sandbox.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{
      code: string
      sentAt: string
    }>
    const [resent, first] = inbox
    // Each send draws its own random code: telling them apart proves which one was read.
    expect(resent?.code).not.toBe(first?.code)
    expect(await sandbox.latestCode(email)).toBe(resent?.code)
    expect(await latestCode(sandbox.url, email, { sentAfter: Date.parse(first?.sentAt ?? '') })).toBe(resent?.code)
    await expect(
      latestCode(sandbox.url, email, { sentAfter: Date.parse(resent?.sentAt ?? ''), timeoutMs: 200 }),
    ).rejects.toThrow(`No code reached ${email} in the sandbox inbox within 200 ms`)
  })

  it('latestCode waits for a code that arrives after it asked', async () => {
    const email = `kit-late-${Date.now()}@example.com`
    const reading = sandbox.latestCode(email)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await sendCode(email)
    expect(await reading).toMatch(/^\d{6}$/)
  })

  it('latestCode for an address no code went to fails after its timeout, saying what to check', async () => {
    await expect(sandbox.latestCode('nobody@example.com', { timeoutMs: 200 })).rejects.toThrow(
      'No code reached nobody@example.com in the sandbox inbox within 200 ms: check the address the page sent the code to, or raise timeoutMs.',
    )
  })

  it('installTestWallet on a sandbox without chains says to start it with chains', async () => {
    const scripts: string[] = []
    await expect(
      installTestWallet({ addInitScript: async (script: string) => scripts.push(script) }, { sandboxUrl: sandbox.url }),
    ).rejects.toThrow('start it with startTestSandbox({ chains: true })')
    expect(scripts).toEqual([])
  })

  it('installTestWallet with chains given injects the EIP-6963 wallet script without asking the sandbox', async () => {
    const scripts: string[] = []
    const options = await installTestWallet(
      { addInitScript: async (script: string) => scripts.push(script) },
      {
        sandboxUrl: sandbox.url,
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
        accounts: ['0x0000000000000000000000000000000000000001'],
      },
    )
    expect(options.chains).toEqual([{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }])
    expect(scripts).toHaveLength(1)
    expect(scripts[0]).toContain('eip6963:announceProvider')
  })
})

describe('@lobby/sandbox/testing in Chromium', () => {
  let browser: Browser
  beforeAll(async () => {
    if (!existsSync(chromiumPath)) throw new Error(`No Chromium at ${chromiumPath}: install it or set LOBBY_CHROMIUM.`)
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox'] })
  }, 60_000)
  afterAll(() => browser?.close())

  it('addVirtualAuthenticator gives the page a passkey device: navigator.credentials.create() makes a resident key it lists', async () => {
    const page = await browser.newPage()
    try {
      const authenticator = await addVirtualAuthenticator(page)
      // Any page of the sandbox: localhost is a secure context and a valid relying party id.
      await page.goto(`${sandbox.url}/_sandbox/health`)
      expect(await authenticator.credentials()).toEqual([])
      const type = await page.evaluate(async () => {
        const credential = await navigator.credentials.create({
          publicKey: {
            challenge: new Uint8Array(32),
            rp: { id: 'localhost', name: 'Kit' },
            user: { id: new Uint8Array([1, 2, 3]), name: 'ada', displayName: 'Ada' },
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          },
        })
        return credential?.type
      })
      expect(type).toBe('public-key')
      expect(await authenticator.credentials()).toEqual([expect.objectContaining({ rpId: 'localhost' })])
    } finally {
      await page.context().close()
    }
  })
})
