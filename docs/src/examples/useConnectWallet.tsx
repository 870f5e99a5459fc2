import { ExternalWalletDemo } from '../components/ExternalWalletDemo.tsx'

/** useConnectWallet behind the registry's wallet screens, with the sandbox's test wallet. */
export function Example() {
  return <ExternalWalletDemo variant="wallet-list" />
}
