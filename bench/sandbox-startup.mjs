#!/usr/bin/env node
// Start-up time of the sandbox as a user's test suite meets it: each run is a fresh Node process
// (as a test file's worker is) that imports `@lobby/sandbox/testing`, starts a sandbox with chains
// off (startTestSandbox: in memory, free ports), loads the wallet frame's script once (what the
// first page with an embedded wallet waits for), makes the first API call of a login (the app's
// config, whose routes load on that call), and stops it. Prints the median of each step.
//   node bench/sandbox-startup.mjs [--runs 7]
import { spawn } from 'node:child_process'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

const here = dirname(fileURLToPath(import.meta.url))
const KIT = pathToFileURL(join(here, '..', 'packages', 'sandbox', 'src', 'testing', 'index.ts')).href

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } })
const runs = Math.min(Math.max(Number(values.runs) || 7, 1), 50)

// One run, in the child: the sandbox runs from its TypeScript sources (tsx), as its bin does.
const CHILD = `
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000 }
const t0 = performance.now()
const { register } = await import('tsx/esm/api')
register()
const { startTestSandbox } = await import(${JSON.stringify(KIT)})
const t1 = performance.now()
const sandbox = await startTestSandbox()
const t2 = performance.now()
const readyCpu = cpu()
const frame = await fetch(sandbox.frameUrl + '/_frame/wallet-frame.js')
if (!frame.ok) throw new Error('the wallet frame script answered ' + frame.status)
await frame.text()
const t3 = performance.now()
const callCpu = cpu()
const app = await fetch(sandbox.url + '/api/v1/apps/' + sandbox.appId(), { headers: { 'privy-app-id': sandbox.appId() } })
if (!app.ok) throw new Error('the app config answered ' + app.status)
await app.text()
const t4 = performance.now()
const firstCallCpu = cpu() - callCpu
await sandbox.close()
const t5 = performance.now()
console.log(JSON.stringify({ import: t1 - t0, start: t2 - t1, frame: t3 - t2, firstCall: t4 - t3, firstCallCpu, close: t5 - t4, ready: t2 - t0, readyCpu }))
`

function runOnce() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
      cwd: join(here, '..', 'packages', 'sandbox'),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.once('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? ''
      if (code === 0 && line.startsWith('{')) resolve(JSON.parse(line))
      else reject(new Error(`a start-up run failed (exit ${code}):\n${out}${err}`))
    })
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

// The box is shared: the load before and after the runs says how far the wall times stretched.
const loadBefore = loadavg()[0].toFixed(1)
const results = []
for (let run = 1; run <= runs; run++) {
  const result = await runOnce()
  results.push(result)
  console.log(
    `run ${run}/${runs}: ready ${Math.round(result.ready)} ms (import ${Math.round(result.import)}, startTestSandbox ${Math.round(result.start)}; CPU ${Math.round(result.readyCpu)} ms), first frame script ${Math.round(result.frame)} ms, first app config call ${Math.round(result.firstCall)} ms`,
  )
}
const row = (name, key) =>
  `| ${name.padEnd(42)} | ${`${Math.round(median(results.map((r) => r[key])))} ms`.padStart(9)} |`
// Wall times stretch with the machine's load; the CPU time of the process hardly does.
const loadAfter = loadavg()[0].toFixed(1)
console.log(
  `\nSandbox start-up, chains off, median of ${runs} fresh processes (load average ${loadBefore} before, ${loadAfter} after, on ${cpus().length} cores):\n`,
)
console.log(`| ${'step'.padEnd(42)} | ${'median'.padStart(9)} |`)
console.log(`| ${'-'.repeat(42)} | ${'-'.repeat(8)}: |`)
console.log(row('import @lobby/sandbox/testing', 'import'))
console.log(row('startTestSandbox() until it listens', 'start'))
console.log(row('ready (import + start)', 'ready'))
console.log(row('CPU time of the process until ready', 'readyCpu'))
console.log(row('first GET of the wallet frame script', 'frame'))
console.log(row('first API call, GET /api/v1/apps/:id', 'firstCall'))
console.log(row('CPU time of that first API call', 'firstCallCpu'))
console.log(row('close()', 'close'))
