import { ExternalWalletDemo } from '../components/ExternalWalletDemo.tsx'

/** Pick the test wallet: the screen follows the connection, the chain switch and the sign-in; set it to reject to see the error and Retry. */
export function Example() {
  return <ExternalWalletDemo variant="wallet-list" />
}
