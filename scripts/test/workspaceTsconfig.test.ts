import { readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// CI type-checks with the root tsconfig.json alone: a folder a package checks but the root does
// not list would go unchecked in CI, with no error to say so.
const repo = fileURLToPath(new URL('../..', import.meta.url))
const PACKAGES = ['packages/headless', 'packages/sandbox', 'registry', 'docs', 'cli']

type Tsconfig = { include?: string[]; exclude?: string[]; compilerOptions?: { paths?: Record<string, string[]> } }
// The root file carries comments (tsconfig allows them); the package files are plain JSON.
const read = (dir: string): Tsconfig =>
  JSON.parse(
    readFileSync(join(repo, dir, 'tsconfig.json'), 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('//'))
      .join('\n'),
  ) as Tsconfig

const fromRepo = (dir: string, path: string) => posix.normalize(posix.join(dir, path))
// `utils` and `utils.ts` name the same module to TypeScript.
const moduleOf = (path: string) => path.replace(/\.tsx?$/, '')

describe('the root tsconfig.json that `pnpm typecheck` runs', () => {
  const root = read('.')
  const rootPaths = root.compilerOptions?.paths ?? {}
  it.each(PACKAGES)('checks every folder and file %s checks, with the same exclusions', (dir) => {
    const own = read(dir)
    for (const include of own.include ?? []) expect(root.include).toContain(fromRepo(dir, include))
    for (const exclude of own.exclude ?? []) expect(root.exclude).toContain(fromRepo(dir, exclude))
  })

  it.each(PACKAGES)('maps each import alias of %s to the same file or folder', (dir) => {
    for (const [alias, [target]] of Object.entries(read(dir).compilerOptions?.paths ?? {})) {
      // `@/lib/utils` in one package is `@/lib/*` in another: compare where the alias lands.
      const rootAlias =
        alias in rootPaths
          ? alias
          : Object.keys(rootPaths).find((key) => key.endsWith('*') && alias.startsWith(key.slice(0, -1)))
      expect(rootAlias, `${dir}: ${alias}`).toBeDefined()
      const rootTarget = rootPaths[rootAlias ?? '']?.[0] ?? ''
      const rest = rootAlias === alias ? '' : alias.slice((rootAlias ?? '').length - 1)
      expect(moduleOf(fromRepo('.', rootTarget.replace('*', rest))), `${dir}: ${alias}`).toBe(
        moduleOf(fromRepo(dir, target ?? '').replace('*', rest)),
      )
    }
  })
})
