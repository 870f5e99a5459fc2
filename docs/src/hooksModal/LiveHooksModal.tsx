import { createNavigator, type LoginOption, useModalNavigator } from '@lobby/headless'
import { useEffect, useState } from 'react'
import { SessionPanel } from '../components/SessionPanel.tsx'
import { sandboxUrl } from '../sandbox.ts'
import { HooksLoginModal } from './HooksLoginModal.tsx'
import { SignedInActions } from './SignedInActions.tsx'

/** The hooks-only modal as the playground runs it: the session beside it, and a button that opens it. */
export function LiveHooksModal({
  standalone = true,
  onLoginMethod,
}: {
  /** Inline in the page rather than a dialog over it. @default true */
  standalone?: boolean
  onLoginMethod?: (method: LoginOption) => void
}) {
  const [navigator] = useState(() => createNavigator({ standalone }))
  const nav = useModalNavigator({ navigator })
  useEffect(() => () => navigator.destroy(), [navigator])
  return (
    <div>
      <SessionPanel />
      <SignedInActions navigator={navigator} />
      {nav.screen === null ? (
        <button
          type="button"
          className="mb-4 rounded bg-neutral-900 px-3 py-2 text-sm text-white"
          onClick={() => navigator.open('LANDING')}
        >
          Open the login modal
        </button>
      ) : null}
      <HooksLoginModal
        navigator={navigator}
        standalone={standalone}
        onLoginMethod={onLoginMethod}
        // The sandbox's Turnstile stand-in, for its captcha app; a real app leaves this out.
        captchaScriptUrl={`${sandboxUrl}/turnstile/v0/api.js`}
      />
    </div>
  )
}
