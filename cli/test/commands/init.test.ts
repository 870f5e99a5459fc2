import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { rawConfigSchema } from 'shadcn/schema'
import { afterEach, describe, expect, it } from 'vitest'
import { THEME_START } from '../../src/utils/applyTheme.ts'
import { createHost } from '../helpers/createHost.ts'
import { baseItems, writeRegistry } from '../helpers/fixtureRegistry.ts'
import { writePackedTarball } from '../helpers/packedTarball.ts'
import { runLobby } from '../helpers/runLobby.ts'

const disposers: Array<() => void> = []
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose()
})

function host(template: 'vite-react-ts-tailwind4' | 'next-app-router') {
  const created = createHost(template, { linkNodeModules: false })
  disposers.push(created.dispose)
  return created.root
}

const registry = () => writeRegistry(baseItems())
const HEADLESS_MANIFEST = JSON.stringify({ name: '@lobby/headless', version: '0.1.0' })
const config = (root: string) => JSON.parse(readFileSync(join(root, 'lobby.json'), 'utf8'))
const componentsJson = (root: string) => JSON.parse(readFileSync(join(root, 'components.json'), 'utf8'))

describe('lobby init', () => {
  it('init: detects a Vite host, its tsconfig.app.json alias, Tailwind entry and package manager', async () => {
    const root = host('vite-react-ts-tailwind4')
    writeFileSync(join(root, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n")
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code, run.err).toBe(0)
    expect(config(root)).toMatchObject({
      framework: 'vite',
      rsc: false,
      tsx: true,
      packageManager: 'pnpm',
      tailwind: { css: 'src/index.css' },
      aliases: { components: '@/components', lib: '@/lib', utils: '@/lib/utils' },
      paths: { components: 'src/components', lib: 'src/lib' },
    })
    expect(run.out).toContain('Wrote lobby.json')
  })

  it("init: reuses shadcn's components.json in a Next App Router host (RSC)", async () => {
    const root = host('next-app-router')
    const components = JSON.parse(readFileSync(join(root, 'components.json'), 'utf8'))
    components.aliases = { components: '@/app-ui', utils: '@/helpers/cn', lib: '@/helpers' }
    writeFileSync(join(root, 'components.json'), JSON.stringify(components))
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code, run.err).toBe(0)
    expect(config(root)).toMatchObject({
      framework: 'next-app',
      rsc: true,
      packageManager: 'npm',
      tailwind: { css: 'app/globals.css' },
      aliases: { components: '@/app-ui', lib: '@/helpers', utils: '@/helpers/cn' },
      paths: { components: 'app-ui', lib: 'helpers' },
    })
  })

  it("init: adds the registry's theme variables to the Tailwind entry, once", async () => {
    const root = host('vite-react-ts-tailwind4')
    const source = registry()
    await runLobby(root, ['init', '--registry', source])
    const css = readFileSync(join(root, 'src/index.css'), 'utf8')
    expect(css).toContain(THEME_START)
    expect(css).toContain('--lobby-accent: #676FFF;')
    expect(css).toContain('.dark {\n  --lobby-accent: #8a90ff;')
    await runLobby(root, ['init', '--registry', source])
    expect(readFileSync(join(root, 'src/index.css'), 'utf8')).toBe(css)
  })

  it('init: with no --registry, reads the registry bundled with the CLI, offline', async () => {
    const root = host('vite-react-ts-tailwind4')
    const offline = (async () => {
      throw new Error('no network in this test')
    }) as typeof fetch
    const run = await runLobby(root, ['init'], { fetch: offline })
    expect(run.code, run.err).toBe(0)
    expect(config(root).registry).toBeUndefined()
    expect(readFileSync(join(root, 'src/index.css'), 'utf8')).toContain('--lobby-accent:')
  })

  it("init: writes shadcn's components.json for a host that has none, naming the registry's namespace at the docs site's /r", async () => {
    const root = host('vite-react-ts-tailwind4')
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code, run.err).toBe(0)
    const written = componentsJson(root)
    expect(written).toEqual({
      $schema: 'https://ui.shadcn.com/schema.json',
      style: 'new-york',
      rsc: false,
      tsx: true,
      tailwind: { config: '', css: 'src/index.css', baseColor: '', cssVariables: true },
      aliases: {
        components: '@/components',
        utils: '@/lib/utils',
        ui: '@/components/ui',
        lib: '@/lib',
        hooks: '@/hooks',
      },
      registries: { '@fixture': 'http://localhost:5173/r/{name}.json' },
    })
    expect(rawConfigSchema.safeParse(written).success).toBe(true)
    expect(run.out).toContain('Updated components.json (registries: @fixture -> http://localhost:5173/r/{name}.json)')
  })

  it('init: adds the registries entry to an existing components.json and keeps the rest; a second run changes nothing', async () => {
    const root = host('next-app-router')
    const before = componentsJson(root)
    expect((await runLobby(root, ['init', '--registry', registry()])).code).toBe(0)
    const after = componentsJson(root)
    expect(after).toEqual({ ...before, registries: { '@fixture': 'http://localhost:5173/r/{name}.json' } })
    const again = await runLobby(root, ['init', '--registry', registry()])
    expect(again.out).not.toContain('components.json')
    expect(componentsJson(root)).toEqual(after)
  })

  it('init: a --registry URL is where components.json sends shadcn for @<namespace>/<name>', async () => {
    const root = host('vite-react-ts-tailwind4')
    const source = registry()
    const served = (async (url: string | URL) =>
      new Response(readFileSync(join(source, String(url).split('/').pop()!), 'utf8'))) as typeof fetch
    const run = await runLobby(root, ['init', '--registry', 'http://127.0.0.1:4999/r/registry.json'], { fetch: served })
    expect(run.code, run.err).toBe(0)
    expect(componentsJson(root).registries).toEqual({ '@fixture': 'http://127.0.0.1:4999/r/{name}.json' })
  })

  it('init: --headless installs @lobby/headless from a packed local build with the host package manager', async () => {
    const root = host('vite-react-ts-tailwind4')
    const dir = mkdtempSync(join(tmpdir(), 'lobby-headless-tgz-'))
    disposers.push(() => rmSync(dir, { recursive: true, force: true }))
    const tarball = join(dir, 'lobby-headless-0.1.0.tgz')
    writePackedTarball(tarball, { 'package.json': HEADLESS_MANIFEST, 'dist/index.js': 'export {}\n' })
    const run = await runLobby(root, ['init', '--registry', registry(), '--headless', tarball])
    expect(run.code, run.err).toBe(0)
    expect(run.execs).toEqual([['npm', 'i', `file:${tarball}`]])
  })

  // `pnpm --filter @lobby/headless pack` in a fresh clone packs no dist/: npm installs it, then the
  // app's build fails on its first import of @lobby/headless.
  it('init: --headless with a tarball packed before @lobby/headless was built says to build it first, and writes nothing', async () => {
    const root = host('vite-react-ts-tailwind4')
    const dir = mkdtempSync(join(tmpdir(), 'lobby-headless-tgz-'))
    disposers.push(() => rmSync(dir, { recursive: true, force: true }))
    const tarball = join(dir, 'lobby-headless-0.1.0.tgz')
    writePackedTarball(tarball, { 'package.json': HEADLESS_MANIFEST, 'README.md': '# @lobby/headless\n' })
    const run = await runLobby(root, ['init', '--registry', registry(), '--headless', tarball])
    expect(run.code).toBe(1)
    expect(run.err).toContain(
      `✖ ${tarball} holds no dist/index.js: @lobby/headless was not built. [headless.not_found]`,
    )
    expect(run.err).toContain('Next: In the Lobby repo run `pnpm --filter @lobby/headless build`, then')
    expect(run.execs).toEqual([])
    expect(() => config(root)).toThrow()
  })

  it('init: --headless with a path that is no @lobby/headless build says how to make one, and writes nothing', async () => {
    const root = host('vite-react-ts-tailwind4')
    const run = await runLobby(root, ['init', '--registry', registry(), '--headless', join(root, 'src')])
    expect(run.code).toBe(1)
    expect(run.err).toContain(
      `✖ ${join(root, 'src')} is neither a packed @lobby/headless (.tgz) nor its package folder. [headless.not_found]`,
    )
    expect(run.err).toContain(
      'Next: In the Lobby repo run `pnpm --filter @lobby/headless build`, then `pnpm --filter @lobby/headless pack`, then pass the .tgz it writes: `lobby init --headless <path to lobby-headless-<version>.tgz>`.',
    )
    expect(run.execs).toEqual([])
    expect(() => config(root)).toThrow()
  })

  it('init: --dry-run writes nothing', async () => {
    const root = host('vite-react-ts-tailwind4')
    const before = readFileSync(join(root, 'src/index.css'), 'utf8')
    const run = await runLobby(root, ['init', '--dry-run', '--registry', registry()])
    expect(run.code).toBe(0)
    expect(() => config(root)).toThrow()
    expect(readFileSync(join(root, 'src/index.css'), 'utf8')).toBe(before)
  })

  it('init: no project found is a clear error with a next step', async () => {
    const root = host('vite-react-ts-tailwind4')
    rmSync(join(root, 'package.json'))
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[project.not_found]')
    expect(run.err).toContain('--cwd')
  })

  it('init: a project with neither Vite nor Next.js is refused', async () => {
    const root = host('vite-react-ts-tailwind4')
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
    delete pkg.devDependencies.vite
    writeFileSync(join(root, 'package.json'), JSON.stringify(pkg))
    rmSync(join(root, 'vite.config.ts'))
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code).toBe(1)
    expect(run.err).toContain('Found no Vite or Next.js app')
  })

  it('init: no Tailwind is a clear error and nothing is written', async () => {
    const root = host('vite-react-ts-tailwind4')
    writeFileSync(join(root, 'src/index.css'), 'body { margin: 0; }\n')
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[tailwind.not_found]')
    expect(run.err).toContain('@import "tailwindcss";')
    expect(() => config(root)).toThrow()
  })

  it('init: a host without a path alias is told how to add one', async () => {
    const root = host('vite-react-ts-tailwind4')
    for (const file of ['tsconfig.json', 'tsconfig.app.json']) {
      writeFileSync(join(root, file), JSON.stringify({ compilerOptions: { strict: true } }))
    }
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[aliases.not_found]')
    expect(run.err).toContain('"@/*"')
  })

  // `npm create vite` keeps compilerOptions in tsconfig.app.json; an alias only in tsconfig.json
  // (what editors read) reaches neither `tsc -b` nor Vite, and every copied screen fails to build.
  it('init: a Vite host with its alias only in tsconfig.json, not in tsconfig.app.json, is told to add it there, and nothing is written', async () => {
    const root = host('vite-react-ts-tailwind4')
    const app = JSON.parse(readFileSync(join(root, 'tsconfig.app.json'), 'utf8').replace(/^\s*\/\/.*$/gm, ''))
    delete app.compilerOptions.paths
    writeFileSync(join(root, 'tsconfig.app.json'), JSON.stringify(app))
    const css = readFileSync(join(root, 'src/index.css'), 'utf8')
    const run = await runLobby(root, ['init', '--registry', registry()])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[aliases.not_found]')
    expect(run.err).toContain('tsconfig.app.json has no path for "@/components"')
    expect(run.err).toContain('Add "paths": { "@/*": ["./src/*"] } to compilerOptions in tsconfig.app.json')
    expect(() => config(root)).toThrow()
    expect(readFileSync(join(root, 'src/index.css'), 'utf8')).toBe(css)
  })

  it('init: a Vite host whose vite.config maps no alias is warned with the resolve.alias to add; one that maps it is not', async () => {
    const root = host('vite-react-ts-tailwind4')
    const viteConfig = readFileSync(join(root, 'vite.config.ts'), 'utf8')
    writeFileSync(join(root, 'vite.config.ts'), viteConfig.replace(/^\s*resolve: .*$/m, ''))
    const warned = await runLobby(root, ['init', '--registry', registry()])
    expect(warned.code, warned.err).toBe(0)
    expect(warned.err).toContain('vite.config.ts maps no "@" alias')
    expect(warned.err).toContain("resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } }")
    writeFileSync(join(root, 'vite.config.ts'), viteConfig)
    const mapped = await runLobby(root, ['init', '--registry', registry()])
    expect(mapped.code, mapped.err).toBe(0)
    expect(mapped.err).not.toContain('maps no')
  })

  // --css named a file init then writes into: one outside the app was written there, and one that
  // missed (absolute, mistyped, hidden) was dropped in silence for the detected stylesheet.
  it('attack: init --css outside the app, in a hidden file, or naming no file is refused with the flag to pass, and nothing is written', async () => {
    const root = host('vite-react-ts-tailwind4')
    const outside = mkdtempSync(join(tmpdir(), 'lobby-outside-css-'))
    disposers.push(() => rmSync(outside, { recursive: true, force: true }))
    writeFileSync(join(outside, 'theme.css'), '@import "tailwindcss";\n')
    writeFileSync(join(root, '.env.css'), '@import "tailwindcss";\n')
    const css = readFileSync(join(root, 'src/index.css'), 'utf8')
    const cases = [
      [join(outside, 'theme.css'), '[args.invalid]', 'leaves your app'],
      ['../theme.css', '[args.invalid]', 'leaves your app'],
      ['.env.css', '[args.invalid]', 'names a hidden file or folder'],
      ['src/missing.css', '[tailwind.not_found]', '--css src/missing.css: there is no such file in'],
    ] as const
    for (const [flag, code, text] of cases) {
      const run = await runLobby(root, ['init', '--registry', registry(), '--css', flag])
      expect(run.code, flag).toBe(1)
      expect(run.err, flag).toContain(code)
      expect(run.err, flag).toContain(text)
      expect(run.err, flag).toContain('Next: Pass --css the stylesheet that has `@import "tailwindcss"`')
    }
    expect(readFileSync(join(outside, 'theme.css'), 'utf8')).toBe('@import "tailwindcss";\n')
    expect(readFileSync(join(root, 'src/index.css'), 'utf8')).toBe(css)
    expect(() => config(root)).toThrow()
    const inside = await runLobby(root, ['init', '--registry', registry(), '--css', join(root, 'src/index.css')])
    expect(inside.code, inside.err).toBe(0)
    expect(config(root).tailwind).toEqual({ css: 'src/index.css' })
  })

  it('init: an unreachable registry is a clear error', async () => {
    const root = host('vite-react-ts-tailwind4')
    const run = await runLobby(root, ['init', '--registry', join(root, 'nowhere')])
    expect(run.code).toBe(1)
    expect(run.err).toContain('[registry.unreachable]')
  })
})
