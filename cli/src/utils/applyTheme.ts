import type { RegistryItem } from 'shadcn/schema'

/** shadcn's `css` tree: selectors or at-rules to declarations or nested rules. */
type CssTree = NonNullable<RegistryItem['css']>

/** Markers around the theme block `lobby init` manages in the host's Tailwind entry. */
export const THEME_START = '/* lobby theme: start (managed by `lobby init`; edits between the markers are replaced) */'
/** End marker of the managed theme block. */
export const THEME_END = '/* lobby theme: end */'

const TAILWIND_IMPORT_LINE = /^.*@import\s+(["'])tailwindcss\1.*$/m

function declarations(vars: Record<string, string>, indent: string): string {
  return Object.entries(vars)
    .map(([name, value]) => `${indent}--${name.replace(/^--/, '')}: ${value};`)
    .join('\n')
}

function rule(selector: string, vars: Record<string, string> | undefined): string[] {
  return vars && Object.keys(vars).length > 0 ? [`${selector} {\n${declarations(vars, '  ')}\n}`] : []
}

/** shadcn's `css` tree to CSS text: nested objects are blocks, strings declarations, empty at-rules statements. */
function serialise(tree: CssTree, indent = ''): string {
  return Object.entries(tree)
    .map(([key, value]) => {
      if (typeof value === 'string') return `${indent}${key}: ${value};`
      if (key.startsWith('@') && Object.keys(value).length === 0) return `${indent}${key};`
      return `${indent}${key} {\n${serialise(value, `${indent}  `)}\n${indent}}`
    })
    .join('\n')
}

/** The CSS a theme item contributes: `cssVars` (shadcn's theme / light / dark), `css`, then its CSS files. */
export function themeCss(item: RegistryItem): string {
  const parts = [
    ...rule('@theme inline', item.cssVars?.theme),
    ...rule(':root', item.cssVars?.light),
    ...rule('.dark', item.cssVars?.dark),
    ...(item.css ? [serialise(item.css)] : []),
    ...(item.files ?? []).filter((file) => file.path.endsWith('.css')).map((file) => (file.content ?? '').trim()),
  ]
  return parts.join('\n\n')
}

/** Puts the theme block after `@import "tailwindcss"` (or replaces the previous one), so re-running is a no-op. */
export function insertThemeBlock(stylesheet: string, css: string): string {
  const block = `${THEME_START}\n${css}\n${THEME_END}`
  const start = stylesheet.indexOf(THEME_START)
  const end = stylesheet.indexOf(THEME_END)
  if (start !== -1 && end > start) {
    return `${stylesheet.slice(0, start)}${block}${stylesheet.slice(end + THEME_END.length)}`
  }
  const anchor = TAILWIND_IMPORT_LINE.exec(stylesheet)
  if (!anchor) return `${block}\n\n${stylesheet}`
  const after = anchor.index + anchor[0].length
  return `${stylesheet.slice(0, after)}\n\n${block}\n${stylesheet.slice(after)}`
}
