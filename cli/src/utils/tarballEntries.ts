import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'

const BLOCK = 512

/** A NUL-terminated field of a tar header, as text. */
function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

/**
 * The paths a packed npm tarball (.tgz) holds, read from its tar headers (ustar, with the
 * `prefix` field for long names). Throws when the file is no gzip.
 */
export function tarballEntries(file: string): string[] {
  const tar = gunzipSync(readFileSync(file))
  const names: string[] = []
  for (let offset = 0; offset + BLOCK <= tar.length; ) {
    const header = tar.subarray(offset, offset + BLOCK)
    const name = field(header, 0, 100)
    if (name === '') break
    const prefix = field(header, 345, 155)
    names.push(prefix ? `${prefix}/${name}` : name)
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8)
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK
  }
  return names
}
