import { isAbsolute, relative, resolve, sep } from 'node:path'

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
 * Whether a registry-supplied target path stays inside the host project. A registry is remote
 * data: refuse absolute paths, `..` segments (plain, encoded, double-encoded), backslashes,
 * null bytes and `~` other than the project-root prefix `~/`.
 */
export function isSafeTarget(target: string, projectRoot: string): boolean {
  if (target.length === 0 || target.includes('\0')) return false
  const decoded = fullyDecode(target)
  if (decoded === null || decoded.includes('\0') || decoded.includes('\\')) return false
  const path = decoded.startsWith('~/') ? decoded.slice(2) : decoded
  if (path.startsWith('~') || isAbsolute(path) || /^[a-zA-Z]:/.test(path)) return false
  if (path.split('/').some((segment) => segment === '..')) return false
  const root = resolve(projectRoot)
  const full = resolve(root, path)
  const inside = relative(root, full)
  return inside !== '' && !inside.startsWith(`..${sep}`) && inside !== '..' && !isAbsolute(inside)
}
