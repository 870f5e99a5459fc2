#!/usr/bin/env node
// The README's two commands (`npm start`, `npm test`) land here. They must work on a fresh
// machine that has only Node and npm, so this script brings the pinned pnpm itself
// (into .tools/, never globally), installs the workspace, then hands over to pnpm.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager.split('@')[1]
const localPnpm = join(root, '.tools', 'node_modules', '.bin', 'pnpm')

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

function version(cmd) {
  const result = spawnSync(cmd, ['--version'], { cwd: root, encoding: 'utf8' })
  return result.status === 0 ? result.stdout.trim() : null
}

function ensurePnpm() {
  if (version('pnpm') === pinned) return 'pnpm'
  if (existsSync(localPnpm) && version(localPnpm) === pinned) return localPnpm
  console.log(`› fetching pnpm ${pinned} into .tools/ (once)`)
  const status = run('npm', [
    'install',
    '--no-save',
    '--no-audit',
    '--no-fund',
    '--prefix',
    join(root, '.tools'),
    `pnpm@${pinned}`,
  ])
  if (status !== 0 || !existsSync(localPnpm)) {
    console.error(
      `Could not install pnpm ${pinned} with npm. Check that the npm registry is reachable, then run this command again.`,
    )
    process.exit(1)
  }
  return localPnpm
}

const [command = 'test', ...rest] = process.argv.slice(2)
const pnpm = ensurePnpm()
const installArgs = ['install', process.env.CI ? '--frozen-lockfile' : '--prefer-offline']
if (run(pnpm, installArgs) !== 0) {
  console.error(
    'pnpm install failed: see the messages above. On a locked lockfile, run `npm test` locally to update it.',
  )
  process.exit(1)
}

const env = { ...process.env, PATH: `${join(root, '.tools', 'node_modules', '.bin')}:${process.env.PATH}` }
const script = command === 'start' ? 'dev' : 'test:all'
process.exit(run(pnpm, ['run', script, ...rest], { env }))
