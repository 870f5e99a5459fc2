import { describe, expect, it } from 'vitest'
import { loadRegistry } from '../../src/registry/loadRegistry.ts'
import { resolveTree } from '../../src/registry/resolveTree.ts'
import { baseItems, writeRegistry } from '../helpers/fixtureRegistry.ts'

const open = (items = baseItems()) => loadRegistry({ source: writeRegistry(items), cwd: process.cwd() })
const names = async (items: ReturnType<typeof baseItems>, wanted: string[]) =>
  (await resolveTree(await open(items), wanted)).map((item) => item.name)

describe('resolveTree', () => {
  it('add: resolves registryDependencies transitively, dependencies first, each once', async () => {
    expect(await names(baseItems(), ['code-screen', 'button'])).toEqual(['utils', 'theme', 'button', 'code-screen'])
  })

  it("add: accepts shadcn's path and URL forms of a registryDependency, as items of the same registry", async () => {
    const items = baseItems().map((item) =>
      item.name === 'button'
        ? { ...item, registryDependencies: ['/abs/registry/r/utils.json', 'https://example.test/r/theme.json'] }
        : item,
    )
    expect(await names(items, ['button'])).toEqual(['utils', 'theme', 'button'])
  })

  it("add: accepts shadcn's namespaced form @lobby/<name> of a registryDependency", async () => {
    const items = baseItems().map((item) =>
      item.name === 'button' ? { ...item, registryDependencies: ['@lobby/utils', '@lobby/theme'] } : item,
    )
    expect(await names(items, ['button'])).toEqual(['utils', 'theme', 'button'])
  })

  it('add: a registryDependency that names no item is a registry error', async () => {
    const items = baseItems().map((item) =>
      item.name === 'button' ? { ...item, registryDependencies: ['Not An Item'] } : item,
    )
    await expect(names(items, ['button'])).rejects.toMatchObject({ code: 'registry.invalid' })
  })

  it('add: a dependency missing from the registry is reported by name', async () => {
    const items = baseItems().map((item) =>
      item.name === 'button' ? { ...item, registryDependencies: ['ghost'] } : item,
    )
    await expect(names(items, ['button'])).rejects.toMatchObject({
      code: 'registry.item_not_found',
      message: expect.stringContaining('"ghost"'),
    })
  })

  it('add: tolerates a dependency cycle', async () => {
    const items = baseItems().map((item) =>
      item.name === 'utils' ? { ...item, registryDependencies: ['code-screen'] } : item,
    )
    expect(await names(items, ['code-screen'])).toEqual(['utils', 'theme', 'button', 'code-screen'])
  })
})
