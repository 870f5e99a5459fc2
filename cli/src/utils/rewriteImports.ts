/** Host import aliases that registry files are rewritten to. */
export type HostAliases = {
  /** Where `@/components` points in the host, e.g. `@/components` or `~/components`. */
  components: string
  /** Where `@/lib` points in the host. */
  lib: string
  /** The host's `cn` helper module, e.g. `@/lib/utils`. */
  utils: string
}

const REGISTRY_SPECIFIER = /(["'])@\/(components|lib)(\/[^"'\n]*)?\1/g

/** Rewrites the registry's `@/components/...` and `@/lib/...` import specifiers to the host's aliases. */
export function rewriteImports(source: string, aliases: HostAliases): string {
  return source.replace(REGISTRY_SPECIFIER, (_match, quote: string, root: string, rest: string | undefined) => {
    const tail = rest ?? ''
    if (root === 'lib' && tail === '/utils') return `${quote}${aliases.utils}${quote}`
    const base = root === 'components' ? aliases.components : aliases.lib
    return `${quote}${base}${tail}${quote}`
  })
}
