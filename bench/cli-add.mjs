#!/usr/bin/env node
// Median wall time of `lobby add <screen>` on a Vite host with nothing to install, the way a
// developer runs it (a fresh `lobby` process each time). A figure to report, never asserted in
// a test. Peer: shadcn's CLI took a median of about 1.7 s to add a local item on our machines
// (docs: TOOLCHAIN.md). Usage: node bench/cli-add.mjs [item] [--runs N]
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const repo = fileURLToPath(new URL('..', import.meta.url))
const bin = join(repo, 'cli/bin/lobby.mjs')
const template = join(repo, 'cli/test/templates/vite-react-ts-tailwind4')
const SHADCN_LOCAL_ADD_MS = 1700
const BUDGET_MS = 600

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '15' } },
  allowPositionals: true,
})
const runs = Number(values.runs)

function lobby(cwd, args) {
  const started = performance.now()
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  })
  const ms = performance.now() - started
  if (result.status !== 0) {
    console.error(`cli-add: \`lobby ${args.join(' ')}\` failed:\n${result.stdout}${result.stderr}`)
    process.exit(1)
  }
  return { ms, out: result.stdout }
}

const host = mkdtempSync(join(tmpdir(), 'lobby-bench-cli-'))
try {
  cpSync(template, host, { recursive: true })
  lobby(host, ['init'])
  const items = JSON.parse(lobby(host, ['list', '--json']).out)
  const screen =
    positionals[0] ??
    (
      items.find((item) => item.name === 'awaiting-code-screen') ??
      items.find((item) => item.type === 'registry:block') ??
      items.find((item) => item.type === 'registry:ui')
    )?.name
  if (!screen) throw new Error('the registry has no item to add')
  const plan = lobby(host, ['add', screen, '--dry-run']).out
  if (plan.includes('install:')) {
    console.error(`cli-add: ${screen} needs packages the template does not declare:\n${plan}`)
    process.exit(1)
  }

  const times = []
  for (let i = 0; i < runs; i++) {
    // Each run copies for real: remove what the previous run wrote.
    const config = JSON.parse(readFileSync(join(host, 'lobby.json'), 'utf8'))
    for (const item of Object.values(config.items))
      for (const file of item.files) rmSync(join(host, file), { force: true })
    if (existsSync(join(host, '.lobby'))) rmSync(join(host, '.lobby'), { recursive: true })
    times.push(lobby(host, ['add', screen]).ms)
  }
  times.sort((a, b) => a - b)
  // Node's own start-up on this machine, for context: on a busy box it dominates the figure.
  const baseline = []
  for (let i = 0; i < runs; i++) {
    const started = performance.now()
    spawnSync(process.execPath, ['-e', ''])
    baseline.push(performance.now() - started)
  }
  baseline.sort((a, b) => a - b)
  const median = times[Math.floor(times.length / 2)]
  const files = Object.values(JSON.parse(readFileSync(join(host, 'lobby.json'), 'utf8')).items).flatMap((i) => i.files)
  console.log(`lobby add ${screen} (${files.length} files, nothing to install), ${runs} runs on a Vite host:`)
  console.log(`  median ${median.toFixed(0)} ms   min ${times[0].toFixed(0)} ms   max ${times.at(-1).toFixed(0)} ms`)
  console.log(`  node start-up alone: median ${baseline[Math.floor(runs / 2)].toFixed(0)} ms`)
  console.log(`  budget ${BUDGET_MS} ms: ${median <= BUDGET_MS ? 'within' : 'OVER'}`)
  console.log(
    `  vs shadcn add of a local item (~${SHADCN_LOCAL_ADD_MS} ms): ${(median / SHADCN_LOCAL_ADD_MS).toFixed(2)}x`,
  )
} finally {
  rmSync(host, { recursive: true, force: true })
}
