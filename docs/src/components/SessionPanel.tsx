import { useGuestAccount, useLobby } from '@lobby/headless'

/** Who is signed in on the example's app, with log out and, where the app allows it, a guest login. */
export function SessionPanel() {
  const lobby = useLobby()
  const guest = useGuestAccount()
  const user = lobby.user
  const allowsGuest = lobby.config?.loginMethods.includes('guest') ?? false
  const who = user ? (user.isGuest ? 'a guest' : (user.email?.address ?? user.phone?.number ?? user.id)) : null
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3 text-sm" aria-live="polite">
      <span data-testid="session-status" data-authenticated={lobby.authenticated}>
        {!lobby.ready ? 'Loading…' : who ? `Signed in as ${who}` : 'Signed out'}
      </span>
      {lobby.authenticated ? (
        <button
          type="button"
          className="rounded border border-neutral-300 px-2 py-1"
          onClick={() => void lobby.logout()}
        >
          Log out
        </button>
      ) : null}
      {lobby.ready && !lobby.authenticated && allowsGuest ? (
        <button
          type="button"
          className="rounded border border-neutral-300 px-2 py-1"
          disabled={guest.isPending}
          onClick={() => void guest.createGuestAccount().catch(() => undefined)}
        >
          Continue as guest
        </button>
      ) : null}
      {guest.error ? <span role="alert">{guest.error.shortMessage}</span> : null}
      {lobby.error ? (
        <span role="alert" data-testid="config-error" className="text-red-700">
          {lobby.error.shortMessage}
        </span>
      ) : null}
    </div>
  )
}
