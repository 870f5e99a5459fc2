import { describe, expect, it } from 'vitest'
import { useInitializedHosts } from '../helpers/initializedHost.ts'
import { runLobby } from '../helpers/runLobby.ts'

const initializedHost = useInitializedHosts()

describe('lobby list', () => {
  it('list: --json prints name, type and description of every item', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['list', '--json'])
    expect(run.code).toBe(0)
    expect(JSON.parse(run.out)).toEqual([
      { name: 'utils', type: 'registry:lib', description: 'cn helper' },
      { name: 'theme', type: 'registry:theme', description: 'theme variables' },
      { name: 'button', type: 'registry:ui', description: 'a button' },
      { name: 'code-screen', type: 'registry:block', description: 'the code screen' },
    ])
  })

  it('list: the table marks the items already added', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'button'])
    const run = await runLobby(root, ['list'])
    expect(run.out).toMatch(/button\s+ui\s+a button \(added\)/)
    expect(run.out).toMatch(/code-screen\s+block\s+the code screen\n?/)
    expect(run.out).not.toMatch(/the code screen \(added\)/)
  })

  it('list: --registry reads another registry over HTTP', async () => {
    const { root } = await initializedHost()
    const requested: string[] = []
    const fakeFetch = (async (url: URL | string) => {
      requested.push(String(url))
      const body = {
        name: 'remote',
        homepage: 'https://registry.example.test',
        items: [{ name: 'remote-screen', type: 'registry:block', description: 'from afar' }],
      }
      return new Response(JSON.stringify(body))
    }) as typeof fetch
    const run = await runLobby(root, ['list', '--json', '--registry', 'https://registry.example.test/r'], {
      fetch: fakeFetch,
    })
    expect(run.code, run.err).toBe(0)
    expect(requested).toEqual(['https://registry.example.test/r/registry.json'])
    expect(JSON.parse(run.out)).toEqual([{ name: 'remote-screen', type: 'registry:block', description: 'from afar' }])
  })

  it('list: an invalid registry index is a clear error', async () => {
    const { root } = await initializedHost()
    const fakeFetch = (async () => new Response(JSON.stringify({ items: [{ name: 'Bad Name' }] }))) as typeof fetch
    const run = await runLobby(root, ['list', '--registry', 'https://registry.example.test/r'], { fetch: fakeFetch })
    expect(run.code).toBe(1)
    expect(run.err).toContain('[registry.invalid]')
  })
})
