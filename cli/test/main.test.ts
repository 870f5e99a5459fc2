import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { sourceItemNames } from './helpers/buildTestRegistry.ts'
import { runLobby } from './helpers/runLobby.ts'

describe('lobby', () => {
  it('prints its version', async () => {
    const run = await runLobby(process.cwd(), ['--version'])
    expect(run.code).toBe(0)
    expect(run.out).toMatch(/^\d+\.\d+\.\d+$/)
  })

  it('lists its commands in --help', async () => {
    const run = await runLobby(process.cwd(), ['--help'])
    expect(run.code).toBe(0)
    for (const name of ['init', 'add', 'list', 'diff', 'update']) expect(run.out).toContain(`  ${name} `)
  })

  it('fails with a code and a next step on an unknown command', async () => {
    const run = await runLobby(process.cwd(), ['frobnicate'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('Unknown command "frobnicate". [command.unknown]')
    expect(run.err).toContain('Next: Run `lobby --help`')
  })

  it('fails with a next step on an unknown flag', async () => {
    const run = await runLobby(process.cwd(), ['add', 'button', '--frobnicate'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[args.invalid]')
    expect(run.err).toContain('lobby add --help')
  })
})

describe('a command with no item', () => {
  it.each([
    ['add', 'Name at least one item, e.g. `lobby add lobby-modal`.'],
    ['diff', 'Name the item to compare, e.g. `lobby diff lobby-modal`.'],
    ['update', 'Name the item to update, e.g. `lobby update lobby-modal`.'],
  ])('lobby %s says once what to type, with an item the registry has', async (command, message) => {
    const run = await runLobby(process.cwd(), [command])
    expect(run.code).toBe(1)
    expect(run.err).toBe(`✖ ${message} [args.invalid]\n  Next: Run \`lobby ${command} --help\` for its usage.`)
    expect(sourceItemNames().has('lobby-modal')).toBe(true)
  })

  it('a name that is not kebab-case is quoted as typed', async () => {
    const run = await runLobby(process.cwd(), ['add', 'Lobby_Modal'])
    expect(run.err).toContain('✖ "Lobby_Modal": item names are kebab-case (a-z, 0-9 and -). [args.invalid]')
  })
})

describe('the lobby binary', () => {
  it('runs as a process and exits non-zero on an unknown command', () => {
    const bin = fileURLToPath(new URL('../bin/lobby.mjs', import.meta.url))
    const ok = spawnSync(process.execPath, [bin, '--version'], { encoding: 'utf8' })
    expect(ok.status).toBe(0)
    expect(ok.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/)
    const bad = spawnSync(process.execPath, [bin, 'frobnicate'], {
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('Unknown command "frobnicate"')
  })
})
