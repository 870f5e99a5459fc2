import { z } from 'zod/mini'
import manifest from '../../registry/registry.json'

const ItemSchema = z.object({
  name: z.string(),
  type: z.string(),
  title: z.optional(z.string()),
  description: z.optional(z.string()),
})

/** A screen of the registry: its item name (the `lobby add` argument), title and description. */
export type ScreenItem = { name: string; title: string; description: string }

/** Every screen item of registry/registry.json, in its order: each gets a page with a live example. */
export const screens: ScreenItem[] = z
  .object({ items: z.array(ItemSchema) })
  .parse(manifest)
  .items.filter((item) => item.type === 'registry:block' && item.name.endsWith('-screen'))
  .map((item) => ({ name: item.name, title: item.title ?? item.name, description: item.description ?? '' }))
