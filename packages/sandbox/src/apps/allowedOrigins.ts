import { z } from 'zod'
import type { SandboxAppDefinition } from './loadApps.ts'
import { matchesOriginPattern, parseOriginPattern } from './originPatterns.ts'

/**
 * One allowed origin of an app: `scheme://host`, `scheme://host:port` or `scheme://host:*`
 * (any port, or none). No path, no wildcard in the host: a page is allowed by name, never by suffix.
 */
export const AllowedOriginPattern = z
  .string()
  .regex(
    /^https?:\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(:(\d{1,5}|\*))?$/,
    'an allowed origin is http(s)://host, http(s)://host:port or http(s)://host:* (any port)',
  )

/**
 * The origins an app allows when its `sandbox.allowedOrigins` names none: the loopback pages
 * the docs, examples and tests are served from, on any port.
 */
export const LOOPBACK_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'http://[::1]:*',
  'https://localhost:*',
  'https://127.0.0.1:*',
  'https://[::1]:*',
]

const patternsOf = (app: SandboxAppDefinition) => app.sandbox.allowedOrigins ?? LOOPBACK_ALLOWED_ORIGINS

/** True when `origin` (a URL; only its origin counts) is one of the app's pages. */
export function isAllowedOrigin(app: SandboxAppDefinition, origin: string): boolean {
  return matchesOriginPattern(patternsOf(app), origin)
}

/**
 * True when `authority` (`host[:port]`, as an EIP-4361 `domain`) names a page of the app under
 * any of its allowed schemes.
 */
export function isAllowedAuthority(app: SandboxAppDefinition, authority: string): boolean {
  const match = /^(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+)(?::(\d{1,5}))?$/.exec(authority)
  if (!match?.[1] || !URL.canParse(`http://${match[1]}`)) return false
  const hostname = new URL(`http://${match[1]}`).hostname
  const port = match[2] ?? ''
  return patternsOf(app)
    .map(parseOriginPattern)
    .some(
      (pattern) => pattern !== null && pattern.hostname === hostname && (pattern.port === '*' || pattern.port === port),
    )
}
