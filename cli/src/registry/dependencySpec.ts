// npm's rules for new package names: lowercase, URL-safe, at most 214 characters, not starting
// with `.` or `_`. A leading `-` or `~` is refused too: such a name would read as a flag to the
// package manager.
const NAME_PART = '[a-z0-9][a-z0-9._~-]*'
const NAME = new RegExp(`^(?:@${NAME_PART}/)?${NAME_PART}$`)
const MAX_NAME_LENGTH = 214

// node-semver's range grammar: `1.2.3`, `^1.2`, `~1.x`, `>=1.0.0 <2.0.0-rc.1`, `1 - 2`, `1 || 2`, `*`.
const IDENTIFIERS = '[0-9A-Za-z-]+(?:\\.[0-9A-Za-z-]+)*'
const PARTIAL = `v?(?:[xX*]|0|[1-9][0-9]*)(?:\\.(?:[xX*]|0|[1-9][0-9]*)){0,2}(?:-${IDENTIFIERS})?(?:\\+${IDENTIFIERS})?`
const SIMPLE = `(?:(?:[<>]=?|=|~>?|\\^)?${PARTIAL})`
const RANGE = `(?:${PARTIAL} - ${PARTIAL}|${SIMPLE}(?: ${SIMPLE})*)`
const RANGE_SET = new RegExp(`^${RANGE}(?: \\|\\| ${RANGE})*$`)
// A dist-tag (`latest`, `next`, `beta`): must not look like a version, so it starts with a letter.
const DIST_TAG = /^[A-Za-z][0-9A-Za-z._-]{0,63}$/
const MAX_RANGE_LENGTH = 256

/**
 * Whether a registry item's dependency is an npm package name with an optional `@<range or
 * dist-tag>`. Registries are remote data and these become the package manager's arguments, so
 * URLs, `file:`, `git+`, paths, aliases (`npm:`), flags and anything else are refused.
 */
export function isDependencySpec(spec: string): boolean {
  const at = spec.indexOf('@', spec.startsWith('@') ? 1 : 0)
  const name = at === -1 ? spec : spec.slice(0, at)
  if (name.length > MAX_NAME_LENGTH || !NAME.test(name)) return false
  if (at === -1) return true
  const version = spec.slice(at + 1)
  if (version.length === 0 || version.length > MAX_RANGE_LENGTH) return false
  return RANGE_SET.test(version) || DIST_TAG.test(version)
}
