import { fail, pass, type RuleResult } from './ruleResult'

/** W-5.26 Our text when the embedded wallet is used on an insecure page (the spec gives none). */
export const EMBEDDED_WALLET_NEEDS_HTTPS_MESSAGE =
  'The embedded wallet needs a page served over HTTPS (or from localhost or a loopback IP address)'

const LOOPBACK_V4 = /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/

/**
 * W-5.26 Checks that the embedded wallet may run on this page: HTTPS, or plain HTTP on
 * localhost or a loopback IP ('{ip}' in the spec, read as 127.0.0.0/8 and ::1), where browsers
 * also treat the page as a secure context.
 */
export function validateWalletOrigin(url: string | URL): RuleResult<URL, 'wallet.insecure_origin'> {
  let parsed: URL
  try {
    parsed = typeof url === 'string' ? new URL(url) : url
  } catch {
    return fail('wallet.insecure_origin', EMBEDDED_WALLET_NEEDS_HTTPS_MESSAGE)
  }
  if (parsed.protocol === 'https:') return pass(parsed)
  const host = parsed.hostname
  const local = host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || LOOPBACK_V4.test(host)
  if (parsed.protocol === 'http:' && local) return pass(parsed)
  return fail('wallet.insecure_origin', EMBEDDED_WALLET_NEEDS_HTTPS_MESSAGE)
}
