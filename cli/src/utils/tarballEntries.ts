import { readFileSync } from 'node:fs'
import { gunzipSync } from 'node:zlib'
import { parseTar } from 'nanotar'

/** The paths a packed npm tarball (.tgz) holds, from its tar headers. Throws when the file is no gzip. */
export function tarballEntries(file: string): string[] {
  return parseTar(gunzipSync(readFileSync(file)), { metaOnly: true }).map((entry) => entry.name)
}
