import * as z from 'zod/mini'
import { wireCopyButton } from './copyButton.ts'
import { FrameHandlerError } from './createFrameServer.ts'
import { createDeviceKeys, indexedDbKeyStore } from './deviceKeys.ts'
import { createDeviceShares, frameStorage } from './deviceShares.ts'
import { exportedSecrets } from './exportedSecrets.ts'
import { openFrameView } from './openFrameView.ts'
import { requireAddress, unlockWallet } from './unlockWallet.ts'
import { createWalletApi } from './walletApi.ts'
import { chainOfAddress } from './walletSecret.ts'

/** The host's one message to the export view: the access token that lets it read the auth share. */
const Authorize = z.object({ type: z.literal('lobby:export:authorize'), accessToken: z.string().check(z.minLength(1)) })

function part(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-slot="${name}"]`)
  if (!element) throw new Error(`The export page has no ${name}.`)
  return element
}

/**
 * The key export view (W-7.07, W-2.32), on the frame origin: the host posts
 * `{ type: 'lobby:export:authorize', accessToken }`; the view reads the auth share for `export`
 * (the sandbox wants a recent MFA verification when the user has MFA), rebuilds the key with this
 * device's share and shows it here only. The host gets `lobby:export:shown` or
 * `lobby:export:error { type, message }`, never the key.
 */
function startExportView(): void {
  const status = part('export-status')
  const view = openFrameView(status)
  if (!view) return
  const { config, origin, query } = view
  const width = Number(query.get('width'))
  if (Number.isFinite(width) && width >= 200 && width <= 2000) part('export-view').style.maxWidth = `${width}px`
  const showPhrase = query.get('phrase_export') === 'true'
  const api = createWalletApi({ apiUrl: config.apiUrl, appId: config.appId, clientId: query.get('client_id') ?? '' })
  const shares = createDeviceShares(
    frameStorage(() => window.localStorage),
    config.appId,
  )
  const keys = createDeviceKeys(
    indexedDbKeyStore(() => window.indexedDB),
    config.appId,
  )
  const tell = (message: object) => window.parent.postMessage(message, origin)

  window.addEventListener('message', async (event) => {
    if (event.origin !== origin || event.source !== window.parent) return
    const parsed = Authorize.safeParse(event.data)
    if (!parsed.success) return
    try {
      const raw = query.get('address') ?? ''
      const chain = chainOfAddress(raw)
      if (!chain) throw new FrameHandlerError('invalid_request_arguments', 'The export view needs a wallet address.')
      const wallet = await unlockWallet({
        api,
        shares,
        keys,
        appId: config.appId,
        accessToken: parsed.data.accessToken,
        chain,
        address: requireAddress(raw, chain),
        purpose: 'export',
      })
      const secrets = exportedSecrets(wallet)
      part('private-key').textContent = secrets.privateKey
      part('private-key-row').hidden = false
      if (showPhrase) {
        part('recovery-phrase').textContent = secrets.phrase
        part('recovery-phrase-row').hidden = false
      }
      status.textContent = 'Keep this secret. Anyone with it controls the wallet.'
      document.documentElement.dataset.state = 'shown'
      tell({ type: 'lobby:export:shown' })
    } catch (error) {
      const type = error instanceof FrameHandlerError ? error.type : 'error'
      const message = error instanceof Error ? error.message : String(error)
      status.textContent = message
      document.documentElement.dataset.state = 'error'
      tell({ type: 'lobby:export:error', error: { type, message } })
    }
  })

  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    wireCopyButton(button, () => part(button.dataset.copy ?? '').textContent ?? '')
  }
  document.documentElement.dataset.state = 'waiting'
  tell({ type: 'lobby:export:ready' })
}

startExportView()
