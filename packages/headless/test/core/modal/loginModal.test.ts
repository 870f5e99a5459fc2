import { createSoftwareAuthenticator, solveCaptcha } from '@lobby/sandbox'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLoginWithOAuth } from '../../../src/core/auth/loginWithOAuth'
import { createLoginWithPasskey } from '../../../src/core/auth/loginWithPasskey'
import { createLoginWithSms } from '../../../src/core/auth/loginWithSms'
import type { TurnstileApi } from '../../../src/core/captcha/turnstile'
import type { LobbyClient } from '../../../src/core/client'
import type { LoginFlowError } from '../../../src/core/modal/loginCompletion'
import type { LoginModalOptions } from '../../../src/core/modal/loginModal/createLoginModal'
import { createStore } from '../../../src/core/store'
import { showTransactionPrompt, type TransactionPrompt } from '../../../src/core/transactions/transactionPrompt'
import { loginByEmail, MemoryStorage, type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { consent, testOAuthWindow } from '../auth/oauthTestWindow'
import { startTestLoginModal, stoppedAfterEach, until } from './oauthLoginModal'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const stops = stoppedAfterEach()

let n = 0
const freshEmail = () => `login-modal-${++n}-${Date.now()}@example.com`

/** A started modal on a ready client of the sandbox app `slug`, on a clock the test moves. */
async function setUp(slug = 'all-methods', options: LoginModalOptions = {}, client?: LobbyClient) {
  const c = client ?? h.client({ appId: h.appId(slug) })
  return { client: c, ...(await startTestLoginModal(c, stops, options)) }
}

async function toCodeScreen(view: () => ReturnType<Awaited<ReturnType<typeof setUp>>['view']>, email: string) {
  view().open('LANDING')
  view().landing?.submitEmail(email)
  await until(() => expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'))
}

describe('createLoginModal', () => {
  it('A-2.02 a standalone modal shows LANDING while signed out, and nothing once signed in', async () => {
    const { view, clock, client } = await setUp('all-methods', { standalone: true })
    expect(view().screen?.name).toBe('LANDING')
    clock.advance(15)
    expect(view().isOpen).toBe(true)
    expect(view().closeable).toBe(false)
    await loginByEmail(h, client, freshEmail())
    view().close()
    clock.advance(200)
    expect(view().screen).toBeNull()
    expect(view().isOpen).toBe(false)
  })

  it('A-4.05 A-4.20 A-4.22 an email code: the code screen, Success! for 1400 ms, then closed (no wallet frame: no wallet step)', async () => {
    const { view, clock } = await setUp()
    const email = freshEmail()
    await toCodeScreen(view, email)
    expect(view().screen?.params).toEqual({ email })
    expect(view().code).toMatchObject({ channel: 'email', destination: email, error: null, isSuccess: false })
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().code?.isSuccess).toBe(true))
    clock.advance(15)
    expect(view().isOpen).toBe(true)
    clock.advance(1399 - 15)
    expect(view().isOpen).toBe(true)
    clock.advance(1)
    expect(view().isOpen).toBe(false)
  })

  it('A-4.21 A-2.25 when the app requires terms, the consent screen follows 900 ms after Success!, and Accept closes', async () => {
    const { view, clock } = await setUp('terms-required')
    const email = freshEmail()
    await toCodeScreen(view, email)
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().code?.isSuccess).toBe(true))
    clock.advance(899)
    expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE')
    clock.advance(1)
    expect(view().screen?.name).toBe('AFFIRMATIVE_CONSENT_SCREEN')
    expect(view().consent).toMatchObject({ termsUrl: 'https://example.com/terms', isPending: false })
    clock.advance(15)
    view().consent?.accept()
    await until(() => expect(view().isOpen).toBe(false))
  })

  it('W-4.13 with the wallet frame, a new user of an app that creates wallets on login goes to the wallet creation screen', async () => {
    const client = h.client({ appId: h.appId('funding'), walletFrameUrl: 'http://frame.test/frame' })
    const { view, clock } = await setUp('funding', {}, client)
    const email = freshEmail()
    await toCodeScreen(view, email)
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().code?.isSuccess).toBe(true))
    clock.advance(900)
    expect(view().screen?.name).toBe('EMBEDDED_WALLET_ON_ACCOUNT_CREATE_SCREEN')
  })

  it('A-8.19 a wrong code is the line under the boxes and the code screen stays', async () => {
    const { view } = await setUp()
    const email = freshEmail()
    await toCodeScreen(view, email)
    const code = await h.latestCode(email)
    view().code?.submit(code === '000000' ? '111111' : '000000')
    await until(() => expect(view().code?.error).toBe('Invalid or expired verification code'))
    expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE')
    view().code?.submit(code)
    await until(() => expect(view().code?.isSuccess).toBe(true))
  })

  it('A-8.14 A-2.28 an SMS code to a blocked region goes to the error screen, with a way back', async () => {
    const { view } = await setUp('sms-region-blocked')
    view().open('LANDING')
    view().landing?.submitPhone('+447700900123')
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error).toMatchObject({
      title: 'This region is not supported',
      detail: 'SMS authentication from this region is not available',
      cta: 'Try another method',
      canGoBack: true,
    })
    view().error?.back()
    expect(view().screen?.name).toBe('LANDING')
  })

  it("A-4.08 A-8.07 an email login whose code cannot be sent goes to ERROR_SCREEN ('Not allowed', the server's message, 'Try another method'), remembering LANDING", async () => {
    // The sandbox's wallets-only app refuses passwordless/init with disallowed_login_method.
    const { view } = await setUp('wallets-only')
    view().open('LANDING')
    view().landing?.submitEmail(freshEmail())
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error).toMatchObject({
      title: 'Not allowed',
      detail: 'Login with email is not allowed for this app.',
      cta: 'Try another method',
      canGoBack: true,
    })
    view().error?.back()
    expect(view().screen?.name).toBe('LANDING')
  })

  it("A-8.21 A-8.70 a new user past the app's user limit gets the user-limit screen, with a way back to LANDING", async () => {
    // The sandbox's user-limit app takes 2 users; whoever else is already in counts too.
    const limitApp = h.appId('user-limit')
    for (let i = 0; i < 2; i++)
      await loginByEmail(h, h.client({ appId: limitApp }), freshEmail()).catch(() => undefined)
    const { view } = await setUp('user-limit')
    const email = freshEmail()
    await toCodeScreen(view, email)
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().screen?.name).toBe('USER_LIMIT_REACHED_SCREEN'))
    view().toLanding()
    expect(view().screen?.name).toBe('LANDING')
  })

  it('A-8.08 A-8.09 an email off the allowlist shows the app’s rejection texts; its button returns to LANDING', async () => {
    const { view } = await setUp('allowlist')
    const email = freshEmail()
    await toCodeScreen(view, email)
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().screen?.name).toBe('ALLOWLIST_REJECTION_SCREEN'))
    expect(view().allowlist).toMatchObject({
      title: 'Invite only',
      detail: 'Ask the team for an invitation.',
      ctaText: 'Request access',
      ctaLink: 'https://example.com/invite',
    })
    view().allowlist?.cta()
    expect(view().screen?.name).toBe('LANDING')
  })

  it('A-2.29 choosing Google inside an in-app browser shows the in-app-browser screen, and no popup opens', async () => {
    const open = vi.fn(() => null)
    const { view } = await setUp('all-methods', {
      environment: { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Instagram 300.0' },
      oauthWindow: { open } as never,
    })
    view().open('LANDING')
    view().landing?.selectMethod('google')
    expect(view().screen?.name).toBe('IN_APP_BROWSER_SCREEN')
    expect(view().inAppBrowser?.title).toBe('Could not log in with provider')
    expect(open).not.toHaveBeenCalled()
    view().inAppBrowser?.back()
    expect(view().screen?.name).toBe('LANDING')
  })

  it('W-4.01 W-4.03 a wallet without a host handler opens AWAITING_CONNECTION with the click’s isTrusted; with one, the host gets it', async () => {
    const { view } = await setUp()
    view().open('LANDING')
    view().landing?.selectMethod('metamask', { isTrusted: false })
    expect(view().screen).toEqual({
      name: 'AWAITING_CONNECTION',
      params: { walletClientType: 'metamask', isTrusted: false },
    })
    const chosen: string[] = []
    const hosted = await setUp('all-methods', { onLoginMethod: (method) => chosen.push(method) })
    hosted.view().open('LANDING')
    hosted.view().landing?.selectMethod('metamask')
    expect(chosen).toEqual(['metamask'])
    expect(hosted.view().screen?.name).toBe('LANDING')
  })

  it('A-4.23 a resend shows Code sent for 30 s, then resending is allowed again', async () => {
    const { view, clock } = await setUp()
    const email = freshEmail()
    await toCodeScreen(view, email)
    expect(view().code?.canResend).toBe(true)
    view().code?.resend()
    await until(() => expect(view().code?.resendStatus).toBe('Code sent'))
    expect(await h.inbox(email)).toHaveLength(2)
    expect(view().code?.canResend).toBe(false)
    clock.advance(29_999)
    expect(view().code?.canResend).toBe(false)
    clock.advance(1)
    expect(view().code).toMatchObject({ canResend: true, resendStatus: null })
  })

  it('A-2.08 closing during the code step clears the flow 200 ms later; a code sent before lands nowhere', async () => {
    const { view, clock } = await setUp()
    const email = freshEmail()
    await toCodeScreen(view, email)
    view().close()
    clock.advance(199)
    expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE')
    clock.advance(1)
    expect(view().screen).toBeNull()
    view().open('LANDING')
    expect(view().screen?.name).toBe('LANDING')
    expect(view().landing?.isPending).toBe(false)
  })

  it('A-2.47 A-2.48 A-2.50 a view opened before closing is back to default 150 ms after the close', async () => {
    const { view, clock } = await setUp()
    view().open('LANDING')
    const item = view().landing?.layout.items.find((i) => i.type === 'view')
    if (item?.type !== 'view') throw new Error('the all-methods app shows a view button')
    view().landing?.openView(item.view)
    expect(view().landing?.layout.view).toBe(item.view)
    view().close()
    clock.advance(150)
    view().open('LANDING')
    expect(view().landing?.layout.view).toBe('default')
  })

  it('A-1.04 a signed-in user links a phone: the number, then its code on the code screen, then closed', async () => {
    const client = await loginByEmail(h, h.client(), freshEmail())
    const { view } = await setUp('all-methods', {}, client)
    view().open('LINK_PHONE_SCREEN')
    expect(view().change).toMatchObject({ kind: 'phone', mode: 'link', step: 'enter' })
    const phone = `+1555${String(Date.now()).slice(-7)}`
    view().change?.sendCode(phone)
    await until(() => expect(view().change?.step).toBe('code'))
    expect(view().code).toMatchObject({ channel: 'sms', destination: phone })
    view().code?.submit(await h.latestCode(phone))
    await until(() => expect(view().isOpen).toBe(false))
    await until(() => expect(client.store.getSnapshot().user?.phone?.number).toMatch(phone.slice(-7)))
  })

  it("A-5.23 a signed-out user who submits an address on LINK_EMAIL_SCREEN lands on ERROR_SCREEN with 'User must be authenticated before linking an account.', and no code goes out", async () => {
    const { view } = await setUp()
    view().open('LINK_EMAIL_SCREEN')
    expect(view().change).toMatchObject({ kind: 'email', mode: 'link', step: 'enter' })
    const email = freshEmail()
    view().change?.sendCode(email)
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error?.detail).toBe('User must be authenticated before linking an account.')
    expect(await h.inbox(email)).toEqual([])
  })

  it("A-5.24 a user who has an email and submits another on LINK_EMAIL_SCREEN lands on ERROR_SCREEN with 'User already has an account of type email linked.', and no code goes out", async () => {
    const client = await loginByEmail(h, h.client(), freshEmail())
    const { view } = await setUp('all-methods', {}, client)
    view().open('LINK_EMAIL_SCREEN')
    const email = freshEmail()
    view().change?.sendCode(email)
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error?.detail).toBe('User already has an account of type email linked.')
    expect(await h.inbox(email)).toEqual([])
  })

  it('W-2.27 W-2.30 a send request opens its screen, and closing the modal refuses it', async () => {
    const { view, client, clock } = await setUp()
    const flow = Object.assign(createStore({ step: 'review' as string }), { close: vi.fn() })
    showTransactionPrompt(client, { kind: 'send', flow } as unknown as TransactionPrompt)
    expect(view().screen?.name).toBe('EMBEDDED_WALLET_SEND_TRANSACTION_SCREEN')
    expect(view().prompt?.flow).toBe(flow)
    clock.advance(15)
    view().close()
    expect(flow.close).toHaveBeenCalledOnce()
  })

  it('W-2.30 W-4.33 a sign request whose flow closes (after Success or a cancel) closes the modal it opened', async () => {
    const { view, client, clock } = await setUp()
    const flow = Object.assign(createStore({ step: 'review' as string }), { close: vi.fn() })
    showTransactionPrompt(client, { kind: 'sign', flow } as unknown as TransactionPrompt)
    clock.advance(15)
    expect(view().screen?.name).toBe('EMBEDDED_WALLET_SIGN_REQUEST_SCREEN')
    expect(view().isOpen).toBe(true)
    flow.setState({ step: 'closed' })
    expect(view().prompt).toBeNull()
    expect(view().isOpen).toBe(false)
  })

  it('A-2.49 closing signed in after the login reports the completion once', async () => {
    const completions: unknown[] = []
    const { view, clock } = await setUp('all-methods', { onSuccess: (completion) => completions.push(completion) })
    const email = freshEmail()
    await toCodeScreen(view, email)
    clock.advance(15)
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().code?.isSuccess).toBe(true))
    clock.advance(1400)
    expect(completions).toMatchObject([{ isNewUser: true, wasAlreadyAuthenticated: false, loginMethod: 'email' }])
  })

  it('behavior: after stop nothing lands: a code accepted later neither shows Success! nor moves on', async () => {
    const { view, modal, clock } = await setUp()
    const email = freshEmail()
    await toCodeScreen(view, email)
    const code = await h.latestCode(email)
    view().code?.submit(code)
    modal.stop()
    await new Promise((resolve) => setTimeout(resolve, 300))
    clock.advance(5000)
    expect(view().code?.isSuccess).toBe(false)
    expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE')
  })
})

