import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repo = fileURLToPath(new URL('../..', import.meta.url))

/** What users read: the docs site's sources and every README of the repo's packages. */
function userFacingFiles(): string[] {
  const docs = readdirSync(join(repo, 'docs/src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|md)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const readmes = ['README.md', 'cli/README.md', 'registry/README.md', 'docs/README.md']
  const packages = readdirSync(join(repo, 'packages')).map((name) => `packages/${name}/README.md`)
  return [...docs, ...[...readmes, ...packages].map((path) => join(repo, path))].filter((path) => {
    try {
      readFileSync(path)
      return true
    } catch {
      return false
    }
  })
}

describe('the commands the docs and READMEs show', () => {
  it('attack: none runs an unscoped npm name (`npx lobby`, `npx lobby-sandbox`), which anyone could publish', () => {
    const offending = userFacingFiles().flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .filter((line) => /npx lobby(?:-sandbox\b|\s+-*[a-z])/.test(line))
        .map((line) => `${relative(repo, path)}: ${line.trim()}`),
    )
    expect(offending).toEqual([])
  })

  it('@lobby/cli has one bin, so `npx @lobby/cli@<version>` runs it', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'cli/package.json'), 'utf8'))
    expect(pkg.name).toBe('@lobby/cli')
    expect(Object.keys(pkg.bin)).toEqual(['lobby'])
  })
})
