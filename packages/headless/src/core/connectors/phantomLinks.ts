import { WALLET_LIST, walletAppLink } from './walletBranding'

/** W-2.07, W-2.09: the Phantom screens' links: its app opening `pageUrl`, and its install page. */
export function phantomLinks(pageUrl: string): { appLink: string; installUrl: string } {
  return { appLink: walletAppLink('phantom', pageUrl) ?? '', installUrl: WALLET_LIST.phantom.installUrl ?? '' }
}
