import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { CliError } from '../utils/cliError.ts'
import { isSafeTarget } from '../utils/isSafeTarget.ts'
import { declaredPackages, type HostPackageJson } from './readPackageJson.ts'

const TAILWIND_IMPORT = /@import\s+(["'])tailwindcss\1|@tailwind\s+base/
const SEARCH_ROOTS = ['src', 'app', 'styles', '.']
const SKIPPED = new Set(['node_modules', 'dist', 'build', '.next', 'out', '.git', '.lobby', 'public'])
const MAX_DEPTH = 4

function cssFiles(dir: string, depth: number): string[] {
  if (depth > MAX_DEPTH || !existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : cssFiles(join(dir, entry.name), depth + 1)
    return entry.name.endsWith('.css') ? [join(dir, entry.name)] : []
  })
}

/** The host's Tailwind CSS entry (the stylesheet importing `tailwindcss`), relative to the root. */
export function findTailwindCss(root: string, pkg: HostPackageJson, preferred?: string): string {
  if (preferred && existsSync(join(root, preferred))) return preferred
  const hasTailwind = declaredPackages(pkg).has('tailwindcss')
  const candidates = SEARCH_ROOTS.flatMap((dir) => cssFiles(join(root, dir), dir === '.' ? MAX_DEPTH : 0))
  const entry = candidates.find((file) => TAILWIND_IMPORT.test(readFileSync(file, 'utf8')))
  if (!hasTailwind || entry === undefined) {
    throw new CliError(
      'tailwind.not_found',
      hasTailwind
        ? 'Found no stylesheet that imports Tailwind (`@import "tailwindcss"`).'
        : 'Tailwind CSS is not installed in this project.',
      {
        nextStep:
          'Set up Tailwind CSS v4 (tailwindcss.com/docs/installation), with `@import "tailwindcss";` in your main CSS file, then run `lobby init` again.',
      },
    )
  }
  return relative(root, entry).split('\\').join('/')
}

const CSS_FLAG_STEP =
  'Pass --css the stylesheet that has `@import "tailwindcss"`, as a path inside your app (e.g. --css src/index.css), or leave --css out to detect it.'

/**
 * The stylesheet `--css` names, relative to the root: a file inside the project, which `init`
 * then writes the theme into. A path that misses is an error, never a silent fall-back to
 * detection (the user named another file) nor a write outside the app.
 */
export function explicitTailwindCss(root: string, flag: string): string {
  const path = relative(root, resolve(root, flag)).split('\\').join('/')
  if (!isSafeTarget(path, root)) {
    throw new CliError('args.invalid', `--css ${flag} leaves your app (${root}), or names a hidden file or folder.`, {
      nextStep: CSS_FLAG_STEP,
    })
  }
  const full = join(root, path)
  if (!existsSync(full) || !statSync(full).isFile()) {
    throw new CliError('tailwind.not_found', `--css ${flag}: there is no such file in ${root}.`, {
      nextStep: CSS_FLAG_STEP,
    })
  }
  return path
}
