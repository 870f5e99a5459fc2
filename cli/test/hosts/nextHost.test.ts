import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildHeadless } from '../helpers/buildHeadless.ts'
import { buildTestRegistry, sourceItemNames } from '../helpers/buildTestRegistry.ts'
import { createHost } from '../helpers/createHost.ts'
import { runHostTool, TOOLS } from '../helpers/runHostTool.ts'
import { runLobby } from '../helpers/runLobby.ts'

const LOGIN_ITEMS = ['landing-screen', 'awaiting-code-screen', 'consent-screen', 'lobby-modal']
const hasLoginItems = LOGIN_ITEMS.every((name) => sourceItemNames().has(name))

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

describe('a Next.js App Router host (React Server Components)', () => {
  const title = hasLoginItems
    ? "host: init then add of the landing, code and consent screens, the modal block and every UI primitive marks components 'use client' and type-checks (tsc)"
    : "host: init then add of every UI primitive marks components 'use client' and type-checks (tsc)"
  it(title, async () => {
    const host = createHost('next-app-router', { headless })
    try {
      const init = await runLobby(host.root, ['init', '--registry', registry.dir])
      expect(init.code, init.err).toBe(0)
      const primitives = registry.items.filter((item) => item.type === 'registry:ui').map((item) => item.name)
      const add = await runLobby(host.root, ['add', ...(hasLoginItems ? LOGIN_ITEMS : []), ...primitives])
      expect(add.code, add.err).toBe(0)
      expect(add.execs).toEqual([])

      const config = JSON.parse(readFileSync(join(host.root, 'lobby.json'), 'utf8'))
      expect(config).toMatchObject({ framework: 'next-app', rsc: true, tailwind: { css: 'app/globals.css' } })
      const files: string[] = Object.values(config.items as Record<string, { files: string[] }>).flatMap((i) => i.files)
      for (const file of files.filter((f) => f.endsWith('.tsx'))) {
        expect(readFileSync(join(host.root, file), 'utf8').startsWith("'use client'"), file).toBe(true)
      }
      // A server component page renders a copied client component: the RSC boundary type-checks.
      const button = files.find((f) => f.endsWith('ui/button.tsx'))!.replace(/\.tsx$/, '')
      writeFileSync(
        join(host.root, 'app/page.tsx'),
        `import { Button } from '@/${button}'\n\nexport default function Home() {\n  return <Button>Log in</Button>\n}\n`,
      )
      const tsc = runHostTool(host.root, TOOLS.tsc, ['-p', 'tsconfig.json'])
      expect(tsc.code, tsc.output).toBe(0)
    } finally {
      host.dispose()
    }
  }, 90_000)
})
