import { createFrameServer } from './createFrameServer.ts'
import { createWalletFrameHandlers } from './createWalletFrameHandlers.ts'
import { indexedDbKeyStore } from './deviceKeys.ts'
import { frameStorage } from './deviceShares.ts'
import { readEmbeddedPage } from './embeddedPage.ts'
import { createWalletApi } from './walletApi.ts'

/**
 * The hidden wallet frame's script (W-7.05, W-7.06): it serves the frame protocol to its parent
 * window only, from the pinned host origin only, then announces itself with `lobby:frame:ready`.
 */
function startWalletFrame(): void {
  const page = readEmbeddedPage()
  // Loaded as a top-level page, by a foreign origin, or broken: stay silent.
  if (!page) {
    document.documentElement.dataset.state = 'refused'
    return
  }
  const { config, origin } = page
  const clientId = new URLSearchParams(location.search).get('client_id') ?? ''
  const api = createWalletApi({ apiUrl: config.apiUrl, appId: config.appId, clientId })
  createFrameServer(
    createWalletFrameHandlers({
      api,
      appId: config.appId,
      storage: frameStorage(() => window.localStorage),
      keyStore: indexedDbKeyStore(() => window.indexedDB),
    }),
    {
      allowedOrigin: origin,
      allowedSource: window.parent,
      selfWindow: window,
    },
  )
  document.documentElement.dataset.state = 'ready'
  window.parent.postMessage({ type: 'lobby:frame:ready', id: 'ready', data: {} }, origin)
}

startWalletFrame()