describe('createLoginModal OAuth and passkey', () => {
  it('A-2.12 an OAuth return found on page load shows AWAITING_OAUTH_SCREEN while verified, then the login goes on', async () => {
    const storage = new MemoryStorage()
    const first = h.client({ storage })
    await first.ready()
    const page = testOAuthWindow()
    await createLoginWithOAuth(first, { window: page, environment: null }).start({ provider: 'github' })
    const back = await consent(h, page.assigned[0] ?? '', 'allow', 'ada')
    const location = {
      href: back.toString(),
      replace(href: string) {
        location.href = href
      },
    }
    // The page loads again (same storage), this time as the provider's return.
    const { view, clock } = await setUp(
      'all-methods',
      { pageUrl: location, handleOAuthReturn: true },
      h.client({ storage }),
    )
    await until(() => expect(view().screen).toEqual({ name: 'AWAITING_OAUTH_SCREEN', params: { provider: 'github' } }))
    expect(view().oauth?.providerName).toBe('GitHub')
    clock.advance(15)
    await until(() => expect(view().isOpen).toBe(false))
    expect(location.href).not.toContain('privy_oauth_code')
  })

  it('A-4.29 A-4.30 a passkey login shows its success, then the modal closes 1400 ms later', async () => {
    const origin = 'http://localhost:5173'
    const device = createSoftwareAuthenticator({ origin })
    const owner = await loginByEmail(h, h.client(), freshEmail())
    await createLoginWithPasskey(owner, { mode: 'link', authenticator: device, relyingParty: origin }).start()
    await owner.logout()
    const { view, clock } = await setUp('all-methods', { passkeyAuthenticator: device, passkeyRelyingParty: origin })
    view().open('LANDING')
    clock.advance(15)
    view().landing?.startPasskey()
    expect(view().screen?.name).toBe('AWAITING_PASSKEY_SYSTEM_DIALOGUE')
    await until(() => expect(view().passkey?.status).toBe('success'))
    clock.advance(1399)
    expect(view().isOpen).toBe(true)
    clock.advance(1)
    expect(view().isOpen).toBe(false)
  })
})

