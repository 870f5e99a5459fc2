import { CLIENT_VERSION } from '@lobby/headless/core'

const sandboxUrl = import.meta.env.VITE_LOBBY_SANDBOX_URL ?? 'http://127.0.0.1:8787'

export function App() {
  return (
    <main>
      <h1>Lobby</h1>
      <p>The login and embedded-wallet modal for web apps: headless hooks, copy-in screens, and an offline sandbox.</p>
      <p>
        SDK client version <code data-testid="client-version">{CLIENT_VERSION}</code>, talking to the sandbox at{' '}
        <a href={sandboxUrl}>{sandboxUrl}</a>.
      </p>
    </main>
  )
}
