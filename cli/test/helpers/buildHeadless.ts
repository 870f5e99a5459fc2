import { spawnSync } from 'node:child_process'
import { copyFileSync, cpSync, existsSync, mkdtempSync, readdirSync, statSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HEADLESS = fileURLToPath(new URL('../../../packages/headless', import.meta.url))

function newest(dir: string): number {
  let time = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) time = Math.max(time, statSync(join(entry.parentPath, entry.name)).mtimeMs)
  }
  return time
}

/** Whether packages/headless/dist is a complete build at least as new as every source file. */
export function distIsFresh(): boolean {
  const dist = join(HEADLESS, 'dist')
  const entries = ['index.js', 'index.d.ts', 'core.js', 'core.d.ts'].map((file) => join(dist, file))
  if (!entries.every((file) => existsSync(file))) return false
  const oldestEntry = Math.min(...entries.map((file) => statSync(file).mtimeMs))
  return oldestEntry >= newest(join(HEADLESS, 'src'))
}

/**
 * A private copy of @lobby/headless built from the current sources, in a temp package folder, so
 * host tests never race with someone rebuilding packages/headless/dist. A fresh dist (as CI has
 * after `pnpm build`) is copied; otherwise the package's own tsdown config builds one.
 */
export function buildHeadless(): string {
  const pkg = mkdtempSync(join(tmpdir(), 'lobby-headless-'))
  if (distIsFresh()) {
    cpSync(join(HEADLESS, 'dist'), join(pkg, 'dist'), { recursive: true })
  } else {
    const result = spawnSync(
      process.execPath,
      [join(HEADLESS, 'node_modules/tsdown/dist/run.mjs'), '--out-dir', join(pkg, 'dist'), '--logLevel', 'error'],
      { cwd: HEADLESS, encoding: 'utf8', timeout: 120_000 },
    )
    if (result.status !== 0) throw new Error(`building @lobby/headless failed:\n${result.stdout}${result.stderr}`)
  }
  copyFileSync(join(HEADLESS, 'package.json'), join(pkg, 'package.json'))
  // Its own dependencies (zod, react-query...) resolve from the workspace package's node_modules.
  symlinkSync(join(HEADLESS, 'node_modules'), join(pkg, 'node_modules'), 'dir')
  return pkg
}
