// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, URL } from 'node:url'
import { registrySchema as registry, registryItemSchema as registryItem } from 'shadcn/schema'
import { afterAll, describe, expect, it } from 'vitest'
import { buildRegistry, readManifest } from '../scripts/buildRegistry.ts'

// Where shadcn publishes its item schema: every item `shadcn build` writes names it.
const REGISTRY_ITEM_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry-item.json'

const root = fileURLToPath(new URL('..', import.meta.url))
const manifest = readManifest(root)
const byName = new Map(manifest.items.map((item) => [item.name, item]))
const sourceFiles = manifest.items.flatMap((item) => (item.files ?? []).map((file) => ({ item, file })))

// Packages a host always has, so items need not list them.
const HOST_PACKAGES = new Set(['react', 'react-dom'])

/** The item a host-alias import points at, or null for an npm import. */
function aliasTarget(specifier: string): string | null {
  if (specifier === '@/lib/utils') return 'lobby-utils'
  const match = /^@\/components\/lobby\/(ui|screens|blocks)\/(.+)$/.exec(specifier)
  if (!match) return null
  return match[1] === 'ui' ? `lobby-${match[2]}` : match[2]!
}

function importsOf(source: string): string[] {
  return [...source.matchAll(/(?:from|import)\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!)
}

function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

describe('registry manifest', () => {
  it('registry.json matches shadcn registry schema', () => {
    const raw: unknown = JSON.parse(readFileSync(join(root, 'registry.json'), 'utf8'))
    expect(registry.safeParse(raw).success).toBe(true)
  })

  it('the schema check refuses an item shadcn would refuse', () => {
    expect(registryItem.safeParse({ name: 'x', type: 'registry:button' }).success).toBe(false)
    expect(
      registryItem.safeParse({ name: 'x', type: 'registry:file', files: [{ path: 'a', type: 'registry:file' }] })
        .success,
    ).toBe(false)
  })

  it('item names are unique and never bare shadcn names', () => {
    expect(byName.size).toBe(manifest.items.length)
    for (const item of manifest.items)
      expect(['button', 'input', 'badge', 'spinner', 'dialog', 'utils']).not.toContain(item.name)
  })

  it.each(sourceFiles.map(({ item, file }) => [file.path, item.name, file] as const))(
    '%s (%s) exists, lands under components/lobby or lib, and its imports are declared',
    (path, name, file) => {
      const item = byName.get(name)!
      expect(existsSync(join(root, path))).toBe(true)
      expect(file.target).toMatch(/^(components\/lobby\/(ui|screens|blocks)\/[a-z0-9-]+\.(tsx|md)|lib\/utils\.ts)$/)
      for (const specifier of importsOf(readFileSync(join(root, path), 'utf8'))) {
        const target = aliasTarget(specifier)
        if (target) {
          expect(item.registryDependencies ?? [], `${path} imports ${specifier}`).toContain(`@lobby/${target}`)
          continue
        }
        expect(specifier.startsWith('.'), `${path} imports ${specifier} relatively; use the host alias`).toBe(false)
        const pkg = packageName(specifier)
        if (!HOST_PACKAGES.has(pkg)) expect(item.dependencies ?? [], `${path} imports ${specifier}`).toContain(pkg)
      }
    },
  )

  it('every source file belongs to exactly one item', () => {
    const listed = sourceFiles
      .map(({ file }) => file.path)
      .filter((path) => /\.tsx?$/.test(path))
      .sort()
    const onDisk = ['lib', 'ui', 'screens', 'blocks']
      .filter((dir) => existsSync(join(root, dir)))
      .flatMap((dir) =>
        readdirSync(join(root, dir))
          .filter((f) => /\.tsx?$/.test(f))
          .map((f) => `${dir}/${f}`),
      )
      .sort()
    expect(listed).toEqual(onDisk)
  })

  it('registryDependencies name only items of this registry, in the @lobby namespace its hosts configure', () => {
    expect(manifest.name).toBe('lobby')
    for (const item of manifest.items) {
      for (const dependency of item.registryDependencies ?? []) {
        expect(dependency, item.name).toMatch(/^@lobby\//)
        expect(byName.has(dependency.slice('@lobby/'.length)), `${item.name} -> ${dependency}`).toBe(true)
      }
    }
  })
})

describe('registry:build', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'lobby-registry-'))
  afterAll(() => rmSync(outDir, { recursive: true, force: true }))
  const built = buildRegistry({ root, outDir })

  it('writes one shadcn registry-item JSON per item, files inlined with their content', () => {
    expect(readdirSync(outDir).sort()).toEqual([...manifest.items.map((i) => `${i.name}.json`), 'registry.json'].sort())
    for (const item of manifest.items) {
      const json: unknown = JSON.parse(readFileSync(join(outDir, `${item.name}.json`), 'utf8'))
      const parsed = registryItem.parse(json)
      expect(parsed.$schema).toBe(REGISTRY_ITEM_SCHEMA_URL)
      expect(parsed.registryDependencies).toEqual(item.registryDependencies)
      for (const file of parsed.files ?? []) expect(file.content).toBe(readFileSync(join(root, file.path), 'utf8'))
    }
  })

  it('writes the index as a valid registry listing every item', () => {
    const index = registry.parse(JSON.parse(readFileSync(join(outDir, 'registry.json'), 'utf8')))
    expect(index.items.map((i) => i.name)).toEqual(built.items.map((i) => i.name))
  })

  const badManifest = (registryDependencies: string[]) => {
    const bad = mkdtempSync(join(tmpdir(), 'lobby-registry-bad-'))
    const json = {
      name: 'lobby',
      homepage: 'https://x',
      items: [
        { name: 'a', type: 'registry:ui', registryDependencies },
        { name: 'b', type: 'registry:ui' },
      ],
    }
    writeFileSync(join(bad, 'registry.json'), JSON.stringify(json))
    return bad
  }

  it.each([
    [['@lobby/button'], '"@lobby/button", not an item of this registry (write "@lobby/<item name>")'],
    [['@acme/b'], '"@acme/b", not an item of this registry (write "@lobby/<item name>")'],
    [['b'], 'write registryDependencies as "@lobby/b" (shadcn\'s namespaced form), not "b"'],
  ])('refuses registryDependencies %j, saying how to write them', (dependencies, message) => {
    const bad = badManifest(dependencies)
    try {
      expect(() => buildRegistry({ root: bad, outDir: join(bad, 'out') })).toThrow(message)
    } finally {
      rmSync(bad, { recursive: true, force: true })
    }
  })

  it('refuses a manifest shadcn would refuse, naming the field', () => {
    const bad = mkdtempSync(join(tmpdir(), 'lobby-registry-bad-'))
    try {
      writeFileSync(
        join(bad, 'registry.json'),
        JSON.stringify({ name: 'lobby', homepage: 'https://x', items: [{ name: 'a', type: 'registry:button' }] }),
      )
      expect(() => readManifest(bad)).toThrow(
        /registry.json does not match shadcn's registry schema:\n {2}items\.0\.type: /,
      )
    } finally {
      rmSync(bad, { recursive: true, force: true })
    }
  })
})
