import { ExternalWalletDemo } from '../components/ExternalWalletDemo.tsx'

/** The wallet list and the connection state come from useWalletConnection. */
export function Example() {
  return <ExternalWalletDemo variant="connect-only-landing" />
}
