import type { PageUrl } from '../auth/consumePrivyToken'

/** The query parameters of a wallet deep link, as the spec names them. */
export const WALLET_DEEP_LINK_PARAMS = ['privy_connector', 'privy_wallet_client'] as const

/** What a wallet deep link carried: the connector type and the wallet client to reconnect. */
export type WalletDeepLink = { connector: string | null; walletClient: string | null }

/**
 * Reads privy_connector and privy_wallet_client from the page URL and removes them, so a
 * reload or a shared link does not replay them. Null when neither is present.
 */
export function consumeWalletDeepLink(page: PageUrl | null): WalletDeepLink | null {
  if (!page) return null
  let url: URL
  try {
    url = new URL(page.href)
  } catch {
    return null
  }
  const [connectorParam, clientParam] = WALLET_DEEP_LINK_PARAMS
  if (!url.searchParams.has(connectorParam) && !url.searchParams.has(clientParam)) return null
  const connector = url.searchParams.get(connectorParam) || null
  const walletClient = url.searchParams.get(clientParam) || null
  for (const name of WALLET_DEEP_LINK_PARAMS) url.searchParams.delete(name)
  page.replace(url.toString())
  return { connector, walletClient }
}
