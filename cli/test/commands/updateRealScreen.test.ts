import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestRegistry, sourceItemNames } from '../helpers/buildTestRegistry.ts'
import { createHost } from '../helpers/createHost.ts'
import { runLobby } from '../helpers/runLobby.ts'

const ITEM = 'awaiting-code-screen'
const FILE = `src/components/lobby/screens/${ITEM}.tsx`
const SLOT = `data-slot="${ITEM}"`

const disposers: Array<() => void> = []
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose()
})

// One build of the repo's registry for the file (`shadcn build` takes seconds); each test gets a copy to publish into.
let built: ReturnType<typeof buildTestRegistry>
beforeAll(() => {
  built = buildTestRegistry()
}, 60_000)
afterAll(() => rmSync(built.dir, { recursive: true, force: true }))

/** A Vite host with the real awaiting-code screen added from a fresh build of the repo's registry. */
async function hostWithScreen() {
  const registry = { dir: mkdtempSync(join(tmpdir(), 'lobby-real-registry-')) }
  cpSync(built.dir, registry.dir, { recursive: true })
  const host = createHost('vite-react-ts-tailwind4', { linkNodeModules: false })
  disposers.push(host.dispose, () => rmSync(registry.dir, { recursive: true, force: true }))
  expect((await runLobby(host.root, ['init', '--registry', registry.dir])).code).toBe(0)
  expect((await runLobby(host.root, ['add', ITEM, '--skip-install'])).code).toBe(0)
  const itemFile = join(registry.dir, `${ITEM}.json`)
  return {
    root: host.root,
    local: () => readFileSync(join(host.root, FILE), 'utf8'),
    editLocal: (from: string, to: string) =>
      writeFileSync(join(host.root, FILE), readFileSync(join(host.root, FILE), 'utf8').replace(from, to)),
    /** Publishes a new registry version of the screen. */
    publish(from: string, to: string) {
      const item = JSON.parse(readFileSync(itemFile, 'utf8'))
      item.files[0].content = item.files[0].content.replace(from, to)
      writeFileSync(itemFile, JSON.stringify(item))
    },
  }
}

describe.runIf(sourceItemNames().has(ITEM))('lobby update on the real awaiting-code screen', () => {
  it('update: keeps an edit of the copied screen and brings the registry change', async () => {
    const host = await hostWithScreen()
    host.editLocal(
      'export function AwaitingCodeScreen(',
      '/** Our product copy. */\nexport function AwaitingCodeScreen(',
    )
    host.publish(SLOT, `${SLOT}\n      data-version="2"`)
    const run = await runLobby(host.root, ['update', ITEM])
    expect(run.code, run.err).toBe(0)
    expect(host.local()).toContain('/** Our product copy. */\nexport function AwaitingCodeScreen(')
    expect(host.local()).toContain(`${SLOT}\n      data-version="2"`)
  })

  it('update: a conflicting edit of the copied screen yields conflict markers and exit code 1', async () => {
    const host = await hostWithScreen()
    host.editLocal(SLOT, `${SLOT} data-host="ours"`)
    host.publish(SLOT, `${SLOT} data-version="2"`)
    const run = await runLobby(host.root, ['update', ITEM])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[update.conflict]')
    expect(host.local()).toMatch(/<<<<<<< local\n.*data-host="ours"\n=======\n.*data-version="2"\n>>>>>>> registry\n/)
  })
})
