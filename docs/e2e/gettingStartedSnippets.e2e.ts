import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHeadless } from '../../cli/test/helpers/buildHeadless.ts'
import { buildTestRegistry } from '../../cli/test/helpers/buildTestRegistry.ts'
import { createHost, type HostTemplate } from '../../cli/test/helpers/createHost.ts'
import { nextBuild, nextStart } from '../../cli/test/helpers/nextHost.ts'
import { runHostTool, TOOLS } from '../../cli/test/helpers/runHostTool.ts'
import { runLobby } from '../../cli/test/helpers/runLobby.ts'
import {
  APP_ID_PLACEHOLDER,
  CLI_APP,
  CLI_COMMANDS,
  HEADLESS_APP,
  NEXT_PAGE,
  SANDBOX_API_URL,
} from '../src/pages/gettingStartedSnippets.ts'
import { type LobbyStack, startLobbyStack } from './harness.ts'

// What the getting-started pages print, pasted as printed into fresh hosts: the pages' snippets
// are the constants imported above, so a snippet that stops working fails here.

const SLUG = 'all-methods'

let registry: ReturnType<typeof buildTestRegistry>
let headless: string
let stack: LobbyStack
let appId: string
const disposers: Array<() => unknown> = []

beforeAll(async () => {
  registry = buildTestRegistry()
  headless = buildHeadless()
  stack = await startLobbyStack()
  const apps = (await (await fetch(`${stack.sandboxUrl}/_sandbox/apps`)).json()) as Array<{ id: string; slug: string }>
  appId = apps.find((app) => app.slug === SLUG)?.id ?? ''
}, 180_000)

afterAll(async () => {
  for (const dispose of disposers.reverse()) await dispose()
  await stack?.close()
  rmSync(registry.dir, { recursive: true, force: true })
  rmSync(headless, { recursive: true, force: true })
})

/** A snippet as a reader pastes it: the placeholders replaced by the test sandbox's app and URL. */
function pasted(snippet: string): string {
  if (!appId) throw new Error(`the sandbox has no app "${SLUG}"`)
  return snippet.replaceAll(APP_ID_PLACEHOLDER, appId).replaceAll(SANDBOX_API_URL, stack.sandboxUrl)
}

/** `npx @lobby/cli@0.1.0 <args>` as printed, run in the host on the local registry build. */
async function runPrinted(root: string, command: string): Promise<void> {
  const [npx, pkg, ...args] = command.split(' ')
  // Our scoped package at the CLI's version: `npx lobby` would fetch the unscoped `lobby`, not ours.
  expect([npx, pkg]).toEqual(['npx', '@lobby/cli@0.1.0'])
  const argv = args[0] === 'init' ? [...args, '--registry', registry.dir] : args
  const run = await runLobby(root, argv)
  expect(run.code, run.err).toBe(0)
  // Nothing to install: the templates declare every package the items need.
  expect(run.execs).toEqual([])
}

/** A fresh host from `template` with the modal added as the CLI page says. */
async function hostWithModal(template: HostTemplate): Promise<string> {
  const host = createHost(template, { headless })
  disposers.push(host.dispose)
  await runPrinted(host.root, CLI_COMMANDS.init)
  await runPrinted(host.root, CLI_COMMANDS.add)
  return host.root
}

async function viteBuildAndPreview(root: string): Promise<string> {
  const tsc = runHostTool(root, TOOLS.tsc, ['-p', 'tsconfig.app.json'])
  expect(tsc.code, tsc.output).toBe(0)
  const build = runHostTool(root, TOOLS.vite, ['build', '--logLevel', 'warn'])
  expect(build.code, build.output).toBe(0)
  const server: PreviewServer = await preview({
    root,
    configFile: false,
    logLevel: 'error',
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
  })
  disposers.push(() => server.close())
  const address = server.httpServer.address()
  if (!address || typeof address === 'string') throw new Error('the preview server has no TCP address')
  return `http://127.0.0.1:${address.port}`
}

