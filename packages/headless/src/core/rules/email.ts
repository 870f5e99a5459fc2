/** RFC 5321's limit on a forward path: longer addresses cannot be delivered. */
export const EMAIL_MAX_LENGTH = 254

// leaves the pattern open; the conventional check: a local part of dot-separated atoms
// without spaces or '@' (no leading, trailing or doubled dot), one '@', and a domain of
// dot-separated labels that neither start nor end with a hyphen, ending in a top-level label of
// two or more characters.
const EMAIL_PATTERN = /^[^\s@.]+(?:\.[^\s@.]+)*@(?:[^\s@.-](?:[^\s@.]*[^\s@.-])?\.)+[^\s@.-][^\s@.]*[^\s@.-]$/

/** The address as used: surrounding whitespace dropped before it is checked or sent. */
export function normalizeEmail(input: string): string {
  return typeof input === 'string' ? input.trim() : ''
}

/** true when the trimmed input passes the standard email pattern. */
export function isValidEmail(input: string): boolean {
  const email = normalizeEmail(input)
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email)
}
