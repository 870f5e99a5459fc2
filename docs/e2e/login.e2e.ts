import { addVirtualAuthenticator } from '@lobby/sandbox/testing'
import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  addPasskeyAsNewUser,
  clickAndClose,
  LOGIN_MODALS,
  type LobbyStack,
  type LoginModalKind,
  modalQuery,
  snap,
  startLobbyStack,
} from './harness.ts'

let stack: LobbyStack
let context: BrowserContext | undefined

beforeAll(async () => {
  stack = await startLobbyStack()
  // One warm-up visit: the dev server compiles the modal once, not inside a test's time.
  const page = await stack.browser.newPage()
  for (const modal of LOGIN_MODALS) {
    await page.goto(`${stack.docs.url}/playground?${modalQuery(modal).slice(1)}`, { timeout: 120_000 })
    await page.getByLabel('Email address').waitFor({ timeout: 60_000 })
  }
  await page.close()
}, 240_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await context?.close()
  context = undefined
})

let addresses = 0
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${addresses++}@example.com`

/** Opens the playground on sandbox app `slug` with `modal` in a fresh browser profile, as a visitor would. */
async function visit(
  slug: string,
  options: {
    modal?: LoginModalKind
    presentation?: 'dialog' | 'inline'
    viewport?: { width: number; height: number }
  } = {},
): Promise<Page> {
  context = await stack.browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 900 } })
  const page = await context.newPage()
  const presentation = options.presentation ?? 'inline'
  await page.goto(
    `${stack.docs.url}/playground?app=${slug}&presentation=${presentation}${modalQuery(options.modal ?? 'registry')}`,
  )
  await expect.poll(() => page.getByTestId('sandbox-app').textContent(), { timeout: 20_000 }).toBe(slug)
  await expect.poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 }).toBe('Signed out')
  if (presentation === 'dialog') await page.getByRole('button', { name: 'Open the login modal' }).click()
  return page
}

const status = (page: Page) => page.getByTestId('session-status').textContent()

async function sendEmailCode(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Email address').press('Enter')
  await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
}

async function typeCode(page: Page, code: string): Promise<void> {
  const boxes = page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox')
  await boxes.first().click()
  await page.keyboard.type(code)
}

// The same tests for the registry's block and for the modal the docs build on hooks alone.
describe.each(LOGIN_MODALS)('the %s login modal on the docs site, in Chromium', (modal) => {
  const open = (slug: string, options: Omit<Parameters<typeof visit>[1] & object, 'modal'> = {}) =>
    visit(slug, { ...options, modal })

  it('A-2.21 A-4.07 A-4.19 A-7.15 A-7.16 email login: the code from the sandbox inbox signs the user in', async () => {
    const page = await open('all-methods')
    await snap(page, `${modal}-email-1-landing`)
    const email = freshEmail('email')
    await sendEmailCode(page, email)
    await expect(page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').count()).resolves.toBe(6)
    await snap(page, `${modal}-email-2-code-boxes`)
    await typeCode(page, await stack.latestCode(email))
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Signed in as ${email}`)
    await snap(page, `${modal}-email-3-signed-in`)
  })

  it('A-8.19 A-5.11 wrong code: the boxes say Invalid or expired verification code; cleared with Backspace, the right code still signs in', async () => {
    const page = await open('all-methods')
    const email = freshEmail('wrong-code')
    await sendEmailCode(page, email)
    const code = await stack.latestCode(email)
    await typeCode(page, code === '123456' ? '654321' : '123456')
    await page.getByText('Invalid or expired verification code').waitFor({ timeout: 20_000 })
    await snap(page, `${modal}-wrong-code`)
    expect(await status(page)).toBe('Signed out')
    await page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').last().click()
    for (let box = 0; box < 6; box++) await page.keyboard.press('Backspace')
    await typeCode(page, code)
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Signed in as ${email}`)
  })

  it('A-2.21 A-4.07 A-4.19 A-7.19 A-7.20 SMS login: the code sent to the phone number signs the user in', async () => {
    const page = await open('all-methods')
    await page.getByRole('button', { name: 'Use phone instead' }).click()
    // 650-2xx-xxxx: a valid US number, new on every run so rate limits never meet it.
    const local = `6502${String(Date.now()).slice(-6)}`
    await page.getByLabel('Phone number').fill(local)
    await snap(page, `${modal}-sms-1-number`)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('group', { name: 'Confirmation code' }).waitFor({ timeout: 20_000 })
    await snap(page, `${modal}-sms-2-code-boxes`)
    const to = `+1${local}`
    await typeCode(page, await stack.latestCode(to))
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/^Signed in as /)
    expect((await status(page))?.replace(/\D/g, '')).toBe(`1${local}`)
    await snap(page, `${modal}-sms-3-signed-in`)
  })

  it('A-1.17 A-7.36 guest: continuing as a guest signs in a guest user', async () => {
    const page = await open('all-methods')
    await page.getByRole('button', { name: 'Continue as guest' }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('Signed in as a guest')
    await snap(page, `${modal}-guest-signed-in`)
  })

  it('A-2.25 A-2.26 terms consent: after the code the terms-required app asks; Accept signs the user in', async () => {
    const page = await open('terms-required')
    const email = freshEmail('terms')
    await sendEmailCode(page, email)
    await typeCode(page, await stack.latestCode(email))
    await page.getByRole('heading', { name: 'One last step' }).waitFor({ timeout: 20_000 })
    await expect(page.getByText('By signing up, you agree to our terms and privacy policy.').count()).resolves.toBe(1)
    expect(await page.getByRole('link', { name: 'View Terms' }).getAttribute('href')).toBe('https://example.com/terms')
    expect(await page.getByRole('link', { name: 'View Privacy Policy' }).getAttribute('href')).toBe(
      'https://example.com/privacy',
    )
    await expect(page.getByRole('button', { name: 'No thanks' }).count()).resolves.toBe(1)
    await snap(page, `${modal}-terms-1-consent`)
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'One last step' }).count()).toBe(0)
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Signed in as ${email}`)
    await snap(page, `${modal}-terms-2-accepted`)
  })

  it('A-8.08 A-8.09 allowlist: an address not invited sees the app’s rejection texts and link', async () => {
    const page = await open('allowlist')
    const email = freshEmail('stranger')
    await sendEmailCode(page, email)
    await typeCode(page, await stack.latestCode(email))
    await page.getByRole('heading', { name: 'Invite only' }).waitFor({ timeout: 20_000 })
    await expect(page.getByText('Ask the team for an invitation.').count()).resolves.toBe(1)
    expect(await page.getByRole('link', { name: 'Request access' }).getAttribute('href')).toBe(
      'https://example.com/invite',
    )
    expect(await status(page)).toBe('Signed out')
    await snap(page, `${modal}-allowlist-rejected`)
  })

  it('A-2.23 user limit: new users sign up until the two-user app holds two; the next new user sees the user-limit screen', async () => {
    // The app's users outlive a test: the other modal's run may have filled it already.
    const limit = '[data-screen="USER_LIMIT_REACHED_SCREEN"]'
    let page = await open('user-limit')
    let signedUp = 0
    for (;;) {
      const email = freshEmail(`limit${signedUp}`)
      await sendEmailCode(page, email)
      await typeCode(page, await stack.latestCode(email))
      const outcome = async () =>
        (await page.locator(limit).count()) > 0 ? 'limit' : (await status(page)) === `Signed in as ${email}` ? 'in' : ''
      await expect.poll(outcome, { timeout: 20_000 }).not.toBe('')
      if ((await outcome()) === 'limit') break
      signedUp++
      expect(signedUp).toBeLessThanOrEqual(2)
      await context?.close()
      page = await open('user-limit')
    }
    expect(await status(page)).toBe('Signed out')
    await snap(page, `${modal}-user-limit-reached`)
  })

  it('A-4.08 A-8.14 A-2.27 A-2.28 an SMS to a blocked region shows the error screen, and its button leads back', async () => {
    const page = await open('sms-region-blocked')
    await page.getByRole('button', { name: 'Use phone instead' }).click()
    await page.getByLabel('Country').selectOption('GB')
    await page.getByLabel('Phone number').fill('7911123456')
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.getByRole('heading', { name: 'This region is not supported' }).waitFor({ timeout: 20_000 })
    await expect(page.getByText('SMS authentication from this region is not available').count()).resolves.toBe(1)
    await snap(page, `${modal}-error-1-region`)
    await page.getByRole('button', { name: 'Try another method' }).click()
    await page.locator('[data-screen="LANDING"]').waitFor({ timeout: 20_000 })
    await snap(page, `${modal}-error-2-back-to-landing`)
  })

  it('A-4.06 A-4.07 A-4.11 captcha: on the captcha app the sandbox widget passes, the code is sent with its token, and the code signs the user in', async () => {
    const page = await open('captcha')
    const inits: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/passwordless/init')) inits.push(request.postData() ?? '')
    })
    const email = freshEmail('captcha')
    await sendEmailCode(page, email)
    expect(inits).toHaveLength(1)
    expect((JSON.parse(inits[0]!) as { token?: string }).token).toMatch(/^lobby-captcha\./)
    await typeCode(page, await stack.latestCode(email))
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Signed in as ${email}`)
    await snap(page, `${modal}-captcha-signed-in`)
  })

  it('A-4.33 A-4.31 A-7.23 OAuth: the provider button opens the sandbox consent page in a popup; allowing there signs the user in', async () => {
    const page = await open('all-methods')
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: 'Google', exact: true }).click()
    const popup = await popupOpened
    await popup.waitForURL(/\/_sandbox\/oauth\/google\/authorize/)
    await snap(popup, `${modal}-oauth-1-consent`)
    await clickAndClose(popup, '[data-testid="allow-ada"]')
    await expect.poll(() => status(page), { timeout: 20_000 }).toMatch(/^Signed in as /)
    await snap(page, `${modal}-oauth-2-signed-in`)
  })

  it('A-2.46 A-4.29 passkey: "I have a passkey" asks the browser; with no passkey on the device the screen says so and offers a retry', async () => {
    const page = await open('all-methods')
    await addVirtualAuthenticator(page)
    await page.getByRole('button', { name: 'I have a passkey' }).click()
    await page.getByRole('heading', { name: 'Waiting for passkey' }).waitFor({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 30_000 })
    expect(await status(page)).toBe('Signed out')
    await snap(page, `${modal}-passkey-none`)
  })

  it('A-2.46 A-4.29 A-4.30 A-7.31 A-7.32 passkey login: a passkey added through Set up MFA signs its user in again through "I have a passkey"', async () => {
    // The passkey is added on the registry modal's playground (its Set up MFA); the login under test is on `modal`.
    const page = await visit('all-methods')
    await addVirtualAuthenticator(page)
    const email = await addPasskeyAsNewUser(page, stack, `passkey-${modal}`)
    await page.getByRole('heading', { name: 'Passkey verification added' }).waitFor({ timeout: 40_000 })
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe('Signed out')
    await page.goto(`${stack.docs.url}/playground?app=all-methods&presentation=inline${modalQuery(modal)}`)
    await expect.poll(() => status(page), { timeout: 30_000 }).toBe('Signed out')
    await page.getByRole('button', { name: 'I have a passkey' }).click()
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Signed in as ${email}`)
    await snap(page, `${modal}-passkey-signed-in`)
  })

  it('A-2.21 A-4.19 A-4.20 A-4.21 W-4.13 keyboard only: Tab to the field, type, Enter, type the code; the app creates a wallet on login, then the dialog closes signed in', async () => {
    const page = await open('all-methods', { presentation: 'dialog' })
    await page.getByRole('dialog').waitFor({ timeout: 20_000 })
    const email = freshEmail('keys')
    // Tab from wherever focus starts in the dialog until the email field has it.
    for (let i = 0; i < 20; i++) {
      const label = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))
      if (label === 'Email address') break
      await page.keyboard.press('Tab')
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Email address')
    await page.keyboard.type(email)
    await page.keyboard.press('Enter')
    await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
    await snap(page, `${modal}-keyboard-1-code`)
    const boxes = page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox')
    await expect.poll(() => boxes.first().evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type(await stack.latestCode(email))
    await page.getByRole('status').getByText('Success!').waitFor({ timeout: 20_000 })
    await expect.poll(() => status(page), { timeout: 20_000 }).toBe(`Signed in as ${email}`)
    // W-4.13: this app creates a wallet on login, so 'Success!' leads to its creation,
    // whose success screen closes the modal (W-2.12).
    await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 45_000 })
    await expect.poll(() => page.getByRole('dialog').count(), { timeout: 10_000 }).toBe(0)
    await snap(page, `${modal}-keyboard-2-signed-in`)
  })
})