async function openPage(url: string): Promise<Page> {
  const page = await stack.browser.newPage()
  disposers.push(() => page.close())
  await page.goto(url)
  return page
}

/** The modal of the CLI snippet: its button opens the landing screen, with the app's methods loaded. */
async function expectModalLanding(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.getByRole('dialog').getByLabel('Email address').waitFor({ timeout: 20_000 })
}

/** The headless snippet's login: the address, the code from the sandbox inbox, signed in. */
async function expectHeadlessLogin(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address').fill(email)
  await page.getByRole('button', { name: 'Send code' }).click()
  const boxes = page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox')
  await boxes.first().waitFor({ timeout: 20_000 })
  await boxes.first().click()
  const [latest] = (await (
    await fetch(`${stack.sandboxUrl}/_sandbox/inbox?to=${encodeURIComponent(email)}`)
  ).json()) as [{ code: string }]
  await page.keyboard.type(latest.code)
  await page.getByText(/^Signed in as /).waitFor({ timeout: 20_000 })
}

/** A server component (no 'use client') that reads a constant of the core entry: the default landing header. */
const SERVER_PAGE = `import { DEFAULT_LANDING_HEADER } from '@lobby/headless/core'
import type { Metadata } from 'next'

export const metadata: Metadata = { title: DEFAULT_LANDING_HEADER }

export default function ServerPage() {
  return <h1 data-testid="landing-header">{DEFAULT_LANDING_HEADER}</h1>
}
`

describe('the getting-started snippets, pasted as printed into fresh hosts', () => {
  it('A-1.01 "Start with the CLI screens" in a Vite host: lobby init, lobby add lobby-modal and the printed App type-check and build, and its button opens the modal on the landing screen', async () => {
    const root = await hostWithModal('vite-react-ts-tailwind4')
    writeFileSync(join(root, 'src/App.tsx'), pasted(CLI_APP))
    const page = await openPage(await viteBuildAndPreview(root))
    await expectModalLanding(page)
  }, 240_000)

  it('A-1.01 "Start with headless hooks" in a Vite host: the printed App type-checks and builds, shows the email field, and logs in with the emailed code', async () => {
    const host = createHost('vite-react-ts-tailwind4', { headless })
    disposers.push(host.dispose)
    writeFileSync(join(host.root, 'src/App.tsx'), pasted(HEADLESS_APP))
    const page = await openPage(await viteBuildAndPreview(host.root))
    await expectHeadlessLogin(page, 'snippet-vite@example.com')
  }, 240_000)

  it('A-1.01 both snippets in one Next.js App Router host: next build, then under next start the CLI page shows the landing screen, the headless page logs in, and a server page reads a core constant as a plain value', async () => {
    const root = await hostWithModal('next-app-router')
    writeFileSync(join(root, 'app/App.tsx'), pasted(CLI_APP))
    writeFileSync(join(root, 'app/page.tsx'), NEXT_PAGE)
    mkdirSync(join(root, 'app/headless'))
    writeFileSync(join(root, 'app/headless/App.tsx'), pasted(HEADLESS_APP))
    writeFileSync(join(root, 'app/headless/page.tsx'), NEXT_PAGE)
    // The one Next build of the suite also proves what the CLI page says of server components:
    // @lobby/headless/core has no 'use client', so a constant there is a value, not a client reference.
    mkdirSync(join(root, 'app/server'))
    writeFileSync(join(root, 'app/server/page.tsx'), SERVER_PAGE)
    const build = nextBuild(root)
    expect(build.code, build.output).toBe(0)
    const server = await nextStart(root)
    disposers.push(server.close)
    const { url } = server
    await expectModalLanding(await openPage(url))
    await expectHeadlessLogin(await openPage(`${url}/headless`), 'snippet-next@example.com')
    const serverPage = await openPage(`${url}/server`)
    expect(await serverPage.title()).toBe('Log in or sign up')
    expect(await serverPage.getByTestId('landing-header').textContent()).toBe('Log in or sign up')
  }, 480_000)
})
