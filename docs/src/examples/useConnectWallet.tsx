import { ExternalWalletDemo } from '../components/ExternalWalletDemo.tsx'

/** useConnectWallet behind the registry's wallet list and AWAITING_CONNECTION, with the sandbox's test wallet in the page. */
export function Example() {
  return <ExternalWalletDemo variant="wallet-list" />
}
