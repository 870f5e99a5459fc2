import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountNotFoundScreen } from '@/components/lobby/screens/account-not-found-screen'
import { AllowlistRejectionScreen } from '@/components/lobby/screens/allowlist-rejection-screen'
import { CaptchaScreen } from '@/components/lobby/screens/captcha-screen'
import { ConsentScreen } from '@/components/lobby/screens/consent-screen'
import { ErrorScreen } from '@/components/lobby/screens/error-screen'
import { InAppBrowserScreen } from '@/components/lobby/screens/in-app-browser-screen'
import { LoginFailedScreen } from '@/components/lobby/screens/login-failed-screen'
import { UserLimitScreen } from '@/components/lobby/screens/user-limit-screen'

afterEach(cleanup)

describe('CaptchaScreen', () => {
  const noop = () => {}
  it('A-2.17 shows Checking that you are a human... while the check runs', () => {
    render(<CaptchaScreen status="pending" onContinue={noop} onRetry={noop} />)
    expect(screen.getByRole('heading').textContent).toBe('Checking that you are a human...')
    expect(screen.getByRole('status')).toBeTruthy()
  })

  it('A-2.18 A-2.20 shows Success! with CAPTCHA passed successfully. and a Continue button', async () => {
    const onContinue = vi.fn()
    render(<CaptchaScreen status="success" onContinue={onContinue} onRetry={noop} />)
    expect(screen.getByRole('heading').textContent).toBe('Success!')
    expect(screen.getByText('CAPTCHA passed successfully.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledOnce()
  })

  it('A-2.19 A-2.20 shows Something went wrong on failure and offers Retry', async () => {
    const onRetry = vi.fn()
    render(<CaptchaScreen status="failure" onContinue={noop} onRetry={onRetry} />)
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong')
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it("A-8.11 after the user's third Retry: the adblocker advice, and Retry off", () => {
    render(
      <CaptchaScreen
        status="failure"
        detail="If you use an adblocker or VPN, try disabling and re-attempting."
        canRetry={false}
        onContinue={noop}
        onRetry={noop}
      />,
    )
    expect(screen.getByText('If you use an adblocker or VPN, try disabling and re-attempting.')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Retry' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('ConsentScreen', () => {
  it('A-2.25 A-2.26 shows One last step, the body, both links and No thanks / Accept', async () => {
    const onAccept = vi.fn()
    const onDecline = vi.fn()
    render(
      <ConsentScreen
        termsUrl="https://a.test/t"
        privacyPolicyUrl="https://a.test/p"
        onAccept={onAccept}
        onDecline={onDecline}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('One last step')
    expect(screen.getByText('By signing up, you agree to our terms and privacy policy.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View Terms' }).getAttribute('href')).toBe('https://a.test/t')
    expect(screen.getByRole('link', { name: 'View Privacy Policy' }).getAttribute('href')).toBe('https://a.test/p')
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }))
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(onDecline).toHaveBeenCalledOnce()
    expect(onAccept).toHaveBeenCalledOnce()
  })
})

describe('ErrorScreen', () => {
  it('A-2.27 A-2.28 shows title, detail and call to action, with a back path', async () => {
    const onCta = vi.fn()
    const onBack = vi.fn()
    render(
      <ErrorScreen
        title="Request failed"
        detail="Too many attempts."
        cta="Try again later"
        onCta={onCta}
        onBack={onBack}
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Request failed')
    expect(screen.getByText('Too many attempts.')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try again later' }))
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(onCta).toHaveBeenCalledOnce()
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('rejection screens', () => {
  it('A-2.24 A-8.22 the account-not-found screen shows Account not found', () => {
    render(<AccountNotFoundScreen onBack={() => {}} />)
    expect(screen.getByRole('heading').textContent).toBe('Account not found')
  })

  it('A-8.21 the user-limit screen shows the user-limit text', () => {
    render(<UserLimitScreen onBack={() => {}} />)
    expect(
      screen.getByText('Unable to sign in. This application has reached its user limit and cannot sign in new users.'),
    ).toBeTruthy()
  })

  it("A-8.08 the allowlist screen falls back to the spec's title, detail and button", async () => {
    const onCta = vi.fn()
    render(<AllowlistRejectionScreen onCta={onCta} />)
    expect(screen.getByRole('heading').textContent).toBe("You don't have access to this app")
    expect(screen.getByText('Have you been invited?')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Try another account' }))
    expect(onCta).toHaveBeenCalledOnce()
  })

  it('A-8.08 A-8.09 the allowlist screen uses the configured texts and link', () => {
    render(
      <AllowlistRejectionScreen
        title="Invite only"
        detail="Ask us"
        ctaText="Join the waitlist"
        ctaLink="https://a.test/w"
        onCta={() => {}}
      />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Invite only')
    expect(screen.getByRole('link', { name: 'Join the waitlist' }).getAttribute('href')).toBe('https://a.test/w')
  })

  it('A-2.29 A-8.48 the in-app-browser screen is titled Could not log in with provider', () => {
    render(<InAppBrowserScreen onBack={() => {}} />)
    expect(screen.getByRole('heading').textContent).toBe('Could not log in with provider')
    expect(
      screen.getByText(
        "It looks like you're using an in-app browser. To log in, please try again using an external browser.",
      ),
    ).toBeTruthy()
  })

  it('W-2.08 the login-failed screen shows the message and retries', async () => {
    const onRetry = vi.fn()
    render(<LoginFailedScreen message="Could not log in with wallet" onRetry={onRetry} />)
    expect(screen.getByText('Could not log in with wallet')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
