/**
 * A URL the modal links to or shows (logo, terms, privacy, the allowlist's button): only absolute
 * http and https URLs are kept. A `javascript:` link would run in the host page when clicked, and
 * `data:` or `file:` ones show what the config's author chose; those answer null (no link).
 */
export function toHttpUrl(value: string): string | null {
  if (!URL.canParse(value)) return null
  const { protocol } = new URL(value)
  return protocol === 'http:' || protocol === 'https:' ? value : null
}
