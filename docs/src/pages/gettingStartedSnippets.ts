// What the getting-started pages print, kept here so the host tests paste exactly that: each
// snippet must build and show the landing screen in a fresh Vite and Next.js app as printed.

import cliPackage from '../../../cli/package.json'
import sandboxPackage from '../../../packages/sandbox/package.json'

// Each command runs a package of ours by its scoped name and version: `npx lobby` would fetch the
// unscoped npm package `lobby`, which is not ours. Both packages have one bin, which npx runs.

/** The `lobby` CLI as the docs run it. */
export const LOBBY_CLI = `npx ${cliPackage.name}@${cliPackage.version}`

/** The sandbox as the docs run it. */
export const LOBBY_SANDBOX = `npx ${sandboxPackage.name}@${sandboxPackage.version}`

/** The placeholder a reader replaces with an app id the sandbox prints on start. */
export const APP_ID_PLACEHOLDER = '<an app id printed by the sandbox>'

/** Where `LOBBY_SANDBOX --port 8787` serves the API. */
export const SANDBOX_API_URL = 'http://127.0.0.1:8787'

/** "Start with the CLI screens": set up, add the modal, run the sandbox. */
export const CLI_COMMANDS = {
  init: `${LOBBY_CLI} init`,
  add: `${LOBBY_CLI} add lobby-modal`,
  sandbox: `${LOBBY_SANDBOX} --port 8787`,
} as const

/**
 * Until the packages are on npm: a packed local build of @lobby/headless, and the CLI run from a
 * clone of the Lobby repo (`pnpm lobby` is its bin), which installs that build in the app.
 */
export const LOCAL_BUILD_COMMANDS = {
  /** `pack` takes dist/ as it is: a stale one lacks names the registry's screens import. */
  build: 'pnpm --filter @lobby/headless build',
  pack: 'pnpm --filter @lobby/headless pack',
  init: `pnpm lobby init --cwd <your app> --headless <path to lobby-headless-${cliPackage.version}.tgz>`,
  add: 'pnpm lobby add lobby-modal --cwd <your app>',
  /** The sandbox of the clone (the root script runs its bin), on the port CLI_COMMANDS.sandbox names. */
  sandbox: 'pnpm sandbox',
} as const

/**
 * The app of "Start with the CLI screens". A modal with nothing to open it draws nothing, so the
 * snippet carries the button that opens it on its landing screen. Both Apps are default
 * exports: the main.tsx of `npm create vite` imports `App` that way, so the snippet replaces its
 * App.tsx as is.
 */
export const CLI_APP = `'use client'
import { createNavigator, LobbyProvider } from '@lobby/headless'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'

// One navigator for the app: any button can open the modal through it.
const navigator = createNavigator()

export default function App() {
  return (
    // loadViem: the modal's wallet screens load viem (which \`add lobby-modal\` installed) on first use.
    <LobbyProvider
      appId="${APP_ID_PLACEHOLDER}"
      apiUrl="${SANDBOX_API_URL}"
      loadViem={() => import('@lobby/headless/viem')}
    >
      <button type="button" onClick={() => navigator.open('LANDING')}>
        Log in
      </button>
      <LobbyModal navigator={navigator} />
    </LobbyProvider>
  )
}
`

/** "Start with headless hooks": the install. */
export const HEADLESS_INSTALL = 'npm install @lobby/headless'

/** The app of "Start with headless hooks": an email code login on your own markup. */
export const HEADLESS_APP = `'use client'
import { LobbyProvider, useEmailInput, useLoginWithEmail, useOtpInput, useUser } from '@lobby/headless'

export default function App() {
  return (
    <LobbyProvider appId="${APP_ID_PLACEHOLDER}" apiUrl="${SANDBOX_API_URL}">
      <EmailLogin />
    </LobbyProvider>
  )
}

function EmailLogin() {
  const { user } = useUser()
  const login = useLoginWithEmail()
  const email = useEmailInput({ onSubmit: (address) => login.sendCode({ email: address }) })
  const otp = useOtpInput({ onComplete: (code) => login.loginWithCode({ code }), disabled: login.isPending })
  if (user) return <p>Signed in as {user.id}</p>
  const error = login.error && <p role="alert">{login.error.shortMessage}</p>
  if (!login.destination || login.state === 'sending-code') {
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault()
          void email.submit()
        }}
      >
        <input aria-label="Email address" {...email.getInputProps()} />
        <button type="submit" {...email.getSubmitProps()}>Send code</button>
        {error}
      </form>
    )
  }
  return (
    <div>
      <p>Enter the code sent to {login.destination}</p>
      <div {...otp.getRootProps({ 'aria-label': 'Confirmation code' })}>
        {otp.slots.map((_, index) => <input key={index} {...otp.getInputProps(index)} />)}
      </div>
      {otp.error && <p role="alert">{otp.error}</p>}
      {error}
    </div>
  )
}
`

/** In a Next.js app either App goes in a file of its own (\`app/App.tsx\`), rendered by the page. */
export const NEXT_PAGE = `import App from './App'

export default function Page() {
  return <App />
}
`
