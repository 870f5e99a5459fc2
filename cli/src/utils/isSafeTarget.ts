import { lstatSync, realpathSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'

const MAX_DECODE_ROUNDS = 3

/** Decodes percent-encoding repeatedly so `%252e%252e` cannot smuggle a `..` past the checks. */
function fullyDecode(value: string): string | null {
  let current = value
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return current
}

/**
 * A segment that names a hidden file or folder (`.git`, `.vscode`, `.github`, `.env`, `.npmrc`):
 * tool configuration that runs code or holds secrets, never a place for a screen. Windows' short
 * names (`GIT~1` is `.git`) and alternate data streams (`x.ts:stream`) are refused with them.
 */
function isHiddenOrAliased(segment: string): boolean {
  return (segment.startsWith('.') && segment !== '.') || /~\d/.test(segment) || segment.includes(':')
}

/**
 * `path` with its deepest existing ancestor resolved through symlinks (the rest does not exist
 * yet); null when that ancestor is a dangling link, which a write would follow wherever it points.
 */
function throughLinks(path: string): string | null {
  let existing = path
  while (!lstatSync(existing, { throwIfNoEntry: false }) && dirname(existing) !== existing) existing = dirname(existing)
  try {
    return join(realpathSync(existing), relative(existing, path))
  } catch {
    return null
  }
}

function isInside(root: string, full: string): boolean {
  const inside = relative(root, full)
  return inside !== '' && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside)
}

/**
 * Whether a registry-supplied target path stays inside the host project. A registry is remote
 * data: refuse absolute paths, `..` segments (plain, encoded, double-encoded), backslashes,
 * null bytes, `~` other than the project-root prefix `~/`, hidden files and folders, and paths
 * that leave the project through a symlink already there.
 */
export function isSafeTarget(target: string, projectRoot: string): boolean {
  if (target.length === 0 || target.includes('\0')) return false
  const decoded = fullyDecode(target)
  if (decoded === null || decoded.includes('\0') || decoded.includes('\\')) return false
  const path = decoded.startsWith('~/') ? decoded.slice(2) : decoded
  if (path.startsWith('~') || isAbsolute(path) || /^[a-zA-Z]:/.test(path)) return false
  if (path.split('/').some((segment) => segment === '..' || isHiddenOrAliased(segment))) return false
  const root = resolve(projectRoot)
  const full = resolve(root, path)
  if (!isInside(root, full)) return false
  const linkedRoot = throughLinks(root)
  const linkedFull = throughLinks(full)
  return linkedRoot !== null && linkedFull !== null && isInside(linkedRoot, linkedFull)
}
