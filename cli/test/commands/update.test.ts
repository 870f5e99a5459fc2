import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseItems, SCREEN_V1, writeRegistry } from '../helpers/fixtureRegistry.ts'
import { useInitializedHosts } from '../helpers/initializedHost.ts'
import { runLobby } from '../helpers/runLobby.ts'

const initializedHost = useInitializedHosts()
const SCREEN = 'src/components/lobby/screens/code-screen.tsx'
const read = (root: string, path = SCREEN) => readFileSync(join(root, path), 'utf8')
const edit = (root: string, from: string, to: string) => writeFileSync(join(root, SCREEN), read(root).replace(from, to))

/** Publishes a new version of the screen in the same registry folder. */
function publish(registry: string, from: string, to: string) {
  writeRegistry(baseItems(SCREEN_V1.replace(from, to)), registry)
}

describe('lobby update', () => {
  it('update: keeps the local edit and brings the registry change', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    edit(root, '<h2>', '<h2 className="text-2xl font-bold">')
    publish(registry, 'Resend code', 'Send a new code')
    const run = await runLobby(root, ['update', 'code-screen'])
    expect(run.code, run.err).toBe(0)
    expect(run.out).toContain(`merge (your edits kept)  ${SCREEN}`)
    expect(read(root)).toContain('<h2 className="text-2xl font-bold">Enter confirmation code</h2>')
    expect(read(root)).toContain('<Button>Send a new code</Button>')
    expect(read(root)).not.toContain('<<<<<<<')
  })

  it('update: the new registry version becomes the base of the next update', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    edit(root, '<h2>', '<h2 className="text-2xl">')
    publish(registry, 'Resend code', 'Send a new code')
    await runLobby(root, ['update', 'code-screen'])
    const again = await runLobby(root, ['update', 'code-screen'])
    expect(again.code).toBe(0)
    expect(again.out).toContain(`up to date  ${SCREEN}`)
    expect(read(root, `.lobby/base/${SCREEN}`)).toContain('Send a new code')
  })

  it('update: fast-forwards a file with no local edit', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    publish(registry, 'Check your email', 'Check your inbox')
    const run = await runLobby(root, ['update', 'code-screen'])
    expect(run.code).toBe(0)
    expect(run.out).toContain(`update  ${SCREEN}`)
    expect(read(root)).toContain('Check your inbox')
  })

  it('update: a conflicting edit yields git conflict markers and a non-zero exit', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    edit(root, 'Resend code', 'Resend it')
    publish(registry, 'Resend code', 'Send a new code')
    const run = await runLobby(root, ['update', 'code-screen'])
    expect(run.code).toBe(1)
    expect(run.err).toContain(`Conflicts in ${SCREEN}. [update.conflict]`)
    expect(read(root)).toContain(
      [
        '<<<<<<< local',
        '      <Button>Resend it</Button>',
        '=======',
        '      <Button>Send a new code</Button>',
        '>>>>>>> registry',
      ].join('\n'),
    )
  })

  // The conflict run moved the base to the registry version, so a second run used to compare
  // registry with base, call the file "up to date" and exit 0 with the markers still in it.
  it('update: run again before the conflict is resolved, it names the file still holding markers, exits 1 and leaves it alone', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    edit(root, 'Resend code', 'Resend it')
    publish(registry, 'Resend code', 'Send a new code')
    await runLobby(root, ['update', 'code-screen'])
    const withMarkers = read(root)
    const again = await runLobby(root, ['update', 'code-screen'])
    expect(again.code).toBe(1)
    expect(again.out).toContain(`conflict markers not resolved yet  ${SCREEN}`)
    expect(again.out).not.toContain('up to date')
    expect(again.err).toContain(`The conflict markers of an earlier update are still in ${SCREEN}: left as they are.`)
    expect(again.err).toContain('then run `lobby update` again')
    expect(read(root)).toBe(withMarkers)
    edit(root, withMarkers, withMarkers.replace(/<<<<<<< local\n.*\n=======\n(.*\n)>>>>>>> registry\n/, '$1'))
    const resolved = await runLobby(root, ['update', 'code-screen'])
    expect(resolved.code, resolved.err).toBe(0)
    expect(read(root)).toContain('<Button>Send a new code</Button>')
  })

  it('update: --dry-run reports the conflict and writes nothing', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    edit(root, 'Resend code', 'Resend it')
    const before = read(root)
    publish(registry, 'Resend code', 'Send a new code')
    const run = await runLobby(root, ['update', 'code-screen', '--dry-run'])
    expect(run.code).toBe(1)
    expect(run.out).toContain(`conflict (markers written)  ${SCREEN}`)
    expect(read(root)).toBe(before)
  })

  it('update: an item never added is refused with the add command to run', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['update', 'code-screen'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[item.not_added]')
    expect(run.err).toContain('lobby add code-screen')
  })

  it('update: a file with no recorded base is not merged blindly', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    rmSync(join(root, `.lobby/base/${SCREEN}`))
    edit(root, 'Resend code', 'Resend it')
    publish(registry, 'Check your email', 'Check your inbox')
    const run = await runLobby(root, ['update', 'code-screen'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('No recorded base')
    expect(read(root)).toContain('Resend it')
    expect(read(root)).toContain('Check your email')
  })
})
