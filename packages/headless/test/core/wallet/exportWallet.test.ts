// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { enrollMfa, initMfaSmsEnrollment } from '../../../src/core/api/mfa'
import { createEmbeddedWallet } from '../../../src/core/wallet/createEmbeddedWallet'
import { authorizeKeyExport, prepareKeyExport } from '../../../src/core/wallet/exportWallet'
import { getWalletSession } from '../../../src/core/wallet/walletSession'
import { type SandboxHarness, startSandboxHarness } from '../../integration/sandboxHarness'
import { createFramePair } from './fakeFrameWindows'
import { createFakeWalletBackend, createFakeWalletFrame, FRAME_BASE, HOST_ORIGIN } from './fakeWalletFrame'
import { loggedInWalletClient } from './walletTestClient'

let h: SandboxHarness
beforeAll(async () => {
  h = await startSandboxHarness()
}, 60_000)
afterAll(() => h.close())

const backend = createFakeWalletBackend()
let phones = 7_000_000

/** A signed-in user with an embedded wallet and, when asked, SMS MFA enrolled. */
async function walletUser(withMfa: boolean) {
  const client = await loggedInWalletClient(h, createFakeWalletFrame(h, backend))
  const session = getWalletSession(client)
  const { address } = await createEmbeddedWallet(session)
  if (withMfa) {
    const phone = `+1555${phones++}`
    const token = await client.getAccessToken()
    await initMfaSmsEnrollment(client.http, phone, token)
    await enrollMfa(client.http, { method: 'sms', phoneNumber: phone, code: await h.latestCode(phone) }, token)
    await client.refreshUser()
  }
  return { client, session, address }
}

/** An export view on the frame origin that answers each authorize with the next of `replies`. */
function exportView(replies: object[]) {
  const pair = createFramePair(HOST_ORIGIN, new URL(FRAME_BASE).origin)
  const tokens: string[] = []
  pair.frame.addEventListener('message', (event) => {
    const data = event.data as { type: string; accessToken: string }
    if (data.type !== 'lobby:export:authorize') return
    tokens.push(data.accessToken)
    pair.hostFromFrame.postMessage(replies.shift() ?? { type: 'lobby:export:shown' }, HOST_ORIGIN)
  })
  return { viewWindow: pair.frameFromHost, hostWindow: pair.host, tokens }
}

const mfaMissing = { type: 'lobby:export:error', error: { type: 'missing_or_invalid_mfa', message: 'MFA required' } }

describe('key export', () => {
  it('W-4.55 W-6.06 with MFA enrolled, export verifies MFA before the export view is given', async () => {
    const { session } = await walletUser(true)
    await expect(prepareKeyExport(session)).rejects.toMatchObject({ code: 'embedded_wallet.export_needs_mfa' })
    const verifyMfa = vi.fn().mockRejectedValueOnce(new Error('MFA canceled'))
    await expect(prepareKeyExport(session, { verifyMfa })).rejects.toThrow('MFA canceled')
    verifyMfa.mockResolvedValueOnce(undefined)
    const ready = await prepareKeyExport(session, { verifyMfa })
    expect(verifyMfa).toHaveBeenCalledTimes(2)
    expect(ready.url).toContain('/embedded-wallets/export?')
  })

  it('W-2.32 W-7.07 W-9.40 the export view carries the address, width, caid, client_id, phrase_export, colours and origin', async () => {
    const { client, session, address } = await walletUser(false)
    const ready = await prepareKeyExport(session, { width: 360, phraseExport: true })
    const url = new URL(ready.url)
    expect(url.origin + url.pathname).toBe(`${FRAME_BASE}/apps/${client.appId}/embedded-wallets/export`)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      address,
      width: '360',
      phrase_export: 'true',
      caid: client.analyticsId,
      client_id: '',
      origin: HOST_ORIGIN,
    })
    expect(url.searchParams.get('accent_color')).toMatch(/^#/)
    expect(ready.origin).toBe(FRAME_BASE)
    expect(ready.fileName).toMatch(/-privy-wallet-recovery\.txt$/)
  })

  it('W-4.55 the view is handed the access token; missing_or_invalid_mfa asks for MFA again, then the key shows', async () => {
    const { client, session } = await walletUser(false)
    const ready = await prepareKeyExport(session)
    const view = exportView([mfaMissing, mfaMissing])
    const verifyMfa = vi.fn().mockResolvedValue(undefined)
    await authorizeKeyExport(session, ready, { ...view, verifyMfa })
    expect(verifyMfa).toHaveBeenCalledTimes(2)
    expect(view.tokens).toEqual(Array(3).fill(await client.getAccessToken()))
  })

  it('W-4.55 after 4 attempts the export fails with missing_or_invalid_mfa', async () => {
    const { session } = await walletUser(false)
    const ready = await prepareKeyExport(session)
    const view = exportView([mfaMissing, mfaMissing, mfaMissing, mfaMissing, mfaMissing])
    const verifyMfa = vi.fn().mockResolvedValue(undefined)
    await expect(authorizeKeyExport(session, ready, { ...view, verifyMfa })).rejects.toMatchObject({
      code: 'missing_or_invalid_mfa',
    })
    expect(view.tokens).toHaveLength(4)
    expect(verifyMfa).toHaveBeenCalledTimes(3)
  })
})
