/** True for a loopback socket address: 127.0.0.0/8, ::1, and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address
  return v4.startsWith('127.') || address === '::1'
}

/** True for an origin served from this machine: localhost, *.localhost, 127.x, [::1]. */
export function isLoopbackOrigin(origin: string | undefined): boolean {
  if (!origin) return false
  try {
    const { hostname, protocol } = new URL(origin)
    if (protocol !== 'http:' && protocol !== 'https:') return false
    return (
      hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || isLoopbackAddress(hostname)
    )
  } catch {
    return false
  }
}
