import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MfaChooserScreen } from '@/components/lobby/screens/mfa-chooser-screen'
import { MfaPasskeyEnrollmentScreen } from '@/components/lobby/screens/mfa-passkey-enrollment-screen'
import { MfaSmsEnrollmentScreen } from '@/components/lobby/screens/mfa-sms-enrollment-screen'
import { MfaTotpEnrollmentScreen } from '@/components/lobby/screens/mfa-totp-enrollment-screen'
import { MfaVerificationScreen } from '@/components/lobby/screens/mfa-verification-screen'

afterEach(cleanup)

const rows = () => within(screen.getByRole('list')).getAllByRole('button')

describe('MfaChooserScreen', () => {
  const methods = [
    { method: 'totp', isRecommended: true },
    { method: 'sms', isDisabled: true },
    { method: 'passkey', isAdded: true },
  ] as const

  it('A-2.66 A-2.67 A-2.68 A-2.69 lists the three methods with Recommended, Disabled and Added', async () => {
    const onSelect = vi.fn()
    render(<MfaChooserScreen methods={methods} onSelect={onSelect} />)
    expect(screen.getByRole('heading').textContent).toBe('Choose a verification method')
    expect(rows().map((r) => r.textContent)).toEqual(['Authenticator AppRecommended', 'SMSDisabled', 'PasskeyAdded'])
    expect((rows()[1] as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click(rows()[0]!)
    expect(onSelect).toHaveBeenCalledWith('totp')
  })

  it('A-2.71 titles the intro Transaction Protection', () => {
    render(<MfaChooserScreen variant="intro" methods={methods} onSelect={() => {}} />)
    expect(screen.getByRole('heading').textContent).toBe('Transaction Protection')
  })

  it('A-2.72 shows Add more security when the app enables no method', () => {
    render(<MfaChooserScreen variant="unavailable" methods={[]} onSelect={() => {}} />)
    expect(screen.getByRole('heading').textContent).toBe('Add more security')
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('enrollment screens', () => {
  it('A-2.73 A-2.74 SMS enrollment: phone with the carrier-charges note, code, then SMS verification added', () => {
    const { rerender } = render(<MfaSmsEnrollmentScreen step="phone" />)
    expect(screen.getByText(/receive text messages.*Carrier charges may apply/)).toBeTruthy()
    expect(screen.getByLabelText('Phone number')).toBeTruthy()
    rerender(<MfaSmsEnrollmentScreen step="code" />)
    expect(within(screen.getByRole('group')).getAllByRole('textbox')).toHaveLength(6)
    rerender(<MfaSmsEnrollmentScreen step="success" />)
    expect(screen.getByRole('heading').textContent).toBe('SMS verification added')
  })

  it('A-2.75 A-2.76 A-2.77 TOTP enrollment: QR code, secret and Continue; 6-digit code; success with Done', async () => {
    const onContinue = vi.fn()
    const { rerender } = render(
      <MfaTotpEnrollmentScreen
        step="enroll"
        authUrl="otpauth://totp/Acme:a?secret=JBSWY3DP"
        secret="JBSWY3DP"
        onContinue={onContinue}
      />,
    )
    expect(screen.getByRole('img', { name: 'Authenticator app QR code' })).toBeTruthy()
    expect(screen.getByText('JBSWY3DP')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(onContinue).toHaveBeenCalledOnce()
    rerender(<MfaTotpEnrollmentScreen step="verify" />)
    expect(within(screen.getByRole('group')).getAllByRole('textbox')).toHaveLength(6)
    rerender(<MfaTotpEnrollmentScreen step="success" />)
    expect(screen.getByRole('heading').textContent).toBe('Authenticator app verification added')
    expect(screen.getByRole('button', { name: 'Done' })).toBeTruthy()
  })

  it('A-2.78 A-2.79 A-2.80 A-2.87 passkey enrollment: Add a new passkey, Enable passkeys with View All, success', () => {
    const passkey = (id: string) => ({
      credentialId: id,
      verifiedAt: new Date(2026, 0, 1),
      createdWithBrowser: 'Chrome',
      createdWithOs: 'macOS',
    })
    const { rerender } = render(<MfaPasskeyEnrollmentScreen step="intro" />)
    expect(screen.getByRole('button', { name: 'Add a new passkey' })).toBeTruthy()
    rerender(<MfaPasskeyEnrollmentScreen step="list" passkeys={[passkey('a'), passkey('b')]} showViewAll />)
    expect(screen.getAllByText('Chrome on macOS')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'View All' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Enable passkeys' })).toBeTruthy()
    rerender(<MfaPasskeyEnrollmentScreen step="success" />)
    expect(screen.getByRole('heading').textContent).toBe('Passkey verification added')
  })
})

describe('MfaVerificationScreen', () => {
  it('A-8.54 blocks the code boxes after too many attempts and reads out the error', () => {
    const text =
      'You have exceeded the maximum number of attempts. Please close this window and try again in 10 seconds.'
    render(<MfaVerificationScreen method="totp" error={text} isBlocked onCancel={() => {}} />)
    expect(screen.getByRole('alert').textContent).toBe(text)
    for (const box of screen.getAllByRole('textbox')) expect((box as HTMLInputElement).disabled).toBe(true)
  })
})
