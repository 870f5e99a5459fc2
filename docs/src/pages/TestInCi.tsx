import example from '../../e2e/examples/email-login-ci.e2e.ts?raw'
import { CodeBlock } from '../components/CodeBlock.tsx'

const KIT = [
  [
    'startTestSandbox(options?)',
    'A sandbox for one test file: in memory, on free ports, named localhost, chains off unless chains: true. Returns url, frameUrl, appId(slug), latestCode(to) and close().',
  ],
  [
    'latestCode(sandboxUrl, to, options?)',
    'The newest code sent to an email address or phone number, waiting up to timeoutMs (5 s) for it; sentAfter skips older ones after a resend.',
  ],
  [
    'addVirtualAuthenticator(page, options?)',
    "Chromium's virtual passkey device on a Playwright page (CDP WebAuthn domain): passkey sign-up, login and MFA run without a person. Lists its credentials; can fail user verification.",
  ],
  [
    'installTestWallet(pageOrContext, { sandboxUrl })',
    'Injects the EIP-6963 "Lobby Test Wallet" before the page runs, signing for the sandbox\'s anvil dev accounts (start the sandbox with chains: true).',
  ],
  [
    'setTestWalletMode(page, mode)',
    'Makes the test wallet approve, reject (4001) or leave pending what would prompt a user.',
  ],
  [
    'await localTestWalletSigner(privateKey?)',
    "A key of the page's own (fresh by default) for window.lobbyTestWallet.setSigner(...): an address no earlier login holds, where anvil's shared dev accounts may already belong to a user. Fund it with anvil_setBalance to send.",
  ],
  ['solveCaptcha(sandboxUrl)', "Passes the sandbox's captcha for API-level tests, as its widget does in a page."],
  [
    'createSoftwareAuthenticator(origin)',
    'A WebAuthn authenticator in plain Node, for API-level passkey tests with no browser.',
  ],
] as const

/** The guide to testing a Lobby login in CI with `@lobby/sandbox/testing`: the kit, and an example our CI runs. */
export function TestInCi() {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">Test your login in CI</h1>
      <p className="mb-4">
        The sandbox that serves these docs is also a test kit. <code>@lobby/sandbox/testing</code> starts a sandbox per
        test file, reads the codes it sends, gives Chromium a passkey device and a browser wallet: your login tests run
        offline, with no account, no real inbox and no flakiness from a third party.
      </p>
      <p className="mb-4">
        Until the packages are on npm, add the sandbox from a checkout of Lobby (it runs from its TypeScript sources;
        vitest loads them as they are), with <code>playwright-core</code> and <code>vitest</code>:
      </p>
      <CodeBlock language="sh" code="pnpm add -D <path to lobby>/packages/sandbox playwright-core vitest" />

      <h2 className="mt-8 mb-2 text-xl font-semibold">An email-code login, end to end</h2>
      <p className="mb-4">
        This file signs in on the playground of these docs as a new user: it starts a sandbox, serves the app pointed at
        it, types an email address, reads the code from the sandbox inbox, and waits for the signed-in state. It is the
        very file our CI runs (<code>docs/e2e/examples/email-login-ci.e2e.ts</code>), shown here from its source. Change{' '}
        <code>APP_ROOT</code>, the environment variable and <code>LOGIN_PAGE</code> to your app's.
      </p>
      <CodeBlock code={example} />

      <h2 className="mt-8 mb-2 text-xl font-semibold">The kit</h2>
      <table className="mb-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-200">
            <th className="py-2 pr-4">Export</th>
            <th className="py-2">What it does</th>
          </tr>
        </thead>
        <tbody>
          {KIT.map(([name, what]) => (
            <tr key={name} className="border-b border-neutral-100 align-top">
              <td className="py-2 pr-4">
                <code>{name}</code>
              </td>
              <td className="py-2">{what}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2 className="mt-8 mb-2 text-xl font-semibold">Passkeys</h2>
      <p className="mb-4">
        Attach the device before the page loads. The page must be on <code>localhost</code> (or HTTPS): WebAuthn refuses
        an IP address such as 127.0.0.1 as relying party, which is why the kit names the sandbox <code>localhost</code>{' '}
        too.
      </p>
      <CodeBlock
        code={`const page = await browser.newPage()
const authenticator = await addVirtualAuthenticator(page)
await page.goto(\`\${appUrl}/login\`)
// ... register a passkey through your UI ...
expect(await authenticator.credentials()).toHaveLength(1)`}
      />

      <h2 className="mt-8 mb-2 text-xl font-semibold">External wallets</h2>
      <p className="mb-4">
        The test wallet forwards to the sandbox's local chains, so start the sandbox with them (they add a few seconds).
      </p>
      <CodeBlock
        code={`const sandbox = await startTestSandbox({ chains: true })
const context = await browser.newContext()
await installTestWallet(context, { sandboxUrl: sandbox.url })
const page = await context.newPage()
await page.goto(appUrl)
await page.getByRole('button', { name: /Lobby Test Wallet/ }).click()`}
      />

      <h2 className="mt-8 mb-2 text-xl font-semibold">In CI</h2>
      <ul className="mb-4 list-disc pl-6">
        <li>
          One sandbox per test file, in <code>beforeAll</code>: it keeps everything in memory, so files never see each
          other's users, and <code>close()</code> leaves nothing behind.
        </li>
        <li>
          Keep chains off unless a test needs them: with chains off the sandbox is ready in seconds (
          <code>pnpm bench:startup</code> in the Lobby repository measures it).
        </li>
        <li>
          Use the Chromium your CI image has (<code>executablePath</code>), with <code>--no-sandbox</code> when the job
          runs as root.
        </li>
        <li>Wait on what the user sees, never on a fixed delay: the kit's reads wait for their answer themselves.</li>
      </ul>
    </article>
  )
}
