import { accountPasskeyList, enrollmentPasskeyList, PASSKEY_MARKETING_POINTS } from '@lobby/headless'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LinkPasskeyScreen } from '@/components/lobby/screens/link-passkey-screen'
import { MfaPasskeyEnrollmentScreen } from '@/components/lobby/screens/mfa-passkey-enrollment-screen'

afterEach(cleanup)

const day = (d: number) => new Date(Date.UTC(2026, 0, d))
const passkeys = [
  { credentialId: 'a', verifiedAt: day(1), authenticatorName: 'YubiKey', createdWithBrowser: 'Firefox' },
  {
    credentialId: 'b',
    verifiedAt: day(2),
    createdWithBrowser: 'Chrome',
    createdWithOs: 'macOS',
    latestVerifiedAt: day(20),
  },
  { credentialId: 'c', verifiedAt: day(3) },
  { credentialId: 'd', verifiedAt: day(4), createdWithBrowser: 'Safari', createdWithOs: 'iOS' },
]

const rows = () => within(screen.getByRole('list')).getAllByRole('listitem')

describe('passkey lists on the screens', () => {
  it("A-2.82 A-2.84 A-2.86 'Your passkeys' shows the 2 newest by display name until expanded", () => {
    const view = accountPasskeyList(passkeys)
    render(
      <LinkPasskeyScreen passkeys={view.visible} canExpand={view.canExpand} onExpand={() => {}} onLink={() => {}} />,
    )
    expect(screen.getByRole('heading').textContent).toBe('Your passkeys')
    expect(rows().map((r) => r.firstChild?.textContent)).toEqual(['Safari on iOS', 'Unknown device'])
    expect(screen.getByRole('button', { name: 'Show all' })).toBeTruthy()
  })

  it("A-2.85 each passkey shows 'Last used' from latestVerifiedAt, else verifiedAt", () => {
    render(<LinkPasskeyScreen passkeys={[passkeys[1]!, passkeys[0]!]} onLink={() => {}} />)
    expect(rows()[0]!.textContent).toBe(`Chrome on macOSLast used ${day(20).toLocaleDateString()}`)
    expect(rows()[1]!.textContent).toBe(`YubiKey on FirefoxLast used ${day(1).toLocaleDateString()}`)
  })

  it('A-2.83 before the first passkey the screen shows the passkey marketing list; once there is one, the account list', () => {
    const { container, rerender } = render(<LinkPasskeyScreen passkeys={[]} onLink={() => {}} />)
    const marketing = container.querySelector('[data-slot="passkey-marketing-list"]')
    expect(marketing).not.toBeNull()
    expect(
      within(marketing as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(PASSKEY_MARKETING_POINTS.map((point) => point.title))
    expect(screen.getByRole('button', { name: 'Link a passkey' })).toBeTruthy()
    rerender(<LinkPasskeyScreen passkeys={[passkeys[0]!]} onLink={() => {}} />)
    expect(container.querySelector('[data-slot="passkey-marketing-list"]')).toBeNull()
    expect(rows().map((r) => r.firstChild?.textContent)).toEqual(['YubiKey on Firefox'])
  })

  it("A-2.87 the enrollment list shows 2 plus 'View All' when more than 3 exist, else 3", () => {
    const cut = enrollmentPasskeyList(passkeys)
    const { rerender } = render(
      <MfaPasskeyEnrollmentScreen step="list" passkeys={cut.visible} showViewAll={cut.showViewAll} />,
    )
    expect(rows()).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'View All' })).toBeTruthy()
    const three = enrollmentPasskeyList(passkeys.slice(0, 3))
    rerender(<MfaPasskeyEnrollmentScreen step="list" passkeys={three.visible} showViewAll={three.showViewAll} />)
    expect(rows()).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull()
  })
})
