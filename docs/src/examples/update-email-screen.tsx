import { type Navigator, type Screen, useEmailInput, useLobby } from '@lobby/headless'
import { useCallback, useState } from 'react'
import { UpdateEmailScreen } from '@/components/lobby/screens/update-email-screen'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

const open = (navigator: Navigator) => navigator.open('UPDATE_EMAIL_SCREEN')

/** The screen before there is an address to replace: the real field, and a note instead of a request. */
function SignedOut() {
  const [error, setError] = useState<string | null>(null)
  const field = useEmailInput({
    onSubmit: () => setError('Log in by email first: there is no address to replace yet.'),
  })
  return <UpdateEmailScreen inputProps={field.getInputProps()} error={error} onSubmit={() => void field.submit()} />
}

function Live() {
  const hasEmail = Boolean(useLobby().user?.email)
  // Signed in with an email, the block runs the whole update (new address, then its code).
  const renderScreen = useCallback(
    (screen: Screen) => (screen.name === 'UPDATE_EMAIL_SCREEN' && !hasEmail ? <SignedOut /> : undefined),
    [hasEmail],
  )
  return <LiveModal start={open} renderScreen={renderScreen} />
}

/** UPDATE_EMAIL_SCREEN on the all-methods app: log in by email, then replace the address with a code. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <p className="mb-3 text-sm">
        Replaces the signed-in user's email address: log in by email on the{' '}
        <a href="/screens/landing-screen">landing screen</a> first, then come back, enter the new address and the code
        the sandbox inbox shows for it.
      </p>
      <Live />
    </SandboxApp>
  )
}
