import { z } from 'zod'
import { isDependencySpec } from './dependencySpec.ts'

/** Item names double as file names (`<name>.json`), so only kebab-case is accepted. */
export const ItemName = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, 'item names are kebab-case: a-z, 0-9 and -')

/** One file of a registry item, in shadcn's registry-item format. */
export const RegistryFileSchema = z.looseObject({
  path: z.string().min(1),
  type: z.string().min(1),
  content: z.string().optional(),
  target: z.string().optional(),
})

const CssVars = z.record(z.string(), z.string())

/** A CSS tree in shadcn's `css` form: selectors or at-rules to declarations or nested rules. */
export type CssTree = { [key: string]: string | CssTree }
const CssTreeSchema: z.ZodType<CssTree> = z.lazy(() => z.record(z.string(), z.union([z.string(), CssTreeSchema])))

/** A registry item (shadcn's registry-item format, extra keys allowed). */
export const RegistryItemSchema = z
  .looseObject({
    name: ItemName,
    type: z.string().min(1),
    title: z.string().optional(),
    description: z.string().optional(),
    dependencies: z.array(z.string()).default([]),
    devDependencies: z.array(z.string()).default([]),
    /** Item names: bare, `@namespace/<name>`, or a URL or path ending in `/<name>.json` (shadcn's forms). */
    registryDependencies: z.array(z.string().min(1)).default([]),
    files: z.array(RegistryFileSchema).default([]),
    cssVars: z.object({ theme: CssVars.optional(), light: CssVars.optional(), dark: CssVars.optional() }).optional(),
    css: CssTreeSchema.optional(),
  })
  .check((ctx) => {
    // Checked here, before anything is planned, so a bad spec never reaches the package manager.
    const item = ctx.value
    for (const key of ['dependencies', 'devDependencies'] as const) {
      item[key].forEach((spec, index) => {
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

/** The registry index (`registry.json`, shadcn's registry format). */
export const RegistryIndexSchema = z.looseObject({
  name: z.string().optional(),
  homepage: z.string().optional(),
  items: z.array(RegistryItemSchema),
})

/** A parsed registry item. */
export type RegistryItem = z.infer<typeof RegistryItemSchema>
/** A parsed file of a registry item. */
export type RegistryFile = z.infer<typeof RegistryFileSchema>
/** A parsed registry index. */
export type RegistryIndex = z.infer<typeof RegistryIndexSchema>
