import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { latestCode, type TestSandboxOptions } from '@lobby/sandbox/testing'
import { type Browser, chromium, type Page } from 'playwright-core'
import { createServer } from 'vite'
import { expect, inject } from 'vitest'
import { type DocsServer, type StackAddresses, type StackChains, startStackServers } from './stackServers.ts'

export { chromiumPath, launchBrowser } from './chromium.ts'
export { type DocsServer, startDocs, startLocalSandbox } from './stackServers.ts'

const docsRoot = fileURLToPath(new URL('..', import.meta.url))
export const artifactsDir = join(docsRoot, 'e2e', 'artifacts')

/**
 * The run's Chromium (`globalSetup.ts`), connected for this file: a fresh context per visit as
 * before, without a browser launch per file. Closing it disconnects and drops the file's contexts.
 */
export async function openBrowser(): Promise<Browser> {
  return chromium.connect(inject('lobbyBrowser'))
}

/** Keeps a screenshot of the current step as a test artifact. */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true })
  await page.screenshot({ path: join(artifactsDir, `${name}.png`) })
}

/**
 * Clicks a button whose page closes itself in answer (a provider popup handing back its result).
 * Playwright's click may still be settling when the page goes, and then reports the page closed:
 * that is the outcome asked for, so only an error while the page lives is one.
 */
export async function clickAndClose(popup: Page, selector: string): Promise<void> {
  const closed = popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close')
  await popup.click(selector).catch((error: unknown) => {
    if (!popup.isClosed()) throw error
  })
  await closed
}

export type LobbyStack = {
  browser: Browser
  docs: DocsServer
  sandboxUrl: string
  /** The sandbox's wallet frame origin (`RunningSandbox.frameUrl`), null when it serves none. */
  frameUrl: string | null
  /** The newest code the sandbox inbox holds for an email address or phone number. */
  latestCode(to: string): Promise<string>
  /** The sandbox's anvil chains and prefunded dev accounts; the run's shared sandbox always has them. */
  chains: StackChains | null
  close(): Promise<void>
}

export type LobbyStackOptions = {
  /**
   * Anvil chains: `true` for the sandbox's default chains, which the run's shared sandbox runs
   * anyway; a chain set of its own (`StartChainsOptions`) needs a sandbox of the file's own.
   */
  chains?: TestSandboxOptions['chains']
  /**
   * A sandbox and a docs server for this file alone, for a file that changes what others would
   * see (chains, emulator switches) or needs a chain set of its own. It costs a sandbox start and
   * a compile of the docs app.
   */
  ownSandbox?: boolean
}

/**
 * The run's Chromium, and a sandbox with the docs pointed at it, all on the URLs `npm start` prints
 * (`localhost`), so passkeys work as they do there. The sandbox and docs are the ones the whole
 * run shares (`globalSetup.ts`), already compiled by the files before: a file makes new users and
 * leaves the sandbox's switches as it found them. `ownSandbox` starts a pair for this file alone.
 */
export async function startLobbyStack(options: LobbyStackOptions = {}): Promise<LobbyStack> {
  if (typeof options.chains === 'object' && !options.ownSandbox) {
    throw new Error('A chain set of its own needs a sandbox of its own: pass ownSandbox: true with it.')
  }
  const shared = options.ownSandbox ? undefined : inject('lobbyStack')
  const [browser, servers] = await Promise.all([
    openBrowser(),
    shared ? { ...shared, close: async () => {} } : startStackServers(options.chains ? { chains: options.chains } : {}),
  ])
  return stackOf(browser, servers)
}

function stackOf(browser: Browser, servers: StackAddresses & { close(): Promise<void> }): LobbyStack {
  return {
    browser,
    docs: { url: servers.docsUrl, close: async () => {} },
    sandboxUrl: servers.sandboxUrl,
    frameUrl: servers.frameUrl,
    chains: servers.chains,
    latestCode: (to) => latestCode(servers.sandboxUrl, to),
    async close() {
      await browser.close()
      await servers.close()
    },
  }
}

export type FixtureServer = { url: string; close(): Promise<void> }

/**
 * Serves the page of docs/e2e/fixtures/<name> on a free loopback port, with the SDK from its
 * sources. `hostname: 'localhost'` where the page needs a secure context with an RP id (WebAuthn).
 */
export async function startFixture(name: string, options: { hostname?: string } = {}): Promise<FixtureServer> {
  const server = await createServer({
    configFile: false,
    root: join(docsRoot, 'e2e', 'fixtures', name),
    logLevel: 'error',
    resolve: {
      alias: [
        { find: /^@lobby\/headless\/core$/, replacement: join(docsRoot, '..', 'packages/headless/src/core/index.ts') },
        { find: /^@lobby\/headless\/viem$/, replacement: join(docsRoot, '..', 'packages/headless/src/viem.ts') },
      ],
    },
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, fs: { strict: false } },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error(`fixture ${name}: the server has no TCP address`)
  return { url: `http://${options.hostname ?? '127.0.0.1'}:${address.port}`, close: () => server.close() }
}

/**
 * The login modals the playground runs: the registry's block (the default) and the one the docs
 * build on `@lobby/headless` hooks alone (`?modal=hooks`). Modal e2e run their tests against each.
 */
export const LOGIN_MODALS = ['registry', 'hooks'] as const
export type LoginModalKind = (typeof LOGIN_MODALS)[number]

/** The playground's query parameter that picks `modal` (none for the default). */
export const modalQuery = (modal: LoginModalKind): string => (modal === 'hooks' ? '&modal=hooks' : '')

/** Logs in by email in the login modal on `page` as a user would: the address, then the code from the inbox. */
export async function signInByEmail(page: Page, stack: Pick<LobbyStack, 'latestCode'>, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Email address').press('Enter')
  await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
  const boxes = page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox')
  await boxes.first().click()
  await page.keyboard.type(await stack.latestCode(email))
}

/**
 * On the registry modal's playground: signs in by email as a new user, then opens 'Set up MFA' →
 * 'Passkey' → 'Add a new passkey' (the page needs a virtual authenticator); returns the email.
 */
export async function addPasskeyAsNewUser(
  page: Page,
  stack: Pick<LobbyStack, 'latestCode'>,
  tag: string,
): Promise<string> {
  const email = `${tag}-${Date.now()}@example.com`
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Email address').press('Enter')
  await page.getByText(`Please check ${email} for a code.`).waitFor({ timeout: 20_000 })
  await page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').first().click()
  await page.keyboard.type(await stack.latestCode(email))
  await expect
    .poll(() => page.getByTestId('session-status').textContent(), { timeout: 20_000 })
    .toBe(`Signed in as ${email}`)
  // At once, while 'Success!' still shows and the wallet made on login is still owed (A-4.21,
  // W-4.13): the screen the page opens stays, and the wallet is made without a screen.
  await page.getByRole('button', { name: 'Set up MFA' }).click()
  const chooser = page.locator('[data-slot="mfa-chooser-screen"]')
  await chooser.getByRole('heading', { name: 'Transaction Protection' }).waitFor({ timeout: 20_000 })
  await chooser.getByRole('button', { name: /Passkey/ }).click()
  const enrollment = page.locator('[data-slot="mfa-passkey-enrollment-screen"]')
  await enrollment.getByRole('button', { name: 'Add a new passkey' }).click()
  return email
}
