import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { useInitializedHosts } from '../helpers/initializedHost.ts'
import { runLobby } from '../helpers/runLobby.ts'

const initializedHost = useInitializedHosts()
const SCREEN = 'src/components/lobby/screens/code-screen.tsx'

describe('lobby diff', () => {
  it('diff: says so when the local copy matches the registry', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    const run = await runLobby(root, ['diff', 'code-screen'])
    expect(run.code).toBe(0)
    expect(run.out).toBe('No differences: code-screen matches the registry.')
  })

  it('diff: shows the local edit against the registry version as a unified diff', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    const file = join(root, SCREEN)
    writeFileSync(file, readFileSync(file, 'utf8').replace('<h2>', '<h2 className="text-xl">'))
    const run = await runLobby(root, ['diff', 'code-screen'])
    expect(run.code).toBe(0)
    expect(run.out).toContain(`--- ${SCREEN}\tlocal`)
    expect(run.out).toContain(`+++ ${SCREEN}\tregistry`)
    expect(run.out).toContain('-      <h2 className="text-xl">Enter confirmation code</h2>')
    expect(run.out).toContain('+      <h2>Enter confirmation code</h2>')
  })

  it('diff: an unknown item exits non-zero', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['diff', 'nope'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[registry.item_not_found]')
  })
})
