import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { spawnableCommand } from '../../src/utils/spawnableCommand.ts'

const NODE = 'C:\\Program Files\\nodejs\\node.exe'
// npm's own npm.cmd (npm 10), abridged: npm-prefix.js first, npm-cli.js last.
const NPM_CMD = [
  ":: Created by npm, please don't edit manually.",
  '@ECHO OFF',
  'SETLOCAL',
  'SET "NODE_EXE=%~dp0\\node.exe"',
  'SET "NPM_PREFIX_JS=%~dp0\\node_modules\\npm\\bin\\npm-prefix.js"',
  'SET "NPM_CLI_JS=%~dp0\\node_modules\\npm\\bin\\npm-cli.js"',
  '"%NODE_EXE%" "%NPM_CLI_JS%" %*',
].join('\r\n')
// cmd-shim's output (pnpm installed globally, corepack), abridged.
const PNPM_CMD = [
  '@SETLOCAL',
  '@IF EXIST "%~dp0\\node.exe" (',
  '  "%~dp0\\node.exe"  "%~dp0\\node_modules\\pnpm\\bin\\pnpm.cjs" %*',
  ') ELSE (',
  '  node  "%~dp0\\node_modules\\pnpm\\bin\\pnpm.cjs" %*',
  ')',
].join('\r\n')

describe('spawnableCommand', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const binDir = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-bin-'))
    dirs.push(dir)
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true })
      writeFileSync(join(dir, path), content)
    }
    return dir
  }
  const ARGS = ['add', 'left-pad@>=1.0.0 <2 || ^3']

  it('runs the command itself, with its arguments untouched, outside Windows', () => {
    expect(spawnableCommand('pnpm', ARGS, { platform: 'linux', env: {}, execPath: '/usr/bin/node' })).toEqual({
      file: 'pnpm',
      args: ['add', 'left-pad@>=1.0.0 <2 || ^3'],
    })
  })

  it('on Windows runs node on the script npm.cmd would start (npm-cli.js), never cmd.exe', () => {
    const dir = binDir({
      'npm.cmd': NPM_CMD,
      'node_modules/npm/bin/npm-cli.js': '',
      'node_modules/npm/bin/npm-prefix.js': '',
    })
    const spawnable = spawnableCommand('npm', ARGS, {
      platform: 'win32',
      env: { Path: `C:\\nowhere;${dir}` },
      execPath: NODE,
    })
    expect(spawnable).toEqual({
      file: NODE,
      args: [join(dir, 'node_modules', 'npm', 'bin', 'npm-cli.js'), 'add', 'left-pad@>=1.0.0 <2 || ^3'],
    })
  })

  it('on Windows runs node on the script of a cmd-shim (pnpm)', () => {
    const dir = binDir({ 'pnpm.cmd': PNPM_CMD, 'node_modules/pnpm/bin/pnpm.cjs': '' })
    const spawnable = spawnableCommand('pnpm', ARGS, { platform: 'win32', env: { PATH: dir }, execPath: NODE })
    expect(spawnable?.file).toBe(NODE)
    expect(spawnable?.args[0]).toBe(join(dir, 'node_modules', 'pnpm', 'bin', 'pnpm.cjs'))
  })

  it('on Windows prefers a native .exe (bun, standalone pnpm)', () => {
    const dir = binDir({ 'bun.exe': '', 'bun.cmd': PNPM_CMD })
    expect(spawnableCommand('bun', ARGS, { platform: 'win32', env: { PATH: dir }, execPath: NODE })).toEqual({
      file: join(dir, 'bun.exe'),
      args: ['add', 'left-pad@>=1.0.0 <2 || ^3'],
    })
  })

  it('on Windows gives up (no shell fallback) when the shim names no script it can find', () => {
    const dir = binDir({ 'yarn.cmd': '@echo off\r\ncall something-else %*' })
    expect(spawnableCommand('yarn', ARGS, { platform: 'win32', env: { PATH: dir }, execPath: NODE })).toBeNull()
    expect(spawnableCommand('npm', ARGS, { platform: 'win32', env: { PATH: dir }, execPath: NODE })).toBeNull()
  })
})
