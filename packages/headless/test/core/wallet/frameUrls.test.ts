import { describe, expect, it } from 'vitest'
import { embeddedWalletExportUrl, embeddedWalletFrameUrl, frameOrigin } from '../../../src/core/wallet/frameUrls'

const base = {
  frameBase: 'https://wallet.lobby.test:8443/ignored/path',
  appId: 'app/1',
  clientId: 'client-1',
  caid: 'c-9',
}

describe('frame URLs', () => {
  it('W-7.05 the hidden frame loads /apps/{appId}/embedded-wallets with caid and client_id', () => {
    const url = new URL(embeddedWalletFrameUrl(base))
    expect(url.origin).toBe('https://wallet.lobby.test:8443')
    expect(url.pathname).toBe('/apps/app%2F1/embedded-wallets')
    expect(Object.fromEntries(url.searchParams)).toEqual({ caid: 'c-9', client_id: 'client-1' })
  })

  it('W-7.07 W-2.32 the export view carries client_id, address, width, caid, phrase_export and the colours', () => {
    const url = new URL(
      embeddedWalletExportUrl({
        ...base,
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        width: 360,
        phraseExport: true,
        colors: { accent: '#676FFF', background: '#fff' },
      }),
    )
    expect(url.pathname).toBe('/apps/app%2F1/embedded-wallets/export')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-1',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      width: '360',
      caid: 'c-9',
      phrase_export: 'true',
      accent_color: '#676FFF',
      background_color: '#fff',
    })
  })

  it("W-7.06 the channel's target origin is the frame URL's origin, path and query dropped", () => {
    expect(frameOrigin(embeddedWalletFrameUrl(base))).toBe('https://wallet.lobby.test:8443')
    expect(frameOrigin('http://127.0.0.1:5174/apps/x/embedded-wallets?caid=1')).toBe('http://127.0.0.1:5174')
  })
})
