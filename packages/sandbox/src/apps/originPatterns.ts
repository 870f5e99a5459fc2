/**
 * How an app's allowed-origin patterns read (`scheme://host`, `scheme://host:port` or
 * `scheme://host:*` for any port): scheme and host by name, the port as written or any. Kept free of
 * zod so the wallet frame's bundle can take it too: the API and the frame must agree on who the
 * app's pages are.
 */
type Pattern = { protocol: string; hostname: string; port: string | '*' }

/** One pattern, or null when it is no http(s) origin. */
export function parseOriginPattern(pattern: string): Pattern | null {
  const anyPort = pattern.endsWith(':*')
  const text = anyPort ? pattern.slice(0, -2) : pattern
  if (!URL.canParse(text)) return null
  const url = new URL(text)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  return { protocol: url.protocol, hostname: url.hostname, port: anyPort ? '*' : url.port }
}

/** True when `origin` (a URL; only its origin counts) matches one of `patterns`. */
export function matchesOriginPattern(patterns: readonly string[], origin: string): boolean {
  if (!URL.canParse(origin)) return false
  const url = new URL(origin)
  return patterns.some((text) => {
    const pattern = parseOriginPattern(text)
    return (
      pattern !== null &&
      pattern.protocol === url.protocol &&
      pattern.hostname === url.hostname &&
      (pattern.port === '*' || pattern.port === url.port)
    )
  })
}