// The registry block's shell: the hooks-only modal draws its own.
describe('the registry login modal layout, in Chromium', () => {
  it('A-2.03 at a 400 px viewport the modal is a bottom drawer along the bottom edge', async () => {
    const page = await visit('all-methods', { presentation: 'dialog', viewport: { width: 400, height: 800 } })
    const shell = page.locator('[data-slot="modal-shell"]')
    await shell.waitFor({ timeout: 20_000 })
    expect(await shell.getAttribute('data-layout')).toBe('drawer')
    await expect.poll(async () => (await shell.boundingBox())?.width).toBe(400)
    await expect
      .poll(async () => Math.round(((await shell.boundingBox())?.y ?? 0) + ((await shell.boundingBox())?.height ?? 0)))
      .toBe(800)
    await snap(page, 'layout-drawer-400')
  })

  it('A-2.02 A-2.04 A-2.05 on a desktop the modal is a 360 px dialog at most the viewport height minus 48 px', async () => {
    const page = await visit('all-methods', { presentation: 'dialog', viewport: { width: 1280, height: 600 } })
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ timeout: 20_000 })
    expect(await page.locator('[data-slot="modal-shell"]').getAttribute('data-layout')).toBe('dialog')
    await expect.poll(async () => (await dialog.boundingBox())?.width).toBe(360)
    expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(600 - 48)
    await snap(page, 'layout-dialog-360')
  })
})
