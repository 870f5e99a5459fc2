import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type RunningSandbox, startSandbox } from '@lobby/sandbox'
import type { Browser } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distIsFresh } from '../../cli/test/helpers/buildHeadless.ts'
import { buildTestRegistry } from '../../cli/test/helpers/buildTestRegistry.ts'
import { CLI_NODE_MODULES, createHost } from '../../cli/test/helpers/createHost.ts'
import { runHostTool, TOOLS } from '../../cli/test/helpers/runHostTool.ts'
import { runLobby } from '../../cli/test/helpers/runLobby.ts'
import { launchBrowser } from '../../docs/e2e/harness.ts'
import { APP_ID_PLACEHOLDER, CLI_APP, SANDBOX_API_URL } from '../../docs/src/pages/gettingStartedSnippets.ts'

// The registry as a host meets it once it is hosted: served over HTTP, named in components.json by
// `lobby init`, and installed with shadcn's own CLI by its namespaced name, with nothing from
// shadcn's site. One host for the file: the build and the browser take most of its time.

const HEADLESS = fileURLToPath(new URL('../../packages/headless', import.meta.url))

let registry: ReturnType<typeof buildTestRegistry>
let registryServer: Server
let registryUrl: string
let packed: string
let sandbox: RunningSandbox
let browser: Browser
const disposers: Array<() => unknown> = []

/** Serves the built registry at /r, as the docs site serves registry/public. */
function serveRegistry(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    const file = normalize(join(dir, path.replace(/^\/r\//, '')))
    if (!path.startsWith('/r/') || !file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(readFileSync(file))
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/r` })
    })
  })
}

function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 180_000 })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`)
}

/**
 * The workspace's pinned shadcn CLI, as `npx shadcn` runs it. Not spawnSync: the registry server
 * lives in this process and must answer while shadcn runs.
 */
function shadcn(root: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(CLI_NODE_MODULES, TOOLS.shadcn), ...args], {
    cwd: root,
    env: { ...process.env, NO_COLOR: '1', CI: '1' },
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })))
}

/** @lobby/headless packed as publishing ships it (`pnpm pack`), from a build of the current sources. */
function packHeadless(): string {
  if (!distIsFresh()) run('pnpm', ['--filter', '@lobby/headless', 'build'], HEADLESS)
  const dir = mkdtempSync(join(tmpdir(), 'lobby-headless-packed-'))
  disposers.push(() => rmSync(dir, { recursive: true, force: true }))
  run('pnpm', ['pack', '--pack-destination', dir], HEADLESS)
  const tarball = readdirSync(dir).find((name) => name.endsWith('.tgz'))
  if (!tarball) throw new Error('pnpm pack wrote no tarball')
  return join(dir, tarball)
}

/**
 * What the package manager does with `lobby init --headless <tgz>`, without the network: the
 * tarball unpacked as the host's node_modules/@lobby/headless, its dependencies and peers taken
 * from the workspace's install.
 */
function unpackHeadless(tarball: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'lobby-headless-installed-'))
  disposers.push(() => rmSync(dir, { recursive: true, force: true }))
  run('tar', ['-xzf', tarball, '-C', dir], dir)
  symlinkSync(join(HEADLESS, 'node_modules'), join(dir, 'package', 'node_modules'), 'dir')
  return join(dir, 'package')
}

beforeAll(async () => {
  registry = buildTestRegistry()
  packed = packHeadless()
  let served: Awaited<ReturnType<typeof serveRegistry>>
  ;[served, sandbox, browser] = await Promise.all([
    serveRegistry(registry.dir),
    startSandbox({ port: 0 }),
    launchBrowser(),
  ])
  registryServer = served.server
  registryUrl = served.url
}, 300_000)

afterAll(async () => {
  for (const dispose of disposers.reverse()) await dispose()
  await browser?.close()
  await sandbox?.close()
  await new Promise((resolve) => registryServer?.close(resolve))
  rmSync(registry.dir, { recursive: true, force: true })
})

async function previewBuild(root: string): Promise<string> {
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

describe('the registry hosted over HTTP, installed with shadcn', () => {
  it('A-1.01 `npx shadcn add @lobby/lobby-modal` in a fresh Vite + Tailwind v4 host, on the registries entry `lobby init` wrote, with the packed @lobby/headless: the host type-checks, builds and opens the modal on its landing screen', async () => {
    const host = createHost('vite-react-ts-tailwind4', { headless: unpackHeadless(packed) })
    disposers.push(host.dispose)

    const init = await runLobby(host.root, ['init', '--registry', `${registryUrl}/registry.json`, '--headless', packed])
    expect(init.code, init.err).toBe(0)
    expect(init.execs).toEqual([['npm', 'i', `file:${packed}`]])
    const components = JSON.parse(readFileSync(join(host.root, 'components.json'), 'utf8'))
    expect(components.registries).toEqual({ '@lobby': `${registryUrl}/{name}.json` })

    const add = await shadcn(host.root, ['add', '@lobby/lobby-modal', '--yes'])
    expect(add.code, add.output).toBe(0)
    for (const file of ['blocks/lobby-modal.tsx', 'screens/landing-screen.tsx', 'ui/button.tsx']) {
      expect(existsSync(join(host.root, 'src/components/lobby', file)), `${file}\n${add.output}`).toBe(true)
    }
    expect(existsSync(join(host.root, 'src/lib/utils.ts'))).toBe(true)

    const appId = sandbox.sandbox.apps['all-methods']?.id
    if (!appId) throw new Error('the sandbox has no all-methods app')
    writeFileSync(
      join(host.root, 'src/App.tsx'),
      CLI_APP.replaceAll(APP_ID_PLACEHOLDER, appId).replaceAll(SANDBOX_API_URL, sandbox.url),
    )
    const tsc = runHostTool(host.root, TOOLS.tsc, ['-p', 'tsconfig.app.json'])
    expect(tsc.code, tsc.output).toBe(0)
    const build = runHostTool(host.root, TOOLS.vite, ['build', '--logLevel', 'warn'])
    expect(build.code, build.output).toBe(0)

    const page = await browser.newPage()
    disposers.push(() => page.close())
    await page.goto(await previewBuild(host.root))
    await page.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.locator('[data-slot="landing-screen"]').waitFor({ timeout: 20_000 })
    await dialog.getByLabel('Email address').waitFor({ timeout: 20_000 })
  }, 300_000)
})
