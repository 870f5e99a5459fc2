import { ExternalWalletDemo } from '../components/ExternalWalletDemo.tsx'

/** The screen live on the sandbox, with its test wallet in the page. */
export function Example() {
  return <ExternalWalletDemo variant="connect-only-landing" />
}
