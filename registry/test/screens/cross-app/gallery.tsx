import type * as React from 'react'
import { CrossAppSignScreen } from '@/components/lobby/screens/cross-app-sign-screen'

const noop = () => {}
const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72'

/** The cross-app signature screen in representative states, for the registry's axe gallery. */
export const crossAppGallery: Record<string, () => React.ReactNode> = {
  'cross-app-sign-screen': () => (
    <CrossAppSignScreen
      providerAppName="Provider app"
      address={ADDRESS}
      action="message"
      status="idle"
      onSign={noop}
      onCancel={noop}
    />
  ),
  'cross-app-sign-screen:awaiting': () => (
    <CrossAppSignScreen
      providerAppName="Provider app"
      address={ADDRESS}
      action="transaction"
      status="awaiting-popup"
      onSign={noop}
    />
  ),
  'cross-app-sign-screen:failure': () => (
    <CrossAppSignScreen
      providerAppName="Read-only provider app"
      address={ADDRESS}
      action="transaction"
      status="error"
      error="Cannot transact against a read-only provider app"
      onSign={noop}
      onCancel={noop}
    />
  ),
}
