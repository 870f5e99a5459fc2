// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distIsFresh } from '../../../cli/test/helpers/buildHeadless.ts'

const pkgDir = fileURLToPath(new URL('..', import.meta.url))
/** The required peers, at the versions our own tests run with (the tested ranges start there). */
const REQUIRED_PEERS = ['react', '@tanstack/react-query']

function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 150_000 })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  }
  return result.stdout
}

function installedVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(pkgDir, 'node_modules', name, 'package.json'), 'utf8'))
  return (manifest as { version: string }).version
}

function peerSpecs(names: string[]): string[] {
  return names.map((name) => `${name}@${installedVersion(name)}`)
}

/** Adds packages to the app from pnpm's store when the workspace is installed: no network on a warm machine. */
function add(app: string, specs: string[]) {
  run(
    'pnpm',
    [
      'add',
      ...specs,
      '--prefer-offline',
      '--ignore-scripts',
      '--config.auto-install-peers=false',
      '--config.strict-peer-dependencies=false',
    ],
    app,
  )
}

/** Runs a script in the app with plain Node: CommonJS by default, or ESM. */
function node(app: string, script: string, type: 'commonjs' | 'module' = 'commonjs') {
  return spawnSync(process.execPath, [`--input-type=${type}`, '-e', script], { cwd: app, encoding: 'utf8' })
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => join(entry.parentPath, entry.name))
}

