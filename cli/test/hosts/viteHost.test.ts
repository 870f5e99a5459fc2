import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHeadless } from '../helpers/buildHeadless.ts'
import { buildTestRegistry, sourceItemNames } from '../helpers/buildTestRegistry.ts'
import { createHost } from '../helpers/createHost.ts'
import { runHostTool, TOOLS } from '../helpers/runHostTool.ts'
import { runLobby } from '../helpers/runLobby.ts'

/** The items the "Done when" names: landing, code and consent screens, and the modal block. */
const LOGIN_ITEMS = ['landing-screen', 'awaiting-code-screen', 'consent-screen', 'lobby-modal']

let registry: ReturnType<typeof buildTestRegistry>
let headless: string

beforeAll(() => {
  registry = buildTestRegistry()
  headless = buildHeadless()
}, 120_000)
afterAll(() => {
  rmSync(registry.dir, { recursive: true, force: true })
  rmSync(headless, { recursive: true, force: true })
})

/**
 * An App.tsx that imports every copied component, so the build bundles (and so checks) each one;
 * with the modal block copied in, it is wired as a developer would: the provider with an app id
 * and options, a navigator, and a button that opens the modal.
 */
function appUsing(files: string[]): string {
  const modules = files
    .filter((file) => file.endsWith('.tsx'))
    .map((file, i) => ({ name: `M${i}`, path: `@/${file.replace(/^src\//, '').replace(/\.tsx$/, '')}` }))
  const withModal = files.includes('src/components/lobby/blocks/lobby-modal.tsx')
  const copied = [
    ...modules.map((m) => `import * as ${m.name} from '${m.path}'`),
    '',
    `const copied = [${modules.map((m) => m.name).join(', ')}]`,
    '',
  ]
  if (!withModal) {
    return [
      ...copied,
      'export default function App() {',
      '  return <main className="bg-lobby-background p-8">{copied.map((m) => Object.keys(m).join()).join()}</main>',
      '}',
      '',
    ].join('\n')
  }
  return [
    "import { createNavigator, LobbyProvider } from '@lobby/headless'",
    "import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'",
    ...copied,
    'const navigator = createNavigator()',
    '',
    'export default function App() {',
    '  return (',
    '    <LobbyProvider',
    '      appId="lobbysandboxallmethods001"',
    '      apiUrl="http://127.0.0.1:8787"',
    "      config={{ appearance: { theme: 'dark', accentColor: '#0F766E', landingHeader: 'Welcome' }, loginMethods: ['email', 'sms'] }}",
    '    >',
    '      <main className="bg-lobby-background p-8">',
    '        <button type="button" onClick={() => navigator.open(\'LANDING\')}>Log in</button>',
    '        <LobbyModal navigator={navigator} />',
    '        {copied.map((m) => Object.keys(m).join()).join()}',
    '      </main>',
    '    </LobbyProvider>',
    '  )',
    '}',
    '',
  ].join('\n')
}

async function initAndAdd(items: string[]): Promise<{ root: string; dispose(): void; files: string[] }> {
  const host = createHost('vite-react-ts-tailwind4', { headless })
  const init = await runLobby(host.root, ['init', '--registry', registry.dir])
  expect(init.code, init.err).toBe(0)
  const add = await runLobby(host.root, ['add', ...items])
  expect(add.code, add.err).toBe(0)
  // Nothing to install: the template declares every package the items need.
  expect(add.execs).toEqual([])
  const config = JSON.parse(readFileSync(join(host.root, 'lobby.json'), 'utf8'))
  const files = Object.values(config.items as Record<string, { files: string[] }>).flatMap((item) => item.files)
  writeFileSync(join(host.root, 'src/App.tsx'), appUsing(files))
  return { ...host, files }
}

function typecheckAndBuild(root: string): void {
  const tsc = runHostTool(root, TOOLS.tsc, ['-p', 'tsconfig.app.json'])
  expect(tsc.code, tsc.output).toBe(0)
  const build = runHostTool(root, TOOLS.vite, ['build', '--logLevel', 'warn'])
  expect(build.code, build.output).toBe(0)
  const assets = readdirSync(join(root, 'dist/assets'))
  const css = assets
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(join(root, 'dist/assets', file), 'utf8'))
  // The theme variables init added reached the built stylesheet.
  expect(css.join()).toContain('--lobby-accent')
}

const hasLoginItems = LOGIN_ITEMS.every((name) => sourceItemNames().has(name))

describe('a Vite + React + TypeScript + Tailwind v4 host', () => {
  // One host for everything: a Vite build takes most of this file's time on two cores.
  const title = hasLoginItems
    ? 'A-1.02 host: init then add of the landing, code and consent screens, the modal block and every UI primitive; the app wires the provider with an app id and options and the modal, type-checks (tsc) and builds (vite build)'
    : 'host: init then add of every UI primitive type-checks (tsc) and builds (vite build)'
  it(title, async () => {
    const primitives = registry.items.filter((item) => item.type === 'registry:ui').map((item) => item.name)
    expect(primitives.length).toBeGreaterThan(0)
    const host = await initAndAdd([...(hasLoginItems ? LOGIN_ITEMS : []), ...primitives])
    try {
      expect(host.files).toContain('src/components/lobby/ui/button.tsx')
      if (hasLoginItems) expect(host.files).toContain('src/components/lobby/screens/landing-screen.tsx')
      expect(existsSync(join(host.root, 'src/lib/utils.ts'))).toBe(true)
      typecheckAndBuild(host.root)
    } finally {
      host.dispose()
    }
  }, 90_000)
})
