import { CodeBlock } from '../components/CodeBlock.tsx'
import { SandboxApp } from '../components/SandboxApp.tsx'
import { LiveHooksModal } from '../hooksModal/LiveHooksModal.tsx'

// Every file of the modal as it is in the repo, so the page never shows code that differs from what runs.
const SOURCES = import.meta.glob<string>('../hooksModal/*.tsx', { query: '?raw', import: 'default', eager: true })
const FIRST = '../hooksModal/HooksLoginModal.tsx'
const files = Object.entries(SOURCES)
  .map(([path, code]) => ({ path, name: path.replace('../hooksModal/', ''), code }))
  .sort((a, b) => (a.path === FIRST ? -1 : b.path === FIRST ? 1 : a.name.localeCompare(b.name)))

/** "Build the whole modal yourself": the login modal on `@lobby/headless` hooks and plain HTML, live and in full. */
export function HooksModalGuide() {
  return (
    <article className="max-w-4xl">
      <h1 className="mb-4 text-3xl font-bold">Build the whole modal yourself</h1>
      <p className="mb-4">
        The CLI's screens are one way to draw the modal. This one uses nothing but <code>@lobby/headless</code> and
        plain HTML elements: <code>useLoginModal()</code> says which screen shows and hands each screen its texts and
        commands, so every rule of the flow (captcha, the steps after a login, errors, when the modal may close) stays
        in the SDK, and the markup is all yours. It runs below on the sandbox: email and SMS codes, OAuth in a popup,
        passkeys, the terms, the wallet made on login, the error screens and, once signed in, MFA enrollment and a
        message signed with the embedded wallet.
      </p>
      <SandboxApp slug="all-methods">
        <LiveHooksModal />
      </SandboxApp>
      <h2 className="mt-8 mb-2 text-xl font-semibold">The source, file by file</h2>
      {files.map((file) => (
        <section key={file.path} aria-label={file.name}>
          <h3 className="mt-6 font-mono text-sm font-semibold">{file.name}</h3>
          <CodeBlock code={file.code} />
        </section>
      ))}
    </article>
  )
}
