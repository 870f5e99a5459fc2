import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const BIN = fileURLToPath(new URL('../bin/lobby-sandbox.mjs', import.meta.url))
const run = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 60_000 })

describe('lobby-sandbox command', () => {
  it('--help prints the usage, the options and DATABASE_URL', () => {
    const result = run('--help')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('Usage: lobby-sandbox [--port 8787] [--data <dir>]')
    expect(result.stdout).toContain('DATABASE_URL')
  }, 60_000)

  it('refuses a port that is not a number from 0 to 65535, with exit code 2', () => {
    const result = run('--port', 'eighty')
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('--port must be a number from 0 to 65535 (got "eighty").')
  }, 60_000)

  it('refuses a --host other than 127.0.0.1 or localhost, with exit code 2', () => {
    const result = run('--host', '0.0.0.0')
    expect(result.status).toBe(2)
    expect(result.stderr).toContain('--host must be 127.0.0.1 or localhost (got "0.0.0.0").')
  }, 60_000)

  it('refuses an unknown option with the usage and exit code 2, not a stack trace', () => {
    const result = run('--bogus')
    expect(result.status).toBe(2)
    expect(result.stderr).toContain("Unknown option '--bogus'")
    expect(result.stderr).toContain('Usage: lobby-sandbox')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  }, 60_000)
})
