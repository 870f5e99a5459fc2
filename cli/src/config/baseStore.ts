import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** Folder in the host holding the registry's version of each copied file, as it was when copied. */
export const BASE_DIR = '.lobby/base'

/** The recorded base of a host file (the registry content `add` or `update` wrote), if any. */
export function readBase(root: string, hostPath: string): string | null {
  const file = join(root, BASE_DIR, hostPath)
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

/** Records the registry content written to a host file: the base of the next three-way merge. */
export function writeBase(root: string, hostPath: string, content: string): void {
  const file = join(root, BASE_DIR, hostPath)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, content)
}
