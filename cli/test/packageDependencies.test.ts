import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { bundleOptions } from '../scripts/bundleOptions.mjs'

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>
  files: string[]
}

describe('the published @lobby/cli package', () => {
  it('lists as dependencies exactly the packages its built file imports at run time (none: all bundled)', async () => {
    const outdir = mkdtempSync(join(tmpdir(), 'lobby-cli-bundle-'))
    try {
      const result = await build({ ...bundleOptions, outdir, write: false, metafile: true, logLevel: 'silent' })
      if (!result.metafile) throw new Error('esbuild wrote no metafile')
      const imported = Object.values(result.metafile.outputs).flatMap((output) => output.imports)
      const builtins = new Set(builtinModules)
      const packages = imported
        .filter((entry) => entry.external)
        .map((entry) => entry.path.replace(/^node:/, '').split('/')[0]!)
        .filter((name) => !builtins.has(name))
      expect(Object.keys(pkg.dependencies ?? {}).sort()).toEqual([...new Set(packages)].sort())
      expect(packages).toEqual([])
    } finally {
      rmSync(outdir, { recursive: true, force: true })
    }
  })

  it('ships no sources, so its bin never reaches for tsx (the repo-only fallback)', () => {
    expect(pkg.files).toEqual(['bin', 'dist', 'registry'])
  })
})
