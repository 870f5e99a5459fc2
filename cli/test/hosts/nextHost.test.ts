import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHeadless } from '../helpers/buildHeadless.ts'
import { buildTestRegistry } from '../helpers/buildTestRegistry.ts'
import { createHost } from '../helpers/createHost.ts'
import { runHostTool, TOOLS } from '../helpers/runHostTool.ts'
import { runLobby } from '../helpers/runLobby.ts'

const LOGIN_ITEMS = ['landing-screen', 'awaiting-code-screen', 'consent-screen', 'lobby-modal']

// The type-check of the RSC boundary; the suite's one `next build` / `next start` (the block in
// Chromium, a server page reading a core constant) is in docs/e2e/gettingStartedSnippets.e2e.ts.
let registry: ReturnType<typeof buildTestRegistry>
let headless: string
let host: ReturnType<typeof createHost>
beforeAll(() => {
  registry = buildTestRegistry()
  headless = buildHeadless()
  host = createHost('next-app-router', { headless })
}, 180_000)
afterAll(async () => {
  host?.dispose()
  rmSync(registry.dir, { recursive: true, force: true })
  rmSync(headless, { recursive: true, force: true })
})

/** The host's pages: a server component that reads a core constant and renders the client block. */
function writePages(block: string): void {
  const importPath = `@/${block.replace(/\.tsx$/, '')}`
  writeFileSync(
    join(host.root, 'app/login.tsx'),
    `'use client'
import { LobbyProvider } from '@lobby/headless'
import { LobbyModal } from '${importPath}'

export function Login({ appId, apiUrl }: { appId: string; apiUrl: string }) {
  return (
    <LobbyProvider appId={appId} apiUrl={apiUrl}>
      <LobbyModal standalone />
    </LobbyProvider>
  )
}
`,
  )
  writeFileSync(
    join(host.root, 'app/page.tsx'),
    `import { DEFAULT_LANDING_HEADER } from '@lobby/headless/core'
import type { Metadata } from 'next'
import { Login } from './login'

// Server-only: a constant of the core entry is a plain value here, not a client reference.
export const metadata: Metadata = { title: DEFAULT_LANDING_HEADER }

export default function Home() {
  return (
    <main className="p-8">
      <Login appId="lobbysandboxallmethods001" apiUrl="http://localhost:8787" />
    </main>
  )
}
`,
  )
}

describe('a Next.js App Router host (React Server Components)', () => {
  it("host: init then add of the landing, code and consent screens, the modal block and every UI primitive marks components 'use client', and a server page with the block type-checks (tsc)", async () => {
    const init = await runLobby(host.root, ['init', '--registry', registry.dir])
    expect(init.code, init.err).toBe(0)
    const primitives = registry.items.filter((item) => item.type === 'registry:ui').map((item) => item.name)
    const add = await runLobby(host.root, ['add', ...LOGIN_ITEMS, ...primitives])
    expect(add.code, add.err).toBe(0)
    expect(add.execs).toEqual([])

    const config = JSON.parse(readFileSync(join(host.root, 'lobby.json'), 'utf8'))
    expect(config).toMatchObject({ framework: 'next-app', rsc: true, tailwind: { css: 'app/globals.css' } })
    const files: string[] = Object.values(config.items as Record<string, { files: string[] }>).flatMap((i) => i.files)
    for (const file of files.filter((f) => f.endsWith('.tsx'))) {
      expect(readFileSync(join(host.root, file), 'utf8').startsWith("'use client'"), file).toBe(true)
    }
    writePages(files.find((f) => f.endsWith('blocks/lobby-modal.tsx'))!)
    const tsc = runHostTool(host.root, TOOLS.tsc, ['-p', 'tsconfig.json'])
    expect(tsc.code, tsc.output).toBe(0)
  }, 90_000)
})
