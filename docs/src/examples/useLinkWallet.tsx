import { ExternalWalletDemo } from '../components/ExternalWalletDemo.tsx'

/** Sign in first (email, with the sandbox inbox), then link the test wallet. */
export function Example() {
  return <ExternalWalletDemo variant="link" />
}