const USE_CLIENT = /^\s*['"]use client['"]/

/**
 * @lobby/headless as a host gets it: packed with `pnpm pack` (what publishing ships) and installed
 * with its required peers into an empty app, no optional peer.
 */
describe('the packed @lobby/headless installed in an empty app', () => {
  let root: string
  let app: string

  beforeAll(() => {
    // CI builds before the tests; a stale local dist is rebuilt the way CI builds it.
    if (!distIsFresh()) run('pnpm', ['--filter', '@lobby/headless', 'build'], pkgDir)
    root = mkdtempSync(join(tmpdir(), 'lobby-packed-'))
    run('pnpm', ['pack', '--pack-destination', root], pkgDir)
    const tarball = readdirSync(root).find((name) => name.endsWith('.tgz'))
    if (!tarball) throw new Error('pnpm pack wrote no tarball')
    app = join(root, 'app')
    mkdirSync(app)
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'lobby-packed-app', private: true }))
    add(app, [join(root, tarball), ...peerSpecs(REQUIRED_PEERS)])
  }, 300_000)

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true })
  })

  it("require('@lobby/headless/core') works from CommonJS (Node 20.19+ requires ESM) and returns real values", () => {
    const result = node(
      app,
      `const core = require('@lobby/headless/core')
       console.log(JSON.stringify({ kinds: core.LOBBY_ERROR_KINDS, client: typeof core.createLobbyClient }))`,
    )
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({
      kinds: ['api_error', 'client_error', 'connector_error', 'wallet_error', 'provider_error'],
      client: 'function',
    })
    // The main entry resolves through the same `default` condition.
    expect(node(app, `console.log(typeof require('@lobby/headless').LobbyProvider)`).stdout.trim()).toBe('function')
  })

  it("server code importing @lobby/headless/core gets the real module: no file of the core entry says 'use client'", () => {
    const coreEntry = node(app, `console.log(require.resolve('@lobby/headless/core'))`).stdout.trim()
    const dist = dirname(coreEntry)
    const coreFiles = [coreEntry, ...files(join(dist, 'core'))]
    expect(coreFiles.length).toBeGreaterThan(10)
    expect(coreFiles.filter((file) => USE_CLIENT.test(readFileSync(file, 'utf8')))).toEqual([])
    // The hooks' entry is the client boundary.
    expect(readFileSync(join(dist, 'index.js'), 'utf8')).toMatch(USE_CLIENT)
    const result = node(
      app,
      `const { LOBBY_ERROR_KINDS, isLobbyError } = await import('@lobby/headless/core')
       console.log(JSON.stringify([LOBBY_ERROR_KINDS.length, typeof isLobbyError]))`,
      'module',
    )
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual([5, 'function'])
  })

  it('installs no frame-only code and no optional peer: WalletConnect, the Coinbase Wallet SDK, Solana web3.js, viem, shamir-secret-sharing stay out', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules', '@lobby', 'headless', 'package.json'), 'utf8'))
    expect(Object.keys(manifest.dependencies)).not.toEqual(
      expect.arrayContaining([
        'shamir-secret-sharing',
        '@scure/bip39',
        '@walletconnect/ethereum-provider',
        '@coinbase/wallet-sdk',
      ]),
    )
    expect(manifest.peerDependenciesMeta).toMatchObject({
      '@walletconnect/ethereum-provider': { optional: true },
      '@coinbase/wallet-sdk': { optional: true },
      '@solana/web3.js': { optional: true },
      viem: { optional: true },
    })
    const store = readdirSync(join(app, 'node_modules', '.pnpm'))
    expect(
      store.filter((name) =>
        /^(@walletconnect\+|@coinbase\+wallet-sdk@|@solana\+web3\.js@|viem@|ox@|shamir-secret-sharing@)/.test(name),
      ),
    ).toEqual([])
  })

  it('no shipped file imports an optional peer, so a bundler that resolves every import (Vite, Rollup) builds an app without them', () => {
    const dist = join(app, 'node_modules', '@lobby', 'headless', 'dist')
    const importing = files(dist).filter((file) =>
      /(import\s*\(|from\s*)['"](@walletconnect\/ethereum-provider|@coinbase\/wallet-sdk|@solana\/web3\.js|viem(\/[\w-]+)?)['"]/.test(
        readFileSync(file, 'utf8'),
      ),
    )
    // Only the `@lobby/headless/viem` entry, which a host imports in its own loader once it has viem.
    expect(importing.map((file) => file.slice(dist.length + 1))).toEqual(['viem.js'])
  })

  it('W-8.10 choosing WalletConnect there names the package to install', () => {
    const result = node(
      app,
      `const { createWalletConnectConnector } = await import('@lobby/headless/core')
       const connector = createWalletConnectConnector({ projectId: 'p', chainIds: [1] })
       const error = await connector.getProvider().then(() => null, (e) => e)
       console.log(JSON.stringify({ code: error?.code, text: error?.shortMessage, cause: error?.cause?.code }))`,
      'module',
    )
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({
      code: 'wallet.connect_failed',
      text: 'WalletConnect is not installed in this app: install @walletconnect/ethereum-provider.',
      cause: 'ERR_MODULE_NOT_FOUND',
    })
  })

  it('W-1.01 W-8.10 choosing Coinbase Smart Wallet there names its SDK to install', () => {
    const result = node(
      app,
      `const { createCoinbaseSmartWalletConnector } = await import('@lobby/headless/core')
       const connector = createCoinbaseSmartWalletConnector({ app: () => ({ name: 'app' }) })
       const error = await connector.getProvider().then(() => null, (e) => e)
       console.log(JSON.stringify({ code: error?.code, text: error?.shortMessage }))`,
      'module',
    )
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual({
      code: 'wallet.connect_failed',
      text: 'Coinbase Smart Wallet is not installed in this app: install @coinbase/wallet-sdk.',
    })
  })

  it('without viem, a wallet action says to install it and pass the loader; the login entry points load', () => {
    const result = node(
      app,
      `const { loadViem, createLobbyClient } = await import('@lobby/headless/core')
       createLobbyClient({ appId: 'clz0abcdefghijklmnopqrstu', apiUrl: 'http://127.0.0.1:9', storage: null })
       const error = await loadViem().then(() => null, (e) => e)
       console.log(JSON.stringify({ code: error?.code, text: error?.shortMessage, next: error?.nextStep }))`,
      'module',
    )
    expect(result.stderr).toBe('')
    const error = JSON.parse(result.stdout) as { code: string; text: string; next: string }
    expect(error.code).toBe('viem.not_installed')
    expect(error.text).toBe('Wallet features need viem, which this app has not set up.')
    expect(error.next).toContain('npm install viem')
    expect(error.next).toContain("loadViem={() => import('@lobby/headless/viem')}")
  })

  it("once the app installs viem, the host's loader and Node's own resolution both load it", () => {
    add(app, peerSpecs(['viem']))
    const result = node(
      app,
      `const { loadViem, setViemLoader } = await import('@lobby/headless/core')
       const byName = await loadViem()
       let called = 0
       setViemLoader(() => { called++; return import('@lobby/headless/viem') })
       const viaLoader = await loadViem()
       console.log(JSON.stringify([typeof byName.createSiweMessage, typeof viaLoader.createPublicClient, called]))`,
      'module',
    )
    expect(result.stderr).toBe('')
    expect(JSON.parse(result.stdout)).toEqual(['function', 'function', 1])
  }, 150_000)
})
