import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { baseItems, writeRegistry } from '../helpers/fixtureRegistry.ts'
import { useInitializedHosts } from '../helpers/initializedHost.ts'
import { runLobby } from '../helpers/runLobby.ts'

const initializedHost = useInitializedHosts()
const SCREEN = 'src/components/lobby/screens/code-screen.tsx'
const read = (root: string, path: string) => readFileSync(join(root, path), 'utf8')

describe('lobby add', () => {
  it('add: copies the item and its registryDependencies, dependencies first', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', 'code-screen'])
    expect(run.code, run.err).toBe(0)
    expect(run.out).toContain('Adding utils, theme, button, code-screen')
    for (const path of ['src/lib/utils.ts', 'src/components/lobby/ui/button.tsx', SCREEN]) {
      expect(existsSync(join(root, path)), path).toBe(true)
    }
    expect(read(root, SCREEN)).toContain("from '@/components/lobby/ui/button'")
    expect(run.out).toContain('Done: 3 files written.')
  })

  // "Done" alone left a first-time user guessing what to import: the named item's module, on the
  // app's alias (not the button it pulled in), and the provider it needs.
  it('add: ends with the import path of the item named, on the app alias, and the provider it goes in', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', 'code-screen'])
    expect(run.code, run.err).toBe(0)
    expect(run.out.split('\n').at(-1)).toBe(
      "Next: import from '@/components/lobby/screens/code-screen' inside <LobbyProvider> (@lobby/headless).",
    )
  })

  // viem is an optional peer of @lobby/headless: installing it is not enough, the provider needs its loader.
  it('add: an item that needs viem ends by saying how to hand it to the provider', async () => {
    const items = baseItems().map((item) =>
      item.name === 'code-screen' ? { ...item, dependencies: ['@lobby/headless', 'viem'] } : item,
    )
    const { root } = await initializedHost({ items })
    const run = await runLobby(root, ['add', 'code-screen', '--skip-install'])
    expect(run.code, run.err).toBe(0)
    expect(run.out.split('\n').at(-1)).toBe(
      "Wallet screens load viem on first use: pass loadViem={() => import('@lobby/headless/viem')} to <LobbyProvider>.",
    )
    // Without viem among the item's packages, nothing is said about it.
    const plain = await runLobby((await initializedHost()).root, ['add', 'code-screen', '--skip-install'])
    expect(plain.out).not.toContain('loadViem')
  })

  it('add: records each file and the base it was copied from, for update', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    const config = JSON.parse(read(root, 'lobby.json'))
    expect(config.items['code-screen']).toEqual({ files: [SCREEN] })
    expect(config.items.button).toEqual({ files: ['src/components/lobby/ui/button.tsx'] })
    expect(read(root, `.lobby/base/${SCREEN}`)).toBe(read(root, SCREEN))
  })

  it("add: drops 'use client' in a Vite host and adds it in a Next App Router host", async () => {
    const vite = await initializedHost()
    await runLobby(vite.root, ['add', 'code-screen'])
    expect(read(vite.root, SCREEN)).not.toContain('use client')
    const next = await initializedHost({
      template: 'next-app-router',
      items: baseItems().map((item) =>
        item.name === 'code-screen'
          ? { ...item, files: item.files?.map((f) => ({ ...f, content: f.content.replace("'use client'\n", '') })) }
          : item,
      ),
    })
    await runLobby(next.root, ['add', 'code-screen'])
    expect(read(next.root, 'components/lobby/screens/code-screen.tsx').startsWith("'use client'\n")).toBe(true)
    expect(read(next.root, 'lib/utils.ts')).not.toContain('use client')
  })

  it('add: installs only the packages the host does not declare, with its package manager', async () => {
    const { root } = await initializedHost()
    writeFileSync(join(root, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    await runLobby(root, ['init'])
    const run = await runLobby(root, ['add', 'code-screen'])
    expect(run.code, run.err).toBe(0)
    // @lobby/headless, clsx and tailwind-merge are in the template's package.json: left alone.
    expect(run.execs).toEqual([['pnpm', 'add', 'left-pad@^1.3.0']])
  })

  it('add: installs missing devDependencies as devDependencies', async () => {
    const items = baseItems().map((item) =>
      item.name === 'button' ? { ...item, devDependencies: ['typescript', '@types/left-pad'] } : item,
    )
    const { root } = await initializedHost({ items })
    const run = await runLobby(root, ['add', 'button'])
    expect(run.code, run.err).toBe(0)
    // typescript is declared by the template: only the missing one is installed.
    expect(run.execs).toEqual([['npm', 'i', '-D', '@types/left-pad']])
  })

  it('add: --skip-install installs nothing', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', 'code-screen', '--skip-install'])
    expect(run.code).toBe(0)
    expect(run.execs).toEqual([])
  })

  it('add: a failed install exits non-zero and says what to run', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', 'code-screen'], { execCode: 1 })
    expect(run.code).toBe(1)
    expect(run.err).toContain('[install.failed]')
    expect(run.err).toContain('npm add left-pad@^1.3.0')
  })

  it('add: a failed install of @lobby/headless (not on npm yet) says to install a local build first', async () => {
    const { root } = await initializedHost()
    const pkg = JSON.parse(read(root, 'package.json'))
    delete pkg.dependencies['@lobby/headless']
    writeFileSync(join(root, 'package.json'), JSON.stringify(pkg))
    const run = await runLobby(root, ['add', 'code-screen'], { execCode: 1 })
    expect(run.code).toBe(1)
    expect(run.execs).toEqual([['npm', 'i', '@lobby/headless', 'left-pad@^1.3.0']])
    expect(run.err).toContain('✖ Installing @lobby/headless, left-pad@^1.3.0 failed. [install.failed]')
    expect(run.err).toContain(
      'Next: @lobby/headless is not on npm yet: install a local build first. In the Lobby repo run `pnpm --filter @lobby/headless build`, then `pnpm --filter @lobby/headless pack`, then in your app `lobby init --headless <path to lobby-headless-<version>.tgz>`, and run this command again.',
    )
  })

  it('add: --dry-run lists the plan and writes nothing', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', 'code-screen', '--dry-run'])
    expect(run.code).toBe(0)
    expect(run.out).toContain('Would add utils, theme, button, code-screen')
    expect(run.out).toContain(`create  ${SCREEN}`)
    expect(run.out).toContain('install: left-pad@^1.3.0')
    expect(existsSync(join(root, SCREEN))).toBe(false)
    expect(run.execs).toEqual([])
  })

  it('add: an unknown item exits non-zero with a next step', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', 'no-such-screen'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('Unknown item "no-such-screen"')
    expect(run.err).toContain('lobby list')
  })

  it('add: an item name that is not kebab-case is refused before any lookup', async () => {
    const { root } = await initializedHost()
    const run = await runLobby(root, ['add', '../../etc/passwd'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[args.invalid]')
  })

  it('add: without lobby.json, says to run init', async () => {
    const { root } = await initializedHost()
    writeFileSync(join(root, 'lobby.json'), '{ not json')
    const run = await runLobby(root, ['add', 'button'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[config.invalid]')
  })

  it('add: refuses a registry file whose target leaves the project', async () => {
    const items = baseItems()
    items[2]!.files![0]!.target = '../../outside.tsx'
    const { root } = await initializedHost({ items })
    const run = await runLobby(root, ['add', 'button'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[target.unsafe]')
    expect(existsSync(join(root, '../../outside.tsx'))).toBe(false)
  })

  it('add: refuses to write outside the project even when lobby.json paths point there', async () => {
    const { root } = await initializedHost()
    const config = JSON.parse(read(root, 'lobby.json'))
    config.paths.components = '../elsewhere'
    writeFileSync(join(root, 'lobby.json'), JSON.stringify(config))
    const run = await runLobby(root, ['add', 'button'])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[target.unsafe]')
    expect(existsSync(join(root, '../elsewhere'))).toBe(false)
  })

  it('add: an existing file that differs is skipped without --overwrite', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    writeFileSync(join(root, SCREEN), 'local edit\n')
    const run = await runLobby(root, ['add', 'code-screen'])
    expect(run.code).toBe(0)
    expect(run.out).toContain(`skip (exists; --overwrite to replace, or \`lobby update\`)  ${SCREEN}`)
    expect(read(root, SCREEN)).toBe('local edit\n')
  })

  it('add: --overwrite shows the diff and asks before replacing a local edit; no means kept', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    writeFileSync(join(root, SCREEN), read(root, SCREEN).replace('Check your email', 'Look in your inbox'))
    const run = await runLobby(root, ['add', 'code-screen', '--overwrite'], { confirm: false })
    expect(run.prompts).toEqual([`${SCREEN} has local edits. Replace it with the registry version?`])
    expect(run.out).toContain('-      <p>Look in your inbox</p>')
    expect(run.out).toContain('+      <p>Check your email</p>')
    expect(read(root, SCREEN)).toContain('Look in your inbox')
    expect(run.code).toBe(1)
    expect(run.err).toContain('[file.local_edit]')
  })

  it('add: --overwrite replaces a local edit when the user says yes', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    writeFileSync(join(root, SCREEN), 'local edit\n')
    const run = await runLobby(root, ['add', 'code-screen', '--overwrite'], { confirm: true })
    expect(run.code).toBe(0)
    expect(read(root, SCREEN)).toContain('Check your email')
  })

  it('add: --overwrite --yes replaces a local edit without asking', async () => {
    const { root } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    writeFileSync(join(root, SCREEN), 'local edit\n')
    const run = await runLobby(root, ['add', 'code-screen', '--overwrite', '--yes'])
    expect(run.code).toBe(0)
    expect(run.prompts).toEqual([])
    expect(read(root, SCREEN)).toContain('Check your email')
  })

  it('add: --overwrite takes a new registry version silently when the file has no local edit', async () => {
    const { root, registry } = await initializedHost()
    await runLobby(root, ['add', 'code-screen'])
    const v2 = baseItems().map((item) =>
      item.name === 'code-screen'
        ? {
            ...item,
            files: item.files?.map((f) => ({ ...f, content: f.content.replace('Resend code', 'Send again') })),
          }
        : item,
    )
    writeRegistry(v2, registry)
    const run = await runLobby(root, ['add', 'code-screen', '--overwrite'])
    expect(run.code).toBe(0)
    expect(run.prompts).toEqual([])
    expect(read(root, SCREEN)).toContain('Send again')
  })
})
