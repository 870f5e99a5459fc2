#!/usr/bin/env node
// What `npm install` brings into a host for a login modal: @lobby/headless (packed with
// `pnpm pack`, as publishing ships it) beside Privy and RainbowKit + wagmi, each with its
// required peers (the non-optional `peerDependencies`, at the ranges it declares) in an empty
// folder, the same npm and flags for all. Counts installed packages and bytes (the sum of file
// sizes under node_modules), and the same over a base a wagmi host already has (react,
// react-dom, viem, react-query). Needs the npm registry and a built @lobby/headless (`pnpm build`).
import { execFileSync } from 'node:child_process'
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))
const headless = join(here, '..', 'packages', 'headless')
/** The budget for Lobby with its required peers. */
const BUDGET = { packages: 40, bytes: 25_000_000 }

if (!existsSync(join(headless, 'dist', 'index.js'))) {
  console.error('install-size: @lobby/headless is not built. Run `pnpm build` first.')
  process.exit(1)
}

const run = (command, args, cwd) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe' })

/** `name@range` for each required peer of a manifest. */
function requiredPeers(manifest) {
  const optional = manifest.peerDependenciesMeta ?? {}
  return Object.entries(manifest.peerDependencies ?? {})
    .filter(([name]) => !optional[name]?.optional)
    .map(([name, range]) => `${name}@${range}`)
}

function registryManifest(name) {
  return JSON.parse(run('npm', ['view', name, 'name', 'version', 'peerDependencies', 'peerDependenciesMeta', '--json']))
}

/** Every package directory under node_modules, nested ones included. */
function countPackages(modules) {
  if (!existsSync(modules)) return 0
  let count = 0
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || !entry.isDirectory()) continue
    const dirs = entry.name.startsWith('@')
      ? readdirSync(join(modules, entry.name)).map((name) => join(modules, entry.name, name))
      : [join(modules, entry.name)]
    for (const dir of dirs) count += 1 + countPackages(join(dir, 'node_modules'))
  }
  return count
}

function bytesUnder(dir) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) total += bytesUnder(path)
    else if (entry.isFile()) total += lstatSync(path).size
  }
  return total
}

function measure(label, specs, root) {
  const app = join(root, label.replace(/\W+/g, '-').toLowerCase())
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'install-size-app', private: true }))
  run('npm', ['install', ...specs, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], app)
  const modules = join(app, 'node_modules')
  return {
    label,
    specs,
    packages: countPackages(modules),
    bytes: bytesUnder(modules),
  }
}

const root = mkdtempSync(join(tmpdir(), 'lobby-install-size-'))
try {
  run('pnpm', ['pack', '--pack-destination', root], headless)
  const tarball = readdirSync(root).find((name) => name.endsWith('.tgz'))
  const lobby = JSON.parse(readFileSync(join(headless, 'package.json'), 'utf8'))
  const stacks = [
    ['Lobby (@lobby/headless)', join(root, tarball), requiredPeers(lobby)],
    // viem is an optional peer that every wallet feature loads: what an app with wallets installs.
    [
      'Lobby with wallets (+ viem)',
      join(root, tarball),
      [...requiredPeers(lobby), `viem@${lobby.peerDependencies.viem}`],
    ],
    ['Privy (@privy-io/react-auth)', '@privy-io/react-auth', requiredPeers(registryManifest('@privy-io/react-auth'))],
    ['RainbowKit + wagmi', '@rainbow-me/rainbowkit', requiredPeers(registryManifest('@rainbow-me/rainbowkit'))],
  ]
  // What a React host that already uses wagmi has anyway: the "over" columns subtract it.
  const BASE = ['react', 'react-dom', 'viem', '@tanstack/react-query']
  process.stderr.write(`installing the base: ${BASE.join(' ')}\n`)
  const base = measure('base', BASE, root)
  const results = stacks.map(([label, main, peers]) => {
    const shown = main.endsWith('.tgz') ? 'the packed tarball' : main
    process.stderr.write(`installing ${label}: ${[shown, ...peers].join(' ')}\n`)
    const whole = measure(label, [main, ...peers], root)
    // The base too, so every stack's "over" subtracts the same packages.
    const named = new Set(peers.map((spec) => spec.replace(/(?<=.)@.*$/, '')))
    const rest = BASE.filter((name) => !named.has(name))
    const withBase = measure(`${label} on the base`, [main, ...peers, ...rest], root)
    return { ...whole, over: { packages: withBase.packages - base.packages, bytes: withBase.bytes - base.bytes } }
  })
  const mb = (bytes) => (bytes / 1e6).toFixed(1)
  console.log(
    `\nnpm ${run('npm', ['--version']).trim()}, node ${process.version}; MB = 10^6 bytes of files under node_modules\n`,
  )
  console.log(`base (${BASE.join(', ')}): ${base.packages} packages, ${(base.bytes / 1e6).toFixed(1)} MB\n`)
  console.log('| stack | with its required peers: packages | MB | over the base: packages | MB |')
  console.log('| --- | ---: | ---: | ---: | ---: |')
  for (const r of results) {
    console.log(`| ${r.label} | ${r.packages} | ${mb(r.bytes)} | ${r.over.packages} | ${mb(r.over.bytes)} |`)
  }
  const [own, withWallets] = results
  const verdict = (value, limit) => (value <= limit ? 'within' : 'OVER')
  console.log(
    `\nLobby budget with its required peers: ${own.packages} packages (${verdict(own.packages, BUDGET.packages)} ${BUDGET.packages}), ` +
      `${mb(own.bytes)} MB (${verdict(own.bytes, BUDGET.bytes)} ${mb(BUDGET.bytes)})`,
  )
  for (const r of results.slice(2)) {
    console.log(
      // Both peers ship wallets, so they are set beside Lobby with its wallets' viem.
      `${r.label}: ${(r.packages / withWallets.packages).toFixed(1)}× the packages, ${(r.bytes / withWallets.bytes).toFixed(1)}× the bytes of Lobby with wallets`,
    )
  }
} finally {
  rmSync(root, { recursive: true, force: true })
}
