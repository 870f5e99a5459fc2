const DIRECTIVE = /^\s*(["'])use client\1;?[ \t]*\r?\n?/
const COMPONENT_FILE = /\.(tsx|jsx)$/

/**
 * Puts `'use client'` at the top of component files for React Server Components hosts (Next App
 * Router) and drops it elsewhere, where bundlers such as Vite warn about a directive they ignore.
 */
export function applyUseClient(source: string, options: { rsc: boolean; path: string }): string {
  const hasDirective = DIRECTIVE.test(source)
  if (!options.rsc) return hasDirective ? source.replace(DIRECTIVE, '').replace(/^\s*\n/, '') : source
  if (hasDirective || !COMPONENT_FILE.test(options.path)) return source
  return `'use client'\n\n${source}`
}
