import { type RegistryItem, registryItemSchema } from 'shadcn/schema'
import { isDependencySpec } from './dependencySpec.ts'
import { ItemName } from './itemName.ts'

/**
 * shadcn's own registry-item schema, plus what the CLI needs before an item reaches the disk or
 * the package manager: a name that is safe as a file name, and npm specs only as dependencies.
 */
export const checkedRegistryItem = registryItemSchema.check((ctx) => {
  const item: RegistryItem = ctx.value
  if (!ItemName.safeParse(item.name).success) {
    ctx.issues.push({
      code: 'custom',
      input: item.name,
      path: ['name'],
      message: `item name ${JSON.stringify(item.name)} is not kebab-case (a-z, 0-9 and -)`,
    })
  }
  for (const key of ['dependencies', 'devDependencies'] as const) {
    ;(item[key] ?? []).forEach((spec, index) => {
      if (isDependencySpec(spec)) return
      ctx.issues.push({
        code: 'custom',
        input: spec,
        path: [key, index],
        message: `item "${item.name}" lists ${JSON.stringify(spec)}, which is not an npm package name with an optional @<version range or tag>`,
      })
    })
  }
})
