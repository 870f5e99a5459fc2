import { createNavigator, useLobby } from '@lobby/headless'
import { solveCaptcha } from '@lobby/sandbox'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'
import { fakeTurnstile } from '../fakeTurnstile'
import { type SandboxHost, startSandboxHost } from '../sandboxHost'

let host: SandboxHost
beforeAll(async () => {
  host = await startSandboxHost()
}, 60_000)
afterAll(() => host.close())
afterEach(() => {
  cleanup()
  delete (globalThis as { turnstile?: unknown }).turnstile
})

let emails = 0
const freshEmail = () => `captcha-modal-${Date.now()}-${emails++}@example.com`

function UserEmail() {
  return <output data-testid="user-email">{useLobby().user?.email?.address ?? ''}</output>
}

/** The block on the sandbox's captcha app, its widget answering as `widget` says. */
function openCaptchaApp(widget: ReturnType<typeof fakeTurnstile>) {
  ;(globalThis as { turnstile?: unknown }).turnstile = widget.api
  const navigator = createNavigator()
  const { Host } = host
  render(
    <Host slug="captcha">
      <LobbyModal navigator={navigator} />
      <UserEmail />
    </Host>,
  )
  act(() => navigator.open('LANDING'))
  return navigator
}

const shownScreen = () => document.querySelector('[data-slot="lobby-modal"]')?.getAttribute('data-screen')
const heading = () => within(document.querySelector('[data-slot="captcha-screen"]') as HTMLElement).getByRole('heading')

async function submitEmail(email: string) {
  const field = await screen.findByLabelText('Email address', {}, { timeout: 5000 })
  // The captcha app's config must be in before the submit, or the block cannot know it has one.
  await waitFor(() => expect(document.querySelector('[data-slot="captcha-widget"]')).not.toBeNull(), { timeout: 5000 })
  await userEvent.type(field, `${email}{Enter}`)
}

describe('LobbyModal captcha step on the sandbox', () => {
  it('A-4.06 A-2.17 A-2.18 an email submit on the captcha app checks on CAPTCHA_SCREEN first, then sends the code and logs in', async () => {
    const widget = fakeTurnstile(() => solveCaptcha(host.sandbox.app), [], 300)
    const navigator = openCaptchaApp(widget)
    const email = freshEmail()
    await submitEmail(email)
    await waitFor(() => expect(shownScreen()).toBe('CAPTCHA_SCREEN'))
    expect(heading().textContent).toBe('Checking that you are a human...')
    // No code goes out before the check passes.
    await expect(host.latestCode(email)).rejects.toThrow('no code')
    await waitFor(() => expect(heading().textContent).toBe('Success!'), { timeout: 5000 })
    expect(screen.getByText('CAPTCHA passed successfully.')).toBeTruthy()
    expect(shownScreen()).toBe('CAPTCHA_SCREEN')
    await screen.findByText(`Please check ${email} for a code.`, {}, { timeout: 5000 })
    expect(widget.executes()).toBe(1)
    const boxes = within(screen.getByRole('group', { name: 'Confirmation code' })).getAllByRole('textbox')
    boxes[0]!.focus()
    await userEvent.paste(await host.latestCode(email))
    await waitFor(() => expect(screen.getByTestId('user-email').textContent).toBe(email), { timeout: 5000 })
    await waitFor(() => expect(navigator.getSnapshot().isOpen).toBe(false), { timeout: 5000 })
  })

  it("A-2.19 A-2.20 A-8.10 a failed check shows Something went wrong: 'You did not pass CAPTCHA.'; Retry checks again and Continue sends the code once", async () => {
    // The first run fails its first try and all three retries (1 s, 2 s and 4 s apart).
    const widget = fakeTurnstile(() => solveCaptcha(host.sandbox.app), ['fail', 'fail', 'fail', 'fail'], 50)
    openCaptchaApp(widget)
    const email = freshEmail()
    await submitEmail(email)
    await waitFor(() => expect(shownScreen()).toBe('CAPTCHA_SCREEN'))
    await waitFor(() => expect(heading().textContent).toBe('Something went wrong'), { timeout: 12_000 })
    expect(screen.getByText('You did not pass CAPTCHA. Please try again.')).toBeTruthy()
    const retry = screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement
    const proceed = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement
    expect(retry.disabled).toBe(false)
    expect(proceed.disabled).toBe(true)
    await expect(host.latestCode(email)).rejects.toThrow('no code')
    await userEvent.click(retry)
    await waitFor(() => expect(heading().textContent).toBe('Success!'), { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByText(`Please check ${email} for a code.`, {}, { timeout: 5000 })
    // Continue ran the login; the 1 s wait that ends after it sends nothing twice.
    await new Promise((resolve) => setTimeout(resolve, 1200))
    const inbox = await host.sandbox.app.fetch(
      new Request(`http://sandbox.test/_sandbox/inbox?to=${encodeURIComponent(email)}`),
    )
    expect((await inbox.json()) as unknown[]).toHaveLength(1)
    expect(shownScreen()).toBe('AWAITING_PASSWORDLESS_CODE')
  }, 30_000)

  it('A-4.09 a passkey login on the captcha app passes CAPTCHA_SCREEN first, then the ceremony runs on the challenge the token unlocked', async () => {
    // A WebAuthn-capable window whose authenticator records the request and lets the user cancel.
    const get = vi.fn(async (_options: CredentialRequestOptions) => {
      throw new DOMException('The user cancelled.', 'NotAllowedError')
    })
    const globals = window as unknown as { PublicKeyCredential?: unknown }
    const hadCredential = 'PublicKeyCredential' in globals
    globals.PublicKeyCredential = function PublicKeyCredential() {}
    Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true })
    try {
      const widget = fakeTurnstile(() => solveCaptcha(host.sandbox.app), [], 300)
      openCaptchaApp(widget)
      await waitFor(() => expect(document.querySelector('[data-slot="captcha-widget"]')).not.toBeNull(), {
        timeout: 5000,
      })
      await userEvent.click(await screen.findByRole('button', { name: 'I have a passkey' }))
      await waitFor(() => expect(shownScreen()).toBe('CAPTCHA_SCREEN'))
      expect(get).not.toHaveBeenCalled()
      await waitFor(() => expect(get).toHaveBeenCalledTimes(1), { timeout: 5000 })
      expect(widget.executes()).toBe(1)
      // passkeys/authenticate/init answered a challenge: the sandbox took the captcha token.
      expect(get.mock.calls[0]?.[0].publicKey?.challenge).toBeDefined()
      // The passkey screen took CAPTCHA_SCREEN's place.
      await waitFor(() => expect(shownScreen()).toBe('AWAITING_PASSKEY_SYSTEM_DIALOGUE'))
    } finally {
      if (!hadCredential) delete globals.PublicKeyCredential
      Reflect.deleteProperty(navigator, 'credentials')
    }
  }, 20_000)

  it('A-4.06 A-4.07 without captcha the email submit goes straight to the code screen', async () => {
    const navigator = createNavigator()
    const { Host } = host
    render(
      <Host slug="all-methods">
        <LobbyModal navigator={navigator} />
      </Host>,
    )
    act(() => navigator.open('LANDING'))
    const email = freshEmail()
    await userEvent.type(await screen.findByLabelText('Email address', {}, { timeout: 5000 }), `${email}{Enter}`)
    await screen.findByText(`Please check ${email} for a code.`, {}, { timeout: 5000 })
    expect(navigator.getSnapshot().history.map((s) => s.name)).not.toContain('CAPTCHA_SCREEN')
    expect(document.querySelector('[data-slot="captcha-widget"]')).toBeNull()
  })
})
