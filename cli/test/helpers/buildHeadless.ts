import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdtempSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const HEADLESS = fileURLToPath(new URL('../../../packages/headless', import.meta.url))

/**
 * A private build of @lobby/headless (its own tsdown config, into a temp package folder), so
 * host tests do not depend on, or race with, whatever packages/headless/dist holds right now.
 */
export function buildHeadless(): string {
  const pkg = mkdtempSync(join(tmpdir(), 'lobby-headless-'))
  const result = spawnSync(
    process.execPath,
    [join(HEADLESS, 'node_modules/tsdown/dist/run.mjs'), '--out-dir', join(pkg, 'dist'), '--logLevel', 'error'],
    { cwd: HEADLESS, encoding: 'utf8', timeout: 120_000 },
  )
  if (result.status !== 0) throw new Error(`building @lobby/headless failed:\n${result.stdout}${result.stderr}`)
  copyFileSync(join(HEADLESS, 'package.json'), join(pkg, 'package.json'))
  // Its own dependencies (zod, react-query...) resolve from the workspace package's node_modules.
  symlinkSync(join(HEADLESS, 'node_modules'), join(pkg, 'node_modules'), 'dir')
  return pkg
}
