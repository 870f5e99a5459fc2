import { type Navigator, type Screen, useLobby, usePhoneInput } from '@lobby/headless'
import { useCallback, useState } from 'react'
import { UpdatePhoneScreen } from '@/components/lobby/screens/update-phone-screen'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

const open = (navigator: Navigator) => navigator.open('UPDATE_PHONE_SCREEN')

/** The screen before there is a number to replace: the real field, and a note instead of a request. */
function SignedOut() {
  const [error, setError] = useState<string | null>(null)
  const field = usePhoneInput({ onSubmit: () => setError('Log in by SMS first: there is no number to replace yet.') })
  return <UpdatePhoneScreen inputProps={field.getInputProps()} error={error} onSubmit={field.submit} />
}

function Live() {
  const hasPhone = Boolean(useLobby().user?.phone)
  // Signed in with a phone, the block runs the whole update (new number, then its code).
  const renderScreen = useCallback(
    (screen: Screen) => (screen.name === 'UPDATE_PHONE_SCREEN' && !hasPhone ? <SignedOut /> : undefined),
    [hasPhone],
  )
  return <LiveModal start={open} renderScreen={renderScreen} />
}

/** UPDATE_PHONE_SCREEN on the all-methods app: log in by SMS, then replace the number with a code. */
export function Example() {
  return (
    <SandboxApp slug="all-methods">
      <p className="mb-3 text-sm">
        Replaces the signed-in user's phone number: log in by SMS on the{' '}
        <a href="/screens/landing-screen">landing screen</a> first, then come back, enter the new number and the code
        the sandbox inbox shows for it.
      </p>
      <Live />
    </SandboxApp>
  )
}