/** A Turnstile-shaped widget that passes each run with the sandbox's token, counting its resets. */
function passingWidget(): TurnstileApi & { resets: number } {
  let response: string | undefined
  return {
    resets: 0,
    render: () => 'widget',
    execute() {
      void solveCaptcha(h.sandbox.app).then((token) => {
        response = token
      })
    },
    reset() {
      this.resets++
      response = undefined
    },
    getResponse: () => response,
  }
}

describe('createLoginModal captcha', () => {
  it('A-4.06 A-2.17 an email on the captcha app checks on CAPTCHA_SCREEN first; the code screen takes its place, so Back leads to LANDING', async () => {
    const widget = passingWidget()
    const { view } = await setUp('captcha', { loadCaptchaWidget: async () => widget })
    expect(view().captcha.enabled).toBe(true)
    view().captcha.attach({} as Element)
    view().open('LANDING')
    const email = freshEmail()
    view().landing?.submitEmail(email)
    expect(view().screen?.name).toBe('CAPTCHA_SCREEN')
    await until(() => expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'))
    expect(await h.inbox(email)).toHaveLength(1)
    view().back()
    expect(view().screen?.name).toBe('LANDING')
  })

  it("A-8.05 A-8.06 a code request refused as invalid_captcha shows 'Something went wrong' / 'Please try again.' / 'Try again', whose click resets the captcha and goes back", async () => {
    const widget = passingWidget()
    const { view } = await setUp('captcha', { loadCaptchaWidget: async () => widget })
    view().captcha.attach({} as Element)
    view().open('LANDING')
    // The server's refusal of a token it does not take (a spent or forged one), as a provider answers it.
    await h.addFault({
      route: '/api/v1/passwordless/init',
      status: 400,
      body: { code: 'invalid_captcha', error: 'Captcha token is missing or invalid. Please try again.' },
      times: 1,
    })
    view().landing?.submitEmail(freshEmail())
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error).toMatchObject({ title: 'Something went wrong', detail: 'Please try again.', cta: 'Try again' })
    const resets = widget.resets
    view().error?.ctaClick()
    expect(widget.resets).toBe(resets + 1)
    expect(view().captcha.status).toBe('ready')
    expect(view().screen?.name).not.toBe('ERROR_SCREEN')
  })
})

