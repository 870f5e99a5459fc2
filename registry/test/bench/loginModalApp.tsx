import { createNavigator, LobbyProvider } from '@lobby/headless'
import { useEffect, useState } from 'react'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'

/** The bundle bench's "login modal" host app: a provider and the copied modal block, opened at the landing screen. */
export function App() {
  const [navigator] = useState(() => createNavigator())
  useEffect(() => navigator.open('LANDING'), [navigator])
  return (
    <LobbyProvider
      appId="lobbysandboxallmethods001"
      apiUrl="http://127.0.0.1:8787"
      // As the getting-started app: the wallet screens load viem through it on first use.
      loadViem={() => import('@lobby/headless/viem')}
    >
      <LobbyModal navigator={navigator} />
    </LobbyProvider>
  )
}
