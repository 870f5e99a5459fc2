import { type Navigator, useLobby, useSignMessage } from '@lobby/headless'

/**
 * What a signed-in user opens in the modal: MFA enrollment, and a message to sign with the
 * embedded wallet (`useSignMessage` opens its sign screen in the modal by itself, W-2.30).
 */
export function SignedInActions({ navigator }: { navigator: Navigator }) {
  const lobby = useLobby()
  const sign = useSignMessage()
  if (!lobby.authenticated) return null
  return (
    <p className="mb-4 flex gap-3 text-sm">
      <button
        type="button"
        className="rounded border border-neutral-300 px-2 py-1"
        onClick={() => navigator.open('MFA_ENROLLMENT_FLOW_SCREEN')}
      >
        Set up MFA
      </button>
      <button
        type="button"
        className="rounded border border-neutral-300 px-2 py-1 disabled:opacity-50"
        disabled={!sign.ready}
        // A refusal (Cancel) rejects the promise; the screen has already shown it.
        onClick={() => void sign.signMessage('Hello from the hooks-only modal').catch(() => undefined)}
      >
        Sign a message
      </button>
    </p>
  )
}
