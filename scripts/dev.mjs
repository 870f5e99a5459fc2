#!/usr/bin/env node
// `npm start`: the sandbox and the docs site together, with their URLs once both answer.
import { spawn, spawnSync } from 'node:child_process'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { START_HOSTNAME, startUrl } from './startUrls.mjs'

const SANDBOX_PORT = Number(process.env.LOBBY_SANDBOX_PORT ?? 8787)
const DOCS_PORT = Number(process.env.LOBBY_DOCS_PORT ?? 5173)
const sandboxUrl = startUrl(SANDBOX_PORT)
const docsUrl = startUrl(DOCS_PORT)

/** True when a server answers on [::1]:`port`; false when refused, or when the machine has no IPv6. */
function answersOnIpv6Loopback(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '::1', port })
    const settle = (answered) => {
      socket.destroy()
      resolve(answered)
    }
    socket.once('connect', () => settle(true))
    socket.once('error', () => settle(false))
    socket.setTimeout(1000, () => settle(false))
  })
}

// The servers listen on 127.0.0.1, but a browser tries `localhost` on ::1 first: another server
// there on one of our ports (say another app's Vite on localhost:5173) would get our URLs' visits.
const ports = [DOCS_PORT, SANDBOX_PORT, SANDBOX_PORT + 1]
for (const port of ports) {
  if (await answersOnIpv6Loopback(port)) {
    console.error(
      `Another server answers on [::1]:${port}, where a browser opening ${startUrl(port)} would land: stop it, or pick other ports with LOBBY_DOCS_PORT / LOBBY_SANDBOX_PORT (the wallet frame takes the sandbox port + 1).`,
    )
    process.exit(1)
  }
}

// The sandbox runs on @lobby/headless's built core (its wire schemas), so build it first.
const built = spawnSync('pnpm', ['--filter', '@lobby/headless', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
if (built.status !== 0) {
  console.error('Building @lobby/headless failed: see the messages above.')
  process.exit(1)
}

const children = [
  spawn(
    process.execPath,
    ['packages/sandbox/bin/lobby-sandbox.mjs', '--port', String(SANDBOX_PORT), '--host', START_HOSTNAME],
    { stdio: 'inherit' },
  ),
  // Vite's own banner would name the address it listens on (127.0.0.1): only this script's URLs print.
  spawn(
    'pnpm',
    ['--filter', '@lobby/docs', 'exec', 'vite', '--port', String(DOCS_PORT), '--strictPort', '--logLevel', 'warn'],
    { stdio: 'inherit', env: { ...process.env, VITE_LOBBY_SANDBOX_URL: sandboxUrl } },
  ),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error('A service stopped; stopping the others. See its message above.')
      stop(code || 1)
    }
  })
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function waitFor(url) {
  for (let i = 0; i < 600 && !stopping; i++) {
    try {
      const res = await fetch(url)
      if (res.ok) return true
    } catch {}
    await sleep(100)
  }
  return false
}

/** The wallet frame's origin the sandbox answers in its health check (a second port), if any. */
async function frameUrlOf(url) {
  try {
    const { frameUrl } = await (await fetch(`${url}/_sandbox/health`)).json()
    return typeof frameUrl === 'string' ? frameUrl : null
  } catch {
    return null
  }
}

if ((await waitFor(`${sandboxUrl}/_sandbox/health`)) && (await waitFor(docsUrl))) {
  const frameUrl = await frameUrlOf(sandboxUrl)
  console.log(`
  Lobby is running
    docs       ${docsUrl}
    playground ${docsUrl}/playground
    sandbox    ${sandboxUrl}/api/v1
    inbox      ${sandboxUrl}/_sandbox/inbox${frameUrl ? `\n    wallet     ${frameUrl} (the embedded-wallet frame's origin)` : ''}
  Press Ctrl+C to stop.
`)
}
