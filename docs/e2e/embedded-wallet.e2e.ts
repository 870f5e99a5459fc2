import { generate } from 'otplib'
import type { BrowserContext, Page } from 'playwright-core'
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  LOGIN_MODALS,
  type LobbyStack,
  type LoginModalKind,
  modalQuery,
  signInByEmail,
  snap,
  startLobbyStack,
} from './harness.ts'

let stack: LobbyStack
const contexts: BrowserContext[] = []

beforeAll(async () => {
  stack = await startLobbyStack()
  // One warm-up visit: the dev server compiles the guide, the modal and the wallet chunk once.
  const page = await stack.browser.newPage()
  await page.goto(`${stack.docs.url}/guides/embedded-wallets`, { timeout: 90_000 })
  await page.getByLabel('Email address').waitFor({ timeout: 90_000 })
  await page.close()
}, 200_000)

afterAll(() => stack?.close())
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

let addresses = 0
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${addresses++}@example.com`

/**
 * Opens the Embedded wallets guide in a fresh browser profile: a new profile has empty storage
 * on every origin, the wallet frame's included, as a new device (or cleared site data) would.
 */
async function visitGuide(options: { spy?: boolean } = {}): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  if (options.spy) await context.addInitScript(HOST_PAGE_SPY)
  const page = await context.newPage()
  await page.goto(`${stack.docs.url}/guides/embedded-wallets`)
  await expect.poll(() => page.getByTestId('sandbox-app').textContent(), { timeout: 20_000 }).toBe('all-methods')
  await expect.poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 }).toBe('Signed out')
  return page
}

/**
 * A hostile script in the host page (an injected dependency, an XSS): it logs every key, input
 * and clipboard event, every message the page receives, and the page's text and field values,
 * five times a second. It runs in the top page only, as a script of the host page would.
 */
const HOST_PAGE_SPY = `(() => {
  if (window.top !== window) return
  const stolen = new Set()
  window.__stolen = stolen
  const valueOf = (target) => (target && 'value' in target ? String(target.value) : '')
  for (const type of ['keydown', 'keyup', 'keypress', 'input', 'change', 'paste', 'copy', 'beforeinput'])
    window.addEventListener(type, (event) => stolen.add(type + ':' + (event.key ?? event.data ?? '') + ':' + valueOf(event.target)), true)
  window.addEventListener('message', (event) => { try { stolen.add('message:' + JSON.stringify(event.data)) } catch {} }, true)
  setInterval(() => {
    stolen.add('text:' + (document.body ? document.body.innerText : ''))
    for (const field of document.querySelectorAll('input, textarea')) stolen.add('field:' + field.value)
  }, 200)
})()`

/** Everything the host page's spy collected. */
const stolenBy = (page: Page) =>
  page.evaluate(() => [...((window as unknown as { __stolen: Set<string> }).__stolen ?? [])].join('\n'))

const walletAddress = (page: Page) => page.getByTestId('wallet-address').textContent()
const walletStatus = (page: Page) => page.getByTestId('wallet-status').textContent()

/** Logs in a new user, whose wallet the modal creates on login; returns the email and the wallet's address. */
async function signUpWithWallet(page: Page, tag: string): Promise<{ email: string; address: string }> {
  const email = freshEmail(tag)
  await signInByEmail(page, stack, email)
  await page.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
  const address = (await page.locator('[data-slot="wallet-address"]').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => walletStatus(page), { timeout: 20_000 }).toBe('Ready')
  expect(await walletAddress(page)).toBe(address)
  return { email, address }
}

/** The modal's wallet screens close by themselves; Done closes the created screen at once. */
async function closeCreatedScreen(page: Page): Promise<void> {
  const done = page.getByRole('button', { name: 'Done' })
  if (await done.isVisible()) await done.click()
  await expect.poll(() => page.getByRole('heading', { name: 'Your wallet is ready' }).count()).toBe(0)
}

/** The wallet frame's password view inside the modal. */
const passwordView = (page: Page) => page.frameLocator('iframe[data-slot="password-frame"]')

/** Sets a recovery password through 'Change recovery', the recovery selection and the wizard, as a user would. */
async function setRecoveryPassword(page: Page, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Change recovery' }).click()
  await page.getByRole('list', { name: 'Recovery methods' }).getByRole('button', { name: 'Password' }).click()
  // The wizard runs in the wallet frame's password view: the password is typed on the frame's origin.
  const view = passwordView(page)
  await view.getByRole('heading', { name: 'Set a recovery password' }).waitFor({ timeout: 20_000 })
  await view.getByLabel('Password', { exact: true }).fill(password)
  await view.getByRole('button', { name: 'Continue' }).click()
  await view.getByText(password, { exact: true }).waitFor()
  await view.getByRole('button', { name: 'Continue' }).click()
  await view.getByLabel('Confirm password').fill(password)
  await view.getByRole('button', { name: 'Continue' }).click()
  await view.getByRole('checkbox', { name: 'I understand' }).check()
  await view.getByRole('button', { name: 'Set Password' }).click()
  await view.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 30_000 })
  await expect.poll(() => page.getByTestId('wallet-recovery').textContent(), { timeout: 20_000 }).toBe('user-passcode')
}

/** Allows the emulated drive's consent page that opens in a popup (the sandbox's first test identity). */
async function allowDrivePopup(page: Page, open: () => Promise<void>): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 20_000 }), open()])
  // Listening before the click: the page may close before a listener added after it is there, and
  // the wait then ran out its 20 s for nothing.
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close', { timeout: 20_000 })
  await popup
    .getByRole('button', { name: /^Allow as/ })
    .first()
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  await closed
}

/** The user's access token, as the SDK keeps it in this page's storage. */
const accessTokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('privy:token') ?? '')

/** Enrolls an authenticator app for the signed-in user through the sandbox's MFA API; returns its secret. */
async function enrollTotp(page: Page, appId: string): Promise<string> {
  const headers = {
    authorization: `Bearer ${await accessTokenOf(page)}`,
    'privy-app-id': appId,
    'content-type': 'application/json',
    origin: stack.docs.url,
  }
  const init = await fetch(`${stack.sandboxUrl}/api/v1/mfa/totp/enroll/init`, { method: 'POST', headers, body: '{}' })
  expect(init.status).toBe(200)
  const { secret } = (await init.json()) as { secret: string }
  const enroll = await fetch(`${stack.sandboxUrl}/api/v1/mfa/totp/enroll`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: await previousStepCode(secret) }),
  })
  expect(enroll.status).toBe(200)
  return secret
}

/**
 * The code of the 30 s step before now: the sandbox accepts one step of drift, so enrolling with it
 * leaves the current step's code unused for the verification that follows (a step is accepted once).
 * Near a step's end it waits for the next step, so the code is not two steps old when it arrives.
 */
async function previousStepCode(secret: string): Promise<string> {
  const leftInStep = 30_000 - (Date.now() % 30_000)
  if (leftInStep < 3_000) await new Promise((resolve) => setTimeout(resolve, leftInStep + 100))
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) - 30 })
}

/** The current step's code: newer than the one the enrollment used. */
const currentTotpCode = (secret: string): Promise<string> => generate({ secret })

describe('embedded wallet on the docs site, in Chromium', () => {
  it('W-1.02 W-4.08 W-4.13 W-2.11 W-2.12 W-2.14 an email login creates the wallet; after a reload the same address is connected, with no postMessage warning on the console', async () => {
    const page = await visitGuide()
    // A ping posted before the frame's document loaded reached the iframe's about:blank: Chromium
    // then warns on every page that unlocks a wallet, and a host's developer chases it.
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.text().includes("Failed to execute 'postMessage'")) warnings.push(message.text())
    })
    const { address } = await signUpWithWallet(page, 'wallet-create')
    await snap(page, 'wallet-1-created')
    await page.reload()
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
    await snap(page, 'wallet-2-reloaded')
    expect(warnings).toEqual([])
  })

  it('W-1.04 W-7.06 a message signed in the wallet frame verifies with viem against the wallet address', async () => {
    const page = await visitGuide()
    const { address } = await signUpWithWallet(page, 'wallet-sign')
    await closeCreatedScreen(page)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent({ timeout: 20_000 })) as `0x${string}`
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await expect(
      verifyMessage({ address: address as `0x${string}`, message: 'Hello from the Lobby docs', signature }),
    ).resolves.toBe(true)
    await snap(page, 'wallet-3-signed')
  })

  it('W-4.14 W-4.15 a provider-managed wallet recovers by itself on a new device: same address, no recovery screen', async () => {
    const first = await visitGuide()
    const { email, address } = await signUpWithWallet(first, 'wallet-automatic')
    expect(await first.getByTestId('wallet-recovery').textContent()).toBe('provider-managed')

    const page = await visitGuide()
    await signInByEmail(page, stack, email)
    await expect.poll(() => walletStatus(page), { timeout: 40_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
    expect(await page.getByLabel('Recovery password').count()).toBe(0)
  }, 150_000)

  it('W-2.15 W-2.22 W-2.25 W-4.16 W-4.21 W-2.19 W-8.25 a recovery password brings the same wallet back on a new device; a wrong one is refused', async () => {
    const first = await visitGuide()
    const { email, address } = await signUpWithWallet(first, 'wallet-password')
    await closeCreatedScreen(first)
    await setRecoveryPassword(first, 'Maple-River-42')
    await snap(first, 'wallet-4-password-set')

    // A fresh profile: no device share in the frame's storage, as after clearing the site's data.
    const page = await visitGuide()
    await signInByEmail(page, stack, email)
    const view = passwordView(page)
    await view.getByLabel('Recovery password').waitFor({ timeout: 40_000 })
    await expect.poll(() => walletStatus(page)).toBe('Needs recovery')
    await view.getByLabel('Recovery password').fill('Wrong-Password-1')
    await view.getByRole('button', { name: 'Recover your account' }).click()
    await expect
      .poll(() => view.getByRole('alert').first().textContent(), { timeout: 30_000 })
      .toBe('Invalid recovery password, please try again.')
    await snap(page, 'wallet-5-wrong-password')
    await view.getByLabel('Recovery password').fill('Maple-River-42')
    await view.getByRole('button', { name: 'Recover your account' }).click()
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
    await snap(page, 'wallet-6-recovered')
  }, 150_000)

  it('attack: a script of the host page that logs keys, reads the page and hears its messages never sees the recovery password, set or recovered', async () => {
    const password = 'Quiet-Harbor-73'
    const first = await visitGuide({ spy: true })
    const { email, address } = await signUpWithWallet(first, 'wallet-spied')
    await closeCreatedScreen(first)
    await setRecoveryPassword(first, password)
    const page = await visitGuide({ spy: true })
    await signInByEmail(page, stack, email)
    const view = passwordView(page)
    await view.getByLabel('Recovery password').fill(password, { timeout: 40_000 })
    await view.getByRole('button', { name: 'Recover your account' }).click()
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
    for (const spied of [first, page]) {
      const stolen = await stolenBy(spied)
      // The spy works: it caught the email the user typed in the host page's own field (as
      // input events, field values or page text, whichever the typing speed left it).
      expect(stolen).toContain(email)
      expect(stolen).not.toContain(password)
      expect(stolen.toLowerCase()).not.toContain('quiet-harbor')
    }
  }, 150_000)

  it('attack: a script of the host page cannot make the password view set a password of its choosing', async () => {
    const page = await visitGuide()
    const { address } = await signUpWithWallet(page, 'wallet-view-oracle')
    await closeCreatedScreen(page)
    await page.getByRole('button', { name: 'Change recovery' }).click()
    await page.getByRole('list', { name: 'Recovery methods' }).getByRole('button', { name: 'Password' }).click()
    await passwordView(page).getByLabel('Password', { exact: true }).waitFor({ timeout: 20_000 })
    const accessToken = await accessTokenOf(page)
    // The page posts the frame request the host would send after a submit, with its own password.
    const reply = await page.evaluate(
      ({ accessToken, address }) =>
        new Promise<unknown>((resolve) => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe[data-slot="password-frame"]')
          const target = frame?.contentWindow
          if (!frame || !target) return resolve('no view')
          window.addEventListener('message', (event) => {
            if (event.source === target && (event.data as { id?: string })?.id === 'evil') resolve(event.data)
          })
          target.postMessage(
            {
              type: 'lobby:wallet:set-recovery',
              id: 'evil',
              data: { accessToken, address, method: 'user-passcode', password: 'Evil-Password-1' },
            },
            new URL(frame.src).origin,
          )
          setTimeout(() => resolve('no reply'), 10_000)
        }),
      { accessToken, address },
    )
    expect(reply).toMatchObject({
      type: 'lobby:wallet:set-recovery',
      error: { type: 'invalid_request_arguments', message: 'No password was submitted in this view.' },
    })
    await page.reload()
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await page.getByTestId('wallet-recovery').textContent()).toBe('provider-managed')
  }, 150_000)

  it('W-2.15 W-2.21 W-4.22 W-7.12 W-7.13 a Google Drive backup brings the same wallet back on a new device', async () => {
    const first = await visitGuide()
    const { email, address } = await signUpWithWallet(first, 'wallet-drive')
    await closeCreatedScreen(first)
    await first.getByRole('button', { name: 'Change recovery' }).click()
    const drive = first.getByRole('list', { name: 'Recovery methods' }).getByRole('button', { name: 'Google Drive' })
    await allowDrivePopup(first, () => drive.click())
    await expect
      .poll(() => first.getByTestId('wallet-recovery').textContent(), { timeout: 30_000 })
      .toBe('google-drive')

    const page = await visitGuide()
    await signInByEmail(page, stack, email)
    const next = page.getByRole('button', { name: 'Continue with Google Drive' })
    await next.waitFor({ timeout: 40_000 })
    await snap(page, 'wallet-7-drive-recovery')
    await allowDrivePopup(page, () => next.click())
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
  }, 150_000)

  it('W-4.55 W-2.19 an MFA user recovering with a password on a new device verifies MFA, and the view keeps the password typed', async () => {
    const first = await visitGuide()
    const { email, address } = await signUpWithWallet(first, 'wallet-password-mfa')
    await closeCreatedScreen(first)
    await setRecoveryPassword(first, 'Birch-Valley-58')
    const secret = await enrollTotp(first, await sandboxAppId('all-methods'))

    const page = await visitGuide()
    await signInByEmail(page, stack, email)
    const view = passwordView(page)
    await view.getByLabel('Recovery password').fill('Birch-Valley-58', { timeout: 40_000 })
    await view.getByRole('button', { name: 'Recover your account' }).click()
    // The sandbox wants a recent MFA check before a share goes to a new device: the dialog asks for it.
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox')
    await boxes.first().waitFor({ timeout: 20_000 })
    await boxes.first().click()
    await page.keyboard.type(await currentTotpCode(secret))
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')
    expect(await walletAddress(page)).toBe(address)
  }, 150_000)

  it('W-1.05 W-4.55 W-2.31 W-2.32 W-7.07 export asks for MFA, then shows inside the frame a key that derives the same address', async () => {
    const page = await visitGuide()
    const { address } = await signUpWithWallet(page, 'wallet-export')
    await closeCreatedScreen(page)
    const secret = await enrollTotp(page, await sandboxAppId('all-methods'))
    await page.reload()
    await expect.poll(() => walletStatus(page), { timeout: 30_000 }).toBe('Ready')

    await page.getByRole('button', { name: 'Export the key' }).click()
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox')
    await boxes.first().waitFor({ timeout: 20_000 })
    await snap(page, 'wallet-8-export-mfa')
    await boxes.first().click()
    await page.keyboard.type(await currentTotpCode(secret))

    await page.getByRole('heading', { name: 'Transfer wallet' }).waitFor({ timeout: 20_000 })
    const view = page.frameLocator('iframe[title="Wallet key export"]')
    const shown = view.locator('[data-slot="private-key"]')
    await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toMatch(/^0x[0-9a-f]{64}$/)
    const key = ((await shown.textContent()) ?? '') as `0x${string}`
    expect(privateKeyToAccount(key).address).toBe(address)
    // The key is shown on the frame's origin only: the host document never holds it.
    expect(await page.content()).not.toContain(key.slice(2))
    await snap(page, 'wallet-9-exported')
  }, 150_000)
})

/** Opens the playground's inline modal on the all-methods app (which creates wallets on login) with `modal`, in a fresh profile. */
async function visitPlayground(modal: LoginModalKind): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width: 1280, height: 900 } })
  contexts.push(context)
  const page = await context.newPage()
  await page.goto(`${stack.docs.url}/playground?app=all-methods&presentation=inline${modalQuery(modal)}`)
  await expect.poll(() => page.getByTestId('session-status').textContent(), { timeout: 60_000 }).toBe('Signed out')
  return page
}

// The wallet made on login and the MFA check before it comes back on a new device, for the
// registry's block and for the modal the docs build on hooks alone.
describe.each(LOGIN_MODALS)('the %s login modal: the wallet on login and MFA, in Chromium', (modal) => {
  it('W-4.13 W-2.11 W-2.12 W-2.14 W-4.55 a new user gets a wallet on login; on a new device, after an authenticator app was added, the modal asks for its code before the wallet comes back', async () => {
    const first = await visitPlayground(modal)
    const email = freshEmail(`mfa-${modal}`)
    await signInByEmail(first, stack, email)
    await first.getByRole('heading', { name: 'Your wallet is ready' }).waitFor({ timeout: 40_000 })
    expect(await first.locator('[data-slot="wallet-address"]').textContent()).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const secret = await enrollTotp(first, await sandboxAppId('all-methods'))

    const page = await visitPlayground(modal)
    await signInByEmail(page, stack, email)
    // The sandbox wants a recent MFA check before a share goes to a new device: the modal asks for it.
    const boxes = page.getByRole('group', { name: 'Verification code' }).getByRole('textbox')
    await boxes.first().waitFor({ timeout: 40_000 })
    await snap(page, `${modal}-wallet-mfa-prompt`)
    await boxes.first().click()
    await page.keyboard.type(await currentTotpCode(secret))
    await boxes.first().waitFor({ state: 'detached', timeout: 30_000 })
    await expect.poll(() => page.getByRole('heading', { name: /wallet/ }).count(), { timeout: 30_000 }).toBe(0)
    expect(await page.getByTestId('session-status').textContent()).toBe(`Signed in as ${email}`)
  }, 150_000)
})

/** A sandbox app's id by its slug. */
async function sandboxAppId(slug: string): Promise<string> {
  const apps = (await (await fetch(`${stack.sandboxUrl}/_sandbox/apps`)).json()) as Array<{ id: string; slug: string }>
  return apps.find((app) => app.slug === slug)?.id ?? ''
}
