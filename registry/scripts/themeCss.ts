import type { RegistryItem } from 'shadcn/schema'

type CssRule = string | string[] | Record<string, unknown>

function block(selector: string, body: Record<string, CssRule>, indent = ''): string {
  const lines = Object.entries(body).map(([key, value]) =>
    typeof value === 'string'
      ? `${indent}  ${key}: ${value};`
      : block(key, value as Record<string, CssRule>, `${indent}  `),
  )
  return `${indent}${selector} {\n${lines.join('\n')}\n${indent}}`
}

function vars(record: Record<string, string> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(record ?? {}).map(([k, v]) => [`--${k}`, v]))
}

/**
 * The CSS a Tailwind v4 entry gets from a theme item, as shadcn writes it: `light` vars on
 * `:root`, `dark` vars on `.dark`, `theme` vars in `@theme inline`, then the item's `css` rules.
 */
export function themeCss(item: RegistryItem): string {
  const parts = [
    block(':root', vars(item.cssVars?.light)),
    block('.dark', vars(item.cssVars?.dark)),
    block('@theme inline', vars(item.cssVars?.theme)),
    ...Object.entries(item.css ?? {}).map(([selector, body]) => block(selector, body as Record<string, CssRule>)),
  ]
  return `${parts.join('\n\n')}\n`
}
