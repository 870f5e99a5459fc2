#!/usr/bin/env node
// Sustained logins per second of the sandbox: each of N concurrent clients loops through an
// email login (passwordless/init, read the code from the inbox, passwordless/authenticate)
// then one session refresh, over loopback HTTP. Prints logins/s and p50 / p99 latencies.
// Bounded in time (--seconds) and count (--max); it only ever talks to 127.0.0.1: it starts
// its own sandbox on a free port with a throw-away data directory, or uses --url when that
// is a 127.0.0.1 address. The sandbox it starts runs with --no-rate-limits: every client calls
// from 127.0.0.1, which the per-IP code limits would otherwise stop after 60 logins a minute;
// a sandbox given with --url needs that flag too.
// --database-url runs the sandbox it starts on that PostgreSQL server (loopback only) instead of PGlite.
//   node bench/sandbox-logins.mjs [--clients 50] [--seconds 15] [--max 20000] [--url http://127.0.0.1:8787]
//                                 [--database-url postgres://user@127.0.0.1:5432/db]
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const here = dirname(fileURLToPath(import.meta.url))
const BIN = join(here, '..', 'packages', 'sandbox', 'bin', 'lobby-sandbox.mjs')
const APP_ID = 'lobbysandboxallmethods001' // all-methods, from packages/sandbox/src/apps/apps.json

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '15' },
    max: { type: 'string', default: '20000' },
    url: { type: 'string' },
    'database-url': { type: 'string' },
  },
})
const clients = Math.min(Math.max(Number(values.clients) || 50, 1), 500)
const seconds = Math.min(Math.max(Number(values.seconds) || 15, 1), 300)
const max = Math.min(Math.max(Number(values.max) || 20000, 1), 1_000_000)

if (values.url && new URL(values.url).hostname !== '127.0.0.1') {
  console.error('sandbox-logins: --url must be a http://127.0.0.1:<port> address; the bench targets loopback only.')
  process.exit(2)
}

const databaseUrl = values['database-url'] ?? ''
if (databaseUrl && !['127.0.0.1', 'localhost'].includes(new URL(databaseUrl).hostname)) {
  console.error('sandbox-logins: --database-url must point at a PostgreSQL server on 127.0.0.1.')
  process.exit(2)
}

function startSandbox() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-bench-sandbox-'))
  const child = spawn(process.execPath, [BIN, '--port', '0', '--data', dataDir, '--no-rate-limits'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the sandbox did not start within 60 s:\n${output}`))
    }, 60_000)
    const onData = (chunk) => {
      output += chunk
      const match = output.match(/listening on (http:\/\/127\.0\.0\.1:\d+)/)
      if (match) {
        clearTimeout(timer)
        resolve({
          url: match[1],
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                rmSync(dataDir, { recursive: true, force: true })
                done()
              })
              child.kill('SIGTERM')
            }),
        })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the sandbox exited with ${code}:\n${output}`))
    })
  })
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const fmt = (ms) => `${ms.toFixed(1)} ms`

async function main() {
  const sandbox = values.url ? { url: values.url.replace(/\/$/, ''), stop: async () => {} } : await startSandbox()
  const headers = { 'content-type': 'application/json', 'privy-app-id': APP_ID, 'privy-client': 'lobby-js:1.79.1' }
  const post = async (path, body) => {
    const res = await fetch(`${sandbox.url}/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
    const json = await res.json()
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`)
    return json
  }
  const timings = { login: [], init: [], inbox: [], authenticate: [], refresh: [] }
  const timed = async (name, work) => {
    const started = performance.now()
    const result = await work()
    timings[name].push(performance.now() - started)
    return result
  }

  let started = 0
  let done = 0
  let failures = 0
  const deadline = performance.now() + seconds * 1000
  const run = async (clientIndex) => {
    while (performance.now() < deadline && started < max) {
      const n = started++
      const email = `bench-${process.pid}-${clientIndex}-${n}@example.com`
      try {
        const t0 = performance.now()
        await timed('init', () => post('/passwordless/init', { email }))
        const code = await timed('inbox', async () => {
          const res = await fetch(`${sandbox.url}/_sandbox/inbox?to=${encodeURIComponent(email)}`)
          return (await res.json())[0].code
        })
        const auth = await timed('authenticate', () => post('/passwordless/authenticate', { email, code }))
        await timed('refresh', () => post('/sessions', { refresh_token: auth.refresh_token }))
        timings.login.push(performance.now() - t0)
        done++
      } catch (error) {
        failures++
        if (failures <= 3) console.error(`login failed: ${error.message}`)
      }
    }
  }

  const store = values.url ? 'a running sandbox' : databaseUrl ? 'PostgreSQL' : 'PGlite'
  console.log(`sandbox-logins: ${clients} clients for up to ${seconds} s or ${max} logins, ${store} at ${sandbox.url}`)
  const t0 = performance.now()
  try {
    await Promise.all(Array.from({ length: clients }, (_, i) => run(i)))
  } finally {
    await sandbox.stop()
  }
  const elapsed = (performance.now() - t0) / 1000
  console.log(`logins completed   ${done} in ${elapsed.toFixed(1)} s (${failures} failed)`)
  console.log(`logins per second  ${(done / elapsed).toFixed(1)}`)
  console.log('latency            p50        p99')
  for (const [name, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b)
    console.log(`  ${name.padEnd(16)} ${fmt(percentile(sorted, 50)).padEnd(10)} ${fmt(percentile(sorted, 99))}`)
  }
  if (failures > 0) process.exitCode = 1
}

main().catch((error) => {
  console.error(`sandbox-logins: ${error.message}`)
  process.exit(1)
})
