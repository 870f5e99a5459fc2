import { Link } from 'wouter'
import { CodeBlock } from '../components/CodeBlock.tsx'
import { LiveExample } from '../components/LiveExample.tsx'
// Printed as is; `pnpm typecheck` checks the file, so the snippet cannot drift from the hooks.
import sendOnSandbox from '../snippets/sendOnSandbox.tsx?raw'

const RECOVERY_METHODS = [
  ['provider-managed', 'Automatic: the sandbox keeps the recovery share sealed by its own key.', 'nothing'],
  ['user-passcode', 'A recovery password; the share is sealed by a key derived from it with scrypt.', 'the password'],
  ['google-drive', 'The share is stored in the (emulated) Google Drive after a sign-in.', 'a Google Drive sign-in'],
  ['icloud', 'The share is stored in the (emulated) iCloud after a sign-in.', 'an Apple iCloud sign-in'],
] as const

/** The embedded-wallet guide: the frame and its origin, the hooks, the recovery methods, and the wallet live. */
export function EmbeddedWallets() {
  return (
    <article className="max-w-3xl">
      <h1 className="mb-4 text-3xl font-bold">Embedded wallets</h1>
      <p className="mb-4">
        An embedded wallet is an Ethereum (or Solana) key made for the user when they log in. Its key never reaches your
        page: it is made, split and used inside the <em>wallet frame</em>, a hidden iframe served from an origin of its
        own, which your page talks to only through <code>postMessage</code>.
      </p>

      <h2 className="mt-8 mb-2 text-xl font-semibold">The frame and its origin</h2>
      <p className="mb-4">
        Pass the frame's base URL to the provider as <code>walletFrameUrl</code>. It must be another origin than your
        app's (another host or port): the browser then keeps the frame's storage, and the key in it, out of your page's
        reach. The sandbox serves the frame on a second port and tells you where in <code>GET /_sandbox/health</code> (
        <code>frameUrl</code>); <code>npm start</code> prints it too.
      </p>
      <CodeBlock
        code={`const { frameUrl } = await (await fetch('http://127.0.0.1:8787/_sandbox/health')).json()

<LobbyProvider
  appId="..."
  apiUrl="http://127.0.0.1:8787"
  walletFrameUrl={frameUrl}
  // viem, an optional peer (npm install viem): wallet actions load it on first use.
  loadViem={() => import('@lobby/headless/viem')}
>
  <App />
</LobbyProvider>`}
      />
      <p className="mb-4">
        The SDK loads{' '}
        <code>
          {'{walletFrameUrl}'}/apps/{'{appId}'}/embedded-wallets?caid=…&client_id=…
        </code>{' '}
        hidden, waits until it answers (up to 30 s), and sends each request with an id; the frame answers each one
        exactly once, with <code>data</code> or an <code>error</code> of type and message, and drops messages from any
        window or origin but yours. The key is split in three shares: one stays in the frame's storage on this device,
        one is held by the server and released only for a valid access token, and one is sealed by the recovery method.
      </p>

      <h2 className="mt-8 mb-2 text-xl font-semibold">Hooks</h2>
      <ul className="mb-4 list-disc pl-6">
        <li>
          <Link href="/hooks/useWallets">useWallets</Link>: the user's wallets; <code>ready</code> means usable now (the
          frame answered and the wallet is unlocked on this device). It unlocks the wallet after sign-in, and reports{' '}
          <code>pendingRecovery</code> when the device share is missing.
        </li>
        <li>
          <Link href="/hooks/useCreateWallet">useCreateWallet</Link>: <code>createWallet()</code> and{' '}
          <code>retry()</code> for a creation that failed (after an OAuth login, say).
        </li>
        <li>
          <code>useRecoverWallet</code>, <code>usePasswordView</code>, <code>useSetRecovery</code>: recovering on a new
          device, and choosing or changing the recovery method. A user with MFA verifies it before a new device gets the
          wallet: pass <code>useMfa().verify</code> as <code>verifyMfaToRecover</code> to <code>useWallets</code>{' '}
          (automatic recovery) and as <code>verifyMfa</code> to <code>usePasswordView</code> (password) or{' '}
          <code>useRecoverWallet</code> (cloud). With the modal's screens, an app that draws its own MFA prompt sets{' '}
          <code>mfa.noPromptOnMfaRequired</code> in the config and registers the prompt with{' '}
          <code>{'useRegisterMfaListener({ onMfaRequired })'}</code>: the screens then call it (with the user's methods)
          instead of opening their dialog, and go on once it resolves, for example with its own{' '}
          <code>useMfa().verify()</code>.
        </li>
        <li>
          <code>usePasswordView</code>: the recovery password is typed in a view served by the wallet frame's origin,
          never in your page, so no script of your page can read it. Embed <code>view.url</code> in an iframe (with{' '}
          <code>allow="clipboard-write"</code>) and call <code>attach</code> from its <code>onLoad</code>; the mode{' '}
          <code>create</code> sets the first password of a new wallet, <code>update</code> a new one, and{' '}
          <code>recover</code> brings the wallet back on a new device.
        </li>
        <li>
          <code>useExportWallet</code>: MFA first, always; then the export view of the frame, where the key shows.
        </li>
        <li>
          <code>useSolanaWallets</code>: the user's Solana wallet, <code>createWallet()</code>, and{' '}
          <code>signTransaction</code> / <code>sendTransaction(tx, connection)</code> for web3.js{' '}
          <code>Transaction</code> and <code>VersionedTransaction</code> objects: the frame signs the message bytes.{' '}
          <code>@solana/web3.js</code> is an optional peer the SDK never imports: you build the transaction and pass
          your <code>Connection</code>.
        </li>
        <li>
          <code>useEmbeddedWalletProvider</code>: an EIP-1193 provider over the frame (<code>personal_sign</code>,{' '}
          <code>eth_signTypedData_v4</code> …) to hand to viem or wagmi.
        </li>
      </ul>
      <p className="mb-4">
        The <Link href="/getting-started/cli">lobby-modal block</Link> runs all of this itself: with{' '}
        <code>createOnLogin: 'users-without-wallets'</code> it creates the wallet right after login and shows the{' '}
        <Link href="/screens/embedded-wallet-created-screen">wallet created</Link> screen; on a new device it opens the
        password or cloud recovery screen. The wallet screens load only when they are needed, so the login modal's first
        load does not grow.
      </p>

      <h2 className="mt-8 mb-2 text-xl font-semibold">Send and sign on your own markup</h2>
      <p className="mb-4">
        <code>useSendTransaction</code> reads and sends through each chain's JSON-RPC URL: pass <code>chains</code> (or{' '}
        <code>supportedChains</code> in the provider's <code>config</code>), each with <code>rpcUrls.default.http</code>
        . The sandbox's anvil chains listen on new ports at each start: read them from <code>GET /_sandbox/chains</code>
        . Without a lobby modal mounted, pass <code>showInModal: false</code> and draw the approval yourself: the
        request waits in <code>state</code> <code>'awaiting_approval'</code> until <code>approve()</code> or{' '}
        <code>close()</code>. A new wallet holds no ETH, so <code>approve()</code> does nothing while{' '}
        <code>prepared.insufficientFunds</code> is true (<code>canPressApprove(send)</code> says when it acts).
      </p>
      <CodeBlock code={sendOnSandbox} />
      <h2 className="mt-8 mb-2 text-xl font-semibold">Recovery methods</h2>
      <table className="mb-4 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-neutral-200">
            <th className="py-1 pr-4">Method</th>
            <th className="py-1 pr-4">Where the recovery share lives</th>
            <th className="py-1">A new device asks for</th>
          </tr>
        </thead>
        <tbody>
          {RECOVERY_METHODS.map(([method, where, asks]) => (
            <tr key={method} className="border-b border-neutral-100 align-top">
              <td className="py-1 pr-4">
                <code>{method}</code>
              </td>
              <td className="py-1 pr-4">{where}</td>
              <td className="py-1">{asks}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mb-4">
        A wrong password reads 'Invalid recovery password, please try again.'. The recovery password needs at least 6
        characters: letters, digits and <code>!@#$%^&*()-_+.</code> (see{' '}
        <Link href="/hooks/usePasswordStrength">usePasswordStrength</Link>).
      </p>

      <h2 className="mt-8 mb-2 text-xl font-semibold">Try it</h2>
      <p className="mb-2 text-sm">
        Log in by email on the all-methods app: the wallet is created on login. Then sign a message, set a recovery
        password, or export the key (after MFA). Open this page in a private window to see recovery on a new device.
      </p>
      <LiveExample name="embedded-wallets" />
    </article>
  )
}
