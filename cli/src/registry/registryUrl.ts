import { CliError } from '../utils/cliError.ts'

const LOOPBACK_HOSTS = new Set(['localhost', '[::1]'])

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname)
}

/** Whether `--registry` names a URL (any scheme) rather than a folder or file. */
export function looksLikeUrl(value: string): boolean {
  return /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(value)
}

/**
 * A registry URL the CLI may read from. Items become files in the app and packages it installs,
 * so they must come over https; plain http only from this machine (a local registry build).
 */
export function checkRegistryUrl(value: string): URL {
  let url: URL
  try {
    url = new URL(value)
  } catch (cause) {
    throw new CliError('registry.unreachable', `"${value}" is not a valid registry URL.`, {
      nextStep: 'Pass --registry an https:// URL, or a folder that holds registry.json.',
      cause,
    })
  }
  const allowed = url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname))
  if (!allowed) {
    throw new CliError('registry.insecure', `Refused the registry ${url.href}: only https:// is accepted.`, {
      nextStep: 'Use the https:// address of the registry (http:// is accepted only for localhost and 127.0.0.1).',
    })
  }
  return url
}
