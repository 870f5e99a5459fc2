import { z } from 'zod'

// The shape of shadcn's published schemas (https://ui.shadcn.com/schema/registry.json and
// registry-item.json), restated with zod so the manifest and every built item are checked offline.

/** Item and file types shadcn knows. */
export const registryItemType = z.enum([
  'registry:lib',
  'registry:block',
  'registry:component',
  'registry:ui',
  'registry:hook',
  'registry:page',
  'registry:file',
  'registry:theme',
  'registry:style',
  'registry:item',
  'registry:base',
  'registry:font',
  'registry:example',
  'registry:internal',
])

/** One file of an item; `registry:file` and `registry:page` need a target. */
export const registryItemFile = z.discriminatedUnion('type', [
  z.object({
    path: z.string(),
    content: z.string().optional(),
    type: z.enum(['registry:file', 'registry:page']),
    target: z.string(),
  }),
  z.object({
    path: z.string(),
    content: z.string().optional(),
    type: registryItemType.exclude(['registry:file', 'registry:page']),
    target: z.string().optional(),
  }),
])

/** CSS variables an item adds: `theme` lands in `@theme inline`, `light` in `:root`, `dark` in `.dark`. */
export const registryItemCssVars = z.object({
  theme: z.record(z.string(), z.string()).optional(),
  light: z.record(z.string(), z.string()).optional(),
  dark: z.record(z.string(), z.string()).optional(),
})

type CssValue = string | Array<string | Record<string, string>> | { [key: string]: CssValue }
const cssValue: z.ZodType<CssValue> = z.lazy(() =>
  z.union([
    z.string(),
    z.array(z.union([z.string(), z.record(z.string(), z.string())])),
    z.record(z.string(), cssValue),
  ]),
)

/** One registry item, as shadcn's `registry-item.json` schema describes it. */
export const registryItem = z.object({
  $schema: z.string().optional(),
  extends: z.string().optional(),
  name: z.string(),
  type: registryItemType,
  title: z.string().optional(),
  author: z.string().min(2).optional(),
  description: z.string().optional(),
  dependencies: z.array(z.string()).optional(),
  devDependencies: z.array(z.string()).optional(),
  registryDependencies: z.array(z.string()).optional(),
  files: z.array(registryItemFile).optional(),
  cssVars: registryItemCssVars.optional(),
  css: z.record(z.string(), cssValue).optional(),
  envVars: z.record(z.string(), z.string()).optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
  docs: z.string().optional(),
  categories: z.array(z.string()).optional(),
})

/** A whole registry, as shadcn's `registry.json` schema describes it. */
export const registry = z.object({
  $schema: z.string().optional(),
  name: z.string(),
  homepage: z.string(),
  items: z.array(registryItem),
})

/** A registry item as parsed. */
export type RegistryItem = z.infer<typeof registryItem>
/** A registry as parsed. */
export type Registry = z.infer<typeof registry>

/** Where shadcn publishes the item schema; every built item names it. */
export const REGISTRY_ITEM_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry-item.json'
/** Where shadcn publishes the registry schema; the manifest and the built index name it. */
export const REGISTRY_SCHEMA_URL = 'https://ui.shadcn.com/schema/registry.json'
