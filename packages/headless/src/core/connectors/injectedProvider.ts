import type { Eip1193Provider } from '../eip1193Provider'

/** How long to wait for a legacy injected provider (`window.ethereum`) to appear. */
export const INJECTED_PROVIDER_DETECTION_MS = 3000

/** The event MetaMask's injection dispatches once `window.ethereum` is set (@metamask/detect-provider). */
export const ETHEREUM_INITIALIZED_EVENT = 'ethereum#initialized'

type Host = EventTarget & { ethereum?: unknown }

function readProvider(host: Host): Eip1193Provider | null {
  const candidate = host.ethereum
  if (typeof candidate !== 'object' || candidate === null) return null
  return typeof (candidate as { request?: unknown }).request === 'function' ? (candidate as Eip1193Provider) : null
}

/**
 * The legacy injected provider: at once when `window.ethereum` is set, else when the
 * wallet dispatches `ethereum#initialized`, else null after 3000 ms.
 */
export function detectInjectedProvider(
  host: Host,
  options: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<Eip1193Provider | null> {
  const now = readProvider(host)
  if (now) return Promise.resolve(now)
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer)
      host.removeEventListener(ETHEREUM_INITIALIZED_EVENT, finish)
      options.signal?.removeEventListener('abort', finish)
      resolve(readProvider(host))
    }
    const timer = setTimeout(finish, options.timeoutMs ?? INJECTED_PROVIDER_DETECTION_MS)
    host.addEventListener(ETHEREUM_INITIALIZED_EVENT, finish, { once: true })
    options.signal?.addEventListener('abort', finish, { once: true })
  })
}
