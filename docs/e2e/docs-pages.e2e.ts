import { generate } from 'otplib'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screens } from '../src/screens.ts'
import { type LobbyStack, snap, startLobbyStack } from './harness.ts'

let stack: LobbyStack
let context: BrowserContext | undefined

beforeAll(async () => {
  stack = await startLobbyStack({ chains: true }) // the transaction screens' pages read the anvil chains
  // One warm-up visit: the dev server compiles the modal once, not inside a test's time.
  const page = await stack.browser.newPage()
  await page.goto(`${stack.docs.url}/playground`)
  await page.getByLabel('Email address').waitFor({ timeout: 60_000 })
  await page.close()
}, 120_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

async function open(path: string, beforeLoad?: (page: Page) => Promise<unknown>): Promise<Page> {
  context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await beforeLoad?.(page)
  await page.goto(`${stack.docs.url}${path}`)
  return page
}

const modal = (page: Page) => page.locator('[data-slot="lobby-modal"]')

/** Screens whose page shows them beside the text once its button makes a request. */
const INLINE_ON_REQUEST: Record<string, string> = {
  'send-transaction-screen': 'Send 0.01 ETH',
  'sign-request-screen': 'Sign a message',
}

describe('docs pages in Chromium', () => {
  it('W-2.42 W-2.47 every screen of the registry appears live, the funding and on-ramp status screens among them: its page shows the real screen inside the modal on the sandbox', async () => {
    expect(screens.length).toBeGreaterThanOrEqual(26)
    // The embedded wallet's screens (W-2.11 to W-2.32) are all among them.
    expect(screens.filter((screen) => screen.name.startsWith('embedded-wallet-'))).toHaveLength(11)
    for (const funding of [
      'funding-awaiting-transfer-from-external-wallet-screen',
      'moonpay-status-screen',
      'coinbase-onramp-status-screen',
    ]) {
      expect(screens.map((screen) => screen.name)).toContain(funding)
    }
    const page = await open('/')
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    // From one page to the next as a reader does, through the Screens links of the sidebar.
    const nav = page.getByRole('navigation', { name: 'Docs' })
    for (const screen of screens) {
      await nav.getByRole('link', { name: screen.title, exact: true }).click()
      await page.waitForURL(`${stack.docs.url}/screens/${screen.name}`)
      await page.getByRole('heading', { level: 1, name: screen.title }).waitFor({ timeout: 30_000 })
      await page.getByTestId('sandbox-app').waitFor({ timeout: 30_000 })
      if (screen.name === 'awaiting-code-screen') {
        // This one is reached as a user reaches it: an address, then the six boxes.
        const email = `docs-${Date.now()}@example.com`
        await page.getByLabel('Email address').fill(email)
        await page.getByLabel('Email address').press('Enter')
      }
      // The transaction and signature screens open on a request: the page renders them inline.
      const request = INLINE_ON_REQUEST[screen.name]
      if (request) {
        await page.getByRole('button', { name: request }).click()
        await page.locator(`[data-slot="${screen.name}"]`).waitFor({ timeout: 30_000 })
      } else await modal(page).locator(`[data-slot="${screen.name}"]`).waitFor({ timeout: 30_000 })
      await snap(page, `screen-${screen.name}`)
    }
    expect(errors).toEqual([])
  }, 240_000)

  it('A-2.17 A-2.18 A-2.19 A-2.20 the captcha screen checks, then passes or fails, with Continue and Retry', async () => {
    const page = await open('/screens/captcha-screen')
    const screen = modal(page).locator('[data-slot="captcha-screen"]')
    await screen.waitFor({ timeout: 30_000 })
    await expect.poll(() => screen.getByRole('heading').textContent()).toBe('Checking that you are a human...')
    expect(await screen.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true)
    expect(await screen.getByRole('button', { name: 'Retry' }).isDisabled()).toBe(true)
    await snap(page, 'captcha-1-checking')
    await page.getByLabel('success').check()
    await expect.poll(() => screen.getByRole('heading').textContent()).toBe('Success!')
    await expect(screen.getByText('CAPTCHA passed successfully.').count()).resolves.toBe(1)
    expect(await screen.getByRole('button', { name: 'Continue' }).isEnabled()).toBe(true)
    await snap(page, 'captcha-2-success')
    await page.getByLabel('failure').check()
    await expect.poll(() => screen.getByRole('heading').textContent()).toBe('Something went wrong')
    await screen.getByRole('button', { name: 'Retry' }).click()
    await expect.poll(() => screen.getAttribute('data-status')).toBe('pending')
    await snap(page, 'captcha-3-retry')
  })

  it('A-2.17 A-2.18 A-4.11 captcha app: the sandbox widget runs, passes, and its token lets the email code go out', async () => {
    const page = await open('/hooks/useCaptcha')
    const screen = page.locator('[data-slot="captcha-screen"]')
    await screen.waitFor({ timeout: 30_000 })
    await page.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 30_000 })
    await expect(screen.getByText('CAPTCHA passed successfully.').count()).resolves.toBe(1)
    await snap(page, 'captcha-hook-1-passed')
    const email = `captcha-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await expect
      .poll(() => page.getByTestId('captcha-flow-state').textContent(), { timeout: 20_000 })
      .toBe(`Code sent to ${email}: it is in the sandbox inbox.`)
    expect(await stack.latestCode(email)).toMatch(/^\d{6}$/)
    await snap(page, 'captcha-hook-2-code-sent')
  })

  it('A-4.06 A-2.17 A-2.18 playground, captcha app: an email submit checks on CAPTCHA_SCREEN first, then the code signs in', async () => {
    // The captcha runs by itself 0.5 s after the landing shows; this user submits
    // while it is still checking, so its answer is held until the submit.
    let answer!: () => void
    const submitted = new Promise<void>((resolve) => {
      answer = resolve
    })
    const page = await open('/playground?app=captcha', (page) =>
      page.route('**/turnstile/v0/solve', async (route) => {
        await submitted
        await route.continue()
      }),
    )
    await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor({ timeout: 30_000 })
    // The widget is there once the app config (captcha on) has arrived.
    await modal(page).locator('[data-slot="captcha-widget"]').waitFor({ state: 'attached', timeout: 30_000 })
    const email = `playground-captcha-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Email address').press('Enter')
    const screen = modal(page).locator('[data-slot="captcha-screen"]')
    await screen.waitFor({ timeout: 20_000 })
    await snap(page, 'playground-captcha-1-checking')
    answer()
    await screen.getByRole('heading', { name: 'Success!' }).waitFor({ timeout: 20_000 })
    await expect(screen.getByText('CAPTCHA passed successfully.').count()).resolves.toBe(1)
    await snap(page, 'playground-captcha-2-passed')
    await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
    const boxes = page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox')
    await boxes.first().click()
    await page.keyboard.type(await stack.latestCode(email))
    await expect
      .poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 })
      .toBe(`Signed in as ${email}`)
    await snap(page, 'playground-captcha-3-signed-in')
  })

  it('A-5.07 useOtpInput page: a letter shows the spec error; six digits call onComplete with the code', async () => {
    const page = await open('/hooks/useOtpInput')
    const boxes = page.getByRole('group').getByRole('textbox')
    await boxes.first().waitFor({ timeout: 30_000 })
    await boxes.first().click()
    await page.keyboard.type('1a')
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Passcode can only be numbers')
    await snap(page, 'hook-otp-1-letter')
    await page.keyboard.type('23456')
    await expect.poll(() => page.getByTestId('otp-complete').textContent()).toBe('onComplete("123456")')
    await snap(page, 'hook-otp-2-complete')
  })

  it('A-7.15 A-7.16 useLoginWithEmail page: an email login on plain markup, with the code from the inbox', async () => {
    const page = await open('/hooks/useLoginWithEmail')
    const email = `headless-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    await page.getByText(`Enter the code sent to ${email}`).waitFor({ timeout: 20_000 })
    await page.getByRole('group').getByRole('textbox').first().click()
    await page.keyboard.type(await stack.latestCode(email))
    await expect
      .poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 })
      .toBe(`Signed in as ${email}`)
    await snap(page, 'hook-email-signed-in')
  })

  it('A-2.31 A-2.33 A-3.32 playground: header, theme, accent and method order re-render the modal at once', async () => {
    const page = await open('/playground?app=all-methods')
    await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor({ timeout: 30_000 })
    await snap(page, 'playground-1-app-defaults')

    await page.getByLabel('Header').fill('Welcome to Acme')
    await page.getByRole('heading', { name: 'Welcome to Acme' }).waitFor({ timeout: 10_000 })

    await page.getByLabel('Theme').selectOption('dark')
    const shell = page.locator('[data-slot="modal-shell"]')
    await expect.poll(() => shell.evaluate((el) => el.closest('.dark') !== null)).toBe(true)

    await page.getByLabel('Accent').fill('#ff0000')
    await expect
      .poll(() => shell.evaluate((el) => getComputedStyle(el).getPropertyValue('--lobby-accent').trim().toLowerCase()))
      .toBe('#ff0000')
    await snap(page, 'playground-2-dark-red')

    await page.getByLabel('Choose the methods and their order').check()
    await page.getByRole('button', { name: 'Remove email' }).click()
    await page.getByRole('button', { name: 'Remove sms' }).click()
    await expect.poll(() => page.getByLabel('Email address').count()).toBe(0)
    const names = () =>
      page
        .locator('[data-slot="landing-screen"] button')
        .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim() ?? ''))
    const before = await names()
    const google = before.findIndex((n) => /google/i.test(n))
    const apple = before.findIndex((n) => /apple/i.test(n))
    expect(google).toBeGreaterThanOrEqual(0)
    expect(google).toBeLessThan(apple)
    await page.getByRole('button', { name: 'Move apple up' }).click()
    await expect
      .poll(async () => {
        const after = await names()
        return after.findIndex((n) => /apple/i.test(n)) < after.findIndex((n) => /google/i.test(n))
      })
      .toBe(true)
    await snap(page, 'playground-3-order')
  })

  it('A-2.55 playground: Wallets first puts the wallet row above the email field, and back', async () => {
    const page = await open('/playground?app=all-methods')
    await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor({ timeout: 30_000 })
    const firstRow = modal(page).locator('[data-slot="landing-screen"] li').first()
    expect(await firstRow.getAttribute('data-slot')).toBe('contact-field-row')
    await page.getByLabel('Wallets first').selectOption('on')
    await expect.poll(() => firstRow.textContent()).toBe('Continue with a wallet')
    expect(await page.getByLabel('Email address').count()).toBe(0)
    await snap(page, 'playground-wallets-first')
    await page.getByLabel('Wallets first').selectOption('off')
    await expect.poll(() => firstRow.getAttribute('data-slot')).toBe('contact-field-row')
  })

  it('A-2.25 A-2.26 playground: with terms turned on, the next login asks for consent on an app that did not', async () => {
    const page = await open('/playground?app=all-methods')
    await page.getByRole('heading', { name: 'Log in or sign up' }).waitFor({ timeout: 30_000 })
    await page.getByLabel('Require terms').selectOption('on')
    const email = `playground-terms-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Email address').press('Enter')
    await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
    const boxes = page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox')
    await boxes.first().click()
    await page.keyboard.type(await stack.latestCode(email))
    await page.getByRole('heading', { name: 'One last step' }).waitFor({ timeout: 20_000 })
    expect(await page.getByRole('link', { name: 'View Terms' }).getAttribute('href')).toBe('https://example.com/terms')
    await snap(page, 'playground-4-terms')
  })

  it('A-2.71 A-2.67 A-2.75 A-2.76 A-2.77 playground MFA: a new user adds an authenticator app with a real TOTP code', async () => {
    const page = await open('/playground?app=all-methods')
    await expect.poll(() => page.getByTestId('mfa-methods').textContent(), { timeout: 30_000 }).toContain('totp')
    const email = `mfa-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Email address').press('Enter')
    await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
    await page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').first().click()
    await page.keyboard.type(await stack.latestCode(email))
    await expect
      .poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 })
      .toBe(`Signed in as ${email}`)
    // The app creates a wallet on login: the user lets the modal finish that before opening MFA
    // (the post-login steps replace whatever screen shows while they run).
    await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
    const done = page.getByRole('button', { name: 'Done' })
    if (await done.isVisible()) await done.click()
    await expect.poll(() => page.getByRole('heading', { name: 'Your wallet is ready' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Set up MFA' }).click()
    const chooser = page.locator('[data-slot="mfa-chooser-screen"]')
    await chooser.getByRole('heading', { name: 'Transaction Protection' }).waitFor({ timeout: 20_000 })
    await expect(chooser.getByText('Recommended').count()).resolves.toBe(1)
    await snap(page, 'mfa-1-intro')
    await chooser.getByRole('button', { name: /Authenticator App/ }).click()
    const totp = page.locator('[data-slot="mfa-totp-enrollment-screen"]')
    await totp.waitFor({ timeout: 20_000 })
    const secret = (await totp.locator('code').first().textContent())?.replace(/\s/g, '') ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    await snap(page, 'mfa-2-qr-and-secret')
    await totp.getByRole('button', { name: 'Continue' }).click()
    await totp.getByRole('group').getByRole('textbox').first().click()
    await page.keyboard.type(await generate({ secret }))
    await totp.getByRole('heading', { name: 'Authenticator app verification added' }).waitFor({ timeout: 20_000 })
    await snap(page, 'mfa-3-added')
  })

  it('A-2.71 A-2.75 A-2.77 W-2.30 W-4.33 W-2.27 W-8.42 A-4.44 the hooks-only modal: a new user signs a message with the embedded wallet, is told a send is more than the balance, adds an authenticator app, then removes it after a verification', async () => {
    const page = await open('/guides/hooks-modal')
    const email = `hooks-mfa-${Date.now()}@example.com`
    await page.getByLabel('Email address').fill(email)
    await page.getByLabel('Email address').press('Enter')
    await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
    await page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').first().click()
    await page.keyboard.type(await stack.latestCode(email))
    // The app makes a wallet on login; the steps after it replace whatever screen shows, so let them end.
    await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
    const done = page.getByRole('button', { name: 'Done' })
    if (await done.isVisible()) await done.click()
    await expect.poll(() => page.getByRole('heading', { name: 'Your wallet is ready' }).count()).toBe(0)
    // Signing first: once MFA is on, a signature asks for a code too.
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await page.getByRole('heading', { name: 'Sign message' }).waitFor({ timeout: 20_000 })
    await page.getByText('Hello from the hooks-only modal', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Sign and continue' }).click()
    await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 30_000 })
    // W-4.33: the success screen closes itself, and the modal with it.
    await expect.poll(() => page.locator('[data-screen]').count(), { timeout: 5_000 }).toBe(0)
    // W-2.27: the send opens its screen in the modal. The new wallet holds nothing and this app has
    // no funding, so instead of W-4.31's 'Add funds' the review says why (W-8.42) and Approve stays off.
    await page.getByRole('button', { name: 'Send 0.001 ETH' }).click()
    await page.getByRole('heading', { name: 'Review transaction' }).waitFor({ timeout: 30_000 })
    await page
      .getByRole('alert')
      .getByText('Wallet has insufficient funds for this transaction.', { exact: true })
      .waitFor()
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: 'Add funds' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => page.locator('[data-screen]').count(), { timeout: 5_000 }).toBe(0)
    await page.getByRole('button', { name: 'Set up MFA' }).click()
    await page.getByRole('heading', { name: 'Transaction Protection' }).waitFor({ timeout: 20_000 })
    await page.getByText('Recommended', { exact: true }).waitFor()
    await page.getByRole('button', { name: 'Authenticator App' }).click()
    const secret = (await page.getByTestId('totp-secret').textContent({ timeout: 20_000 }))?.replace(/\s/g, '') ?? ''
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click()
    await page.keyboard.type(await generate({ secret }))
    await page.getByRole('heading', { name: 'Authenticator app verification added' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Done' }).click()
    // removing it later needs a verification first, which the hook hands to this markup.
    await page.getByRole('button', { name: 'Set up MFA' }).click()
    await page.getByRole('button', { name: 'Added · Remove' }).click({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    await page.getByRole('heading', { name: 'Verify it’s you' }).waitFor({ timeout: 20_000 })
    await page.getByRole('group', { name: 'Verification code' }).getByRole('textbox').first().click()
    // The enrolling code's step is spent (RFC 6238 §5.2): the next step's code, within the sandbox's tolerance.
    await page.keyboard.type(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }))
    await page.getByRole('heading', { name: 'Transaction Protection' }).waitFor({ timeout: 20_000 })
    await expect.poll(() => page.getByRole('button', { name: 'Added · Remove' }).count(), { timeout: 20_000 }).toBe(0)
  })
})
