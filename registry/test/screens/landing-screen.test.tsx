import {
  type ConsentFooterInput,
  computeLoginLayout,
  consentFooter,
  type LoginLayoutInput,
  truncateLoginMessage,
} from '@lobby/headless'
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LandingScreen } from '@/components/lobby/screens/landing-screen'

afterEach(cleanup)

type Input = LoginLayoutInput & { loginMessage?: string; legal?: ConsentFooterInput }

function renderLanding(
  { loginMessage, legal, ...input }: Input,
  extra: Partial<Parameters<typeof LandingScreen>[0]> = {},
) {
  const handlers = { onSelectMethod: vi.fn(), onSelectView: vi.fn(), onBack: vi.fn(), onPasskey: vi.fn() }
  render(
    <LandingScreen
      layout={computeLoginLayout(input)}
      header="Log in or sign up"
      loginMessage={truncateLoginMessage(loginMessage)}
      consentFooter={legal ? consentFooter(legal) : null}
      renderContactField={(item) => <span data-testid="contact-field">{item.methods.join(',')}</span>}
      {...handlers}
      {...extra}
    />,
  )
  return handlers
}

const methodButtons = () =>
  within(screen.getByRole('list'))
    .getAllByRole('button')
    .map((b) => b.textContent?.replace('Recent', '').trim())

describe('LandingScreen', () => {
  it('A-2.30 A-2.31 shows the app logo and the landing header', () => {
    renderLanding({ methods: ['google'] }, { logo: <img src="/logo.png" alt="Acme" /> })
    expect(screen.getByRole('img', { name: 'Acme' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Log in or sign up' })).toBeTruthy()
  })

  it('A-2.32 shows the login message the layout cut to 100 characters', () => {
    renderLanding({ methods: ['google'], loginMessage: 'x'.repeat(150) })
    expect(screen.getByText('x'.repeat(100))).toBeTruthy()
  })

  it('A-2.33 A-2.34 lists methods in the configured order with the overflow behind More options', async () => {
    const handlers = renderLanding({
      order: { primary: ['github', 'google', 'discord', 'apple', 'spotify', 'tiktok'] },
    })
    expect(methodButtons()).toEqual(['GitHub', 'Google', 'Discord', 'Apple', 'More options'])
    await userEvent.click(screen.getByRole('button', { name: 'More options' }))
    expect(handlers.onSelectView).toHaveBeenCalledWith('overflow')
  })

  it('A-2.47 A-2.48 renders the overflow view with a back control to the default view', async () => {
    const handlers = renderLanding({
      order: { primary: ['github', 'google', 'discord', 'apple', 'spotify', 'tiktok'] },
      view: 'overflow',
    })
    expect(methodButtons()).toEqual(['Spotify', 'TikTok'])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(handlers.onBack).toHaveBeenCalledOnce()
  })

  it('A-2.36 A-2.37 lists the recent method first, marked Recent', () => {
    renderLanding({ order: { primary: ['github', 'google', 'discord'] }, recentMethod: 'discord' })
    const first = within(screen.getByRole('list')).getAllByRole('button')[0]!
    expect(first.textContent).toBe('DiscordRecent')
  })

  it("A-2.36 A-2.37 a recent SMS login lifts the shared email/SMS field to the top, marked 'Recent', opening on SMS", () => {
    renderLanding({ order: { primary: ['google', 'email', 'sms'] }, recentMethod: 'sms' })
    const [first, second] = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(first!.textContent).toBe('Recentsms,email')
    expect(second!.textContent).not.toContain('Recent')
  })

  it('A-2.35 caps the login list at 400 px', () => {
    renderLanding({ methods: ['google'] })
    expect(screen.getByRole('list').style.maxHeight).toBe('400px')
  })

  it('A-2.38 renders the shared email/SMS field in its place', () => {
    renderLanding({ order: { primary: ['email', 'sms', 'google'] } })
    expect(screen.getByTestId('contact-field').textContent).toBe('email,sms')
  })

  it('A-2.46 shows the I have a passkey link when passkey login is enabled', async () => {
    const handlers = renderLanding({ methods: ['google', 'passkey'] })
    await userEvent.click(screen.getByRole('button', { name: 'I have a passkey' }))
    expect(handlers.onPasskey).toHaveBeenCalledOnce()
  })

  it('A-2.60 A-2.64 shows the consent footer with links and the Protected by link', () => {
    renderLanding(
      {
        methods: ['google'],
        legal: { termsAndConditionsUrl: 'https://a.test/t', privacyPolicyUrl: 'https://a.test/p' },
      },
      { protectedBy: { name: 'Lobby', href: 'https://lobby.dev' } },
    )
    expect(screen.getByText((_, el) => el?.getAttribute('data-slot') === 'consent-footer').textContent).toBe(
      'By logging in I agree to the Terms & Privacy Policy',
    )
    expect(screen.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('https://a.test/t')
    expect(screen.getByRole('link', { name: 'Protected by Lobby' })).toBeTruthy()
  })

  it('A-2.63 hides the consent footer when no terms or privacy links exist', () => {
    renderLanding({ methods: ['google'] })
    expect(document.querySelector('[data-slot="consent-footer"]')).toBeNull()
  })

  it('behavior: forwards the chosen method', async () => {
    const handlers = renderLanding({ methods: ['google', 'github'] })
    await userEvent.click(screen.getByRole('button', { name: 'GitHub' }))
    expect(handlers.onSelectMethod).toHaveBeenCalledWith('github', { isTrusted: expect.any(Boolean) })
  })

  it("A-1.08 W-7.33 a cross-app method shows its provider app's name and logo; until known, 'Continue with another app' on a neutral tile", async () => {
    const method = 'privy:lobbysandboxcrossprovider'
    renderLanding({ order: { primary: [method] } })
    const unknown = screen.getByRole('button', { name: 'Continue with another app' })
    expect(unknown.querySelector('[data-slot="provider-app-tile"]')).not.toBeNull()
    cleanup()
    const handlers = renderLanding(
      { order: { primary: [method] } },
      { providerApps: { lobbysandboxcrossprovider: { name: 'Provider app', logoUrl: 'https://a.test/logo.png' } } },
    )
    const known = screen.getByRole('button', { name: 'Provider app' })
    expect(known.querySelector('img')?.getAttribute('src')).toBe('https://a.test/logo.png')
    await userEvent.click(known)
    expect(handlers.onSelectMethod).toHaveBeenCalledWith(method, { isTrusted: expect.any(Boolean) })
  })

  it('W-4.03 a click a script makes on a wallet reaches the block marked untrusted', () => {
    const handlers = renderLanding({ methods: ['metamask'] })
    screen.getByRole('button', { name: /MetaMask/i }).click()
    expect(handlers.onSelectMethod).toHaveBeenCalledWith('metamask', { isTrusted: false })
  })
})
