import type { LoginCompletion } from '@lobby/headless'
import { useState } from 'react'
import { LiveModal } from '../components/LiveModal.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'

/**
 * The lobby-modal block runs useLoginModalEvents: log in (the code is in the sandbox inbox) and
 * the block's onSuccess reports the login when the modal closes.
 */
export function Example() {
  const [completion, setCompletion] = useState<LoginCompletion | null>(null)
  return (
    <SandboxApp slug="all-methods">
      <LiveModal standalone={false} onSuccess={setCompletion} />
      <output data-testid="login-completion" className="mt-3 block text-sm">
        {completion
          ? `onSuccess: ${completion.user.id}, ${completion.isNewUser ? 'new user' : 'returning user'}, by ${completion.loginMethod ?? 'an earlier session'}${completion.wasAlreadyAuthenticated ? ' (already signed in)' : ''}`
          : 'onSuccess has not been called yet.'}
      </output>
    </SandboxApp>
  )
}
