/**
 * The fields of an app's config that the modal turns into links or images: a `javascript:` (or
 * `data:`, `file:` ...) URL there would run or show whatever the config's author chose, so only
 * absolute http and https URLs are accepted.
 */
const URL_FIELDS = [
  ['logo_url'],
  ['terms_and_conditions_url'],
  ['privacy_policy_url'],
  ['allowlist_config', 'cta_link'],
] as const

/** Whether `value` is an absolute http or https URL. */
export function isHttpUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:'
}

const fieldOf = (config: Record<string, unknown>, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
    config,
  )

/** The dotted path of the first URL field holding something else than an http(s) URL, or null. */
export function findUnsafeConfigUrl(config: Record<string, unknown>): string | null {
  for (const path of URL_FIELDS) {
    const value = fieldOf(config, path)
    if (value !== undefined && value !== null && (typeof value !== 'string' || !isHttpUrl(value))) {
      return path.join('.')
    }
  }
  return null
}

/** The config with every URL field that is not an http(s) URL set to null (an app given in code skips the file's check). */
export function withSafeConfigUrls(config: Record<string, unknown>): Record<string, unknown> {
  let safe = config
  for (const path of URL_FIELDS) {
    const value = fieldOf(safe, path)
    if (value === undefined || value === null || (typeof value === 'string' && isHttpUrl(value))) continue
    const [head, child] = path
    if (child === undefined) safe = { ...safe, [head]: null }
    else safe = { ...safe, [head]: { ...(safe[head] as Record<string, unknown>), [child]: null } }
  }
  return safe
}
