// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const pkgDir = fileURLToPath(new URL('..', import.meta.url))
const coreDir = join(pkgDir, 'src', 'core')
const REACT_IMPORT = /(?:from\s+|import\s*\(\s*|require\s*\(\s*)['"](react|react-dom)(\/[^'"]*)?['"]/

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('architecture: src/core is framework-free', () => {
  it('no file under src/core imports react or react-dom', () => {
    const offenders = sourceFiles(coreDir).filter((file) => REACT_IMPORT.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })

  describe('the built @lobby/headless/core in plain Node with no React installed', () => {
    let app: string

    beforeAll(() => {
      if (!existsSync(join(pkgDir, 'dist', 'core.js'))) {
        execFileSync(process.execPath, [join(pkgDir, 'node_modules', 'tsdown', 'dist', 'run.mjs')], {
          cwd: pkgDir,
          stdio: 'ignore',
        })
      }
      // A throwaway app whose node_modules holds the package and its runtime dependencies only.
      app = mkdtempSync(join(tmpdir(), 'lobby-core-'))
      const target = join(app, 'node_modules', '@lobby', 'headless')
      mkdirSync(target, { recursive: true })
      cpSync(join(pkgDir, 'package.json'), join(target, 'package.json'))
      cpSync(join(pkgDir, 'dist'), join(target, 'dist'), { recursive: true })
      const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as {
        dependencies?: Record<string, string>
      }
      // viem is the one required peer the core imports (react-query is the hooks' peer).
      for (const dep of [...Object.keys(pkg.dependencies ?? {}), 'viem']) {
        // pnpm links every direct dependency here; some packages do not export ./package.json.
        const depDir = realpathSync(join(pkgDir, 'node_modules', dep))
        mkdirSync(dirname(join(app, 'node_modules', dep)), { recursive: true })
        symlinkSync(depDir, join(app, 'node_modules', dep), 'dir')
      }
    })

    afterAll(() => {
      if (app) rmSync(app, { recursive: true, force: true })
    })

    it('imports, while react cannot even be resolved there', () => {
      const script = `
        let hasReact = true
        try { await import('react') } catch { hasReact = false }
        const core = await import('@lobby/headless/core')
        console.log(JSON.stringify({ hasReact, exports: Object.keys(core).length }))
      `
      const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' })
      expect(result.stderr).toBe('')
      const out = JSON.parse(result.stdout) as { hasReact: boolean; exports: number }
      expect(out.hasReact).toBe(false)
      expect(out.exports).toBeGreaterThan(0)
    })
  })
})