describe("createLoginModal host onError (A-8.69's callback codes)", () => {
  /** A modal whose onError calls are kept, as `{ code, error: { code, shortMessage } }`. */
  async function withErrors(client?: LobbyClient, slug = 'all-methods') {
    const failures: LoginFlowError[] = []
    const set = await setUp(slug, { onError: (failure) => failures.push(failure) }, client)
    const shown = () => failures.map(({ code, error }) => ({ code, error: error.code, text: error.shortMessage }))
    const open = (screen: 'LANDING' | 'LINK_EMAIL_SCREEN' | 'LINK_PHONE_SCREEN') => {
      set.view().open(screen)
      set.clock.advance(15)
    }
    return { ...set, shown, open }
  }
  const phoneNumber = () => `+1555${String(Date.now()).slice(-7)}`

  it('A-8.69 exited_auth_flow: closing the login screen signed out calls onError once; a login that finishes calls none', async () => {
    const { view, shown, open, clock } = await withErrors()
    open('LANDING')
    view().close()
    expect(shown()).toEqual([
      {
        code: 'exited_auth_flow',
        error: 'exited_auth_flow',
        text: 'The login modal was closed before the user logged in.',
      },
    ])
    clock.advance(200)
    const email = freshEmail()
    open('LANDING')
    view().landing?.submitEmail(email)
    await until(() => expect(view().screen?.name).toBe('AWAITING_PASSWORDLESS_CODE'))
    view().code?.submit(await h.latestCode(email))
    await until(() => expect(view().code?.isSuccess).toBe(true))
    clock.advance(1400)
    expect(view().isOpen).toBe(false)
    expect(shown()).toHaveLength(1)
  })

  it("A-8.69 unknown_auth_error: a login that met ERROR_SCREEN (disallowed_login_method) reports unknown_auth_error with the server's error on close, even after Back", async () => {
    // The sandbox's wallets-only app refuses passwordless/init with disallowed_login_method.
    const { view, shown, open } = await withErrors(undefined, 'wallets-only')
    open('LANDING')
    view().landing?.submitEmail(freshEmail())
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    view().error?.back()
    expect(view().screen?.name).toBe('LANDING')
    view().close()
    expect(shown()).toEqual([
      {
        code: 'unknown_auth_error',
        error: 'disallowed_login_method',
        text: 'Login with email is not allowed for this app.',
      },
    ])
  })

  it('A-8.69 exited_link_flow: a signed-in user closing LINK_PHONE_SCREEN before linking calls onError; a link that finishes calls none', async () => {
    const client = await loginByEmail(h, h.client(), freshEmail())
    const { view, shown, open, clock } = await withErrors(client)
    open('LINK_PHONE_SCREEN')
    view().close()
    expect(shown()).toEqual([
      {
        code: 'exited_link_flow',
        error: 'exited_link_flow',
        text: 'The login modal was closed before the account was linked.',
      },
    ])
    clock.advance(200)
    const phone = phoneNumber()
    open('LINK_PHONE_SCREEN')
    view().change?.sendCode(phone)
    await until(() => expect(view().change?.step).toBe('code'))
    view().code?.submit(await h.latestCode(phone))
    await until(() => expect(view().isOpen).toBe(false))
    expect(shown()).toHaveLength(1)
  })

  it('A-8.69 must_be_authenticated and cannot_link_more_of_type: a link refused before any request reports its own code when the modal closes', async () => {
    const signedOut = await withErrors()
    signedOut.open('LINK_EMAIL_SCREEN')
    signedOut.view().change?.sendCode(freshEmail())
    await until(() => expect(signedOut.view().screen?.name).toBe('ERROR_SCREEN'))
    signedOut.view().close()
    expect(signedOut.shown()).toEqual([
      {
        code: 'must_be_authenticated',
        error: 'must_be_authenticated',
        text: 'User must be authenticated before linking an account.',
      },
    ])
    // one email per user, and this user logged in with one.
    const client = await loginByEmail(h, h.client(), freshEmail())
    const signedIn = await withErrors(client)
    signedIn.open('LINK_EMAIL_SCREEN')
    signedIn.view().change?.sendCode(freshEmail())
    await until(() => expect(signedIn.view().screen?.name).toBe('ERROR_SCREEN'))
    signedIn.view().close()
    expect(signedIn.shown()).toEqual([
      {
        code: 'cannot_link_more_of_type',
        error: 'cannot_link_more_of_type',
        text: 'User already has an account of type email linked.',
      },
    ])
  })

  it("A-8.69 failed_to_link_account: a link the server refuses (linked_to_another_user, on ERROR_SCREEN) reports failed_to_link_account with the server's error", async () => {
    const phone = phoneNumber()
    const owner = h.client()
    await owner.ready()
    const login = createLoginWithSms(owner)
    await login.sendCode(phone)
    await login.submitCode(await h.latestCode(phone))
    expect(owner.store.getSnapshot().user?.phone?.number).toMatch(phone.slice(-7))
    const client = await loginByEmail(h, h.client(), freshEmail())
    const { view, shown, open } = await withErrors(client)
    open('LINK_PHONE_SCREEN')
    view().change?.sendCode(phone)
    await until(() => expect(view().change?.step).toBe('code'))
    view().code?.submit(await h.latestCode(phone))
    await until(() => expect(view().screen?.name).toBe('ERROR_SCREEN'))
    expect(view().error).toMatchObject({
      title: 'Authentication failed',
      detail: 'This account has already been linked to another user.',
    })
    view().close()
    expect(shown()).toEqual([
      {
        code: 'failed_to_link_account',
        error: 'linked_to_another_user',
        text: 'This account has already been linked to another user.',
      },
    ])
  })
})
