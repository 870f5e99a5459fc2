import { describe, expect, it } from 'vitest'
import { WALLET_LIST } from '../../../src/core/connectors/walletBranding'
import { DISPLAY_NAMES, displayName, loginOptionLabel } from '../../../src/core/rules/displayNames'
import { WALLET_LIST_KEYS } from '../../../src/core/rules/loginLayout'

describe('display names: one table for the landing, the OAuth screen and the wallet list', () => {
  it('W-3.04 the wallet list shows each wallet with the name of the table', () => {
    for (const key of WALLET_LIST_KEYS) expect(WALLET_LIST[key].name).toBe(DISPLAY_NAMES[key])
    expect(WALLET_LIST.metamask.name).toBe('MetaMask')
    expect(WALLET_LIST.wallet_connect.name).toBe('WalletConnect')
  })

  it('names a provider with its brand spelling and an unknown one capitalised, never as a raw key', () => {
    expect(displayName('github')).toBe('GitHub')
    expect(displayName('linkedin')).toBe('LinkedIn')
    expect(displayName('tiktok')).toBe('TikTok')
    expect(displayName('google')).toBe('Google')
    expect(displayName('acme')).toBe('Acme')
  })

  it('labels the landing buttons: an action for email, SMS and wallets, the brand for the rest', () => {
    expect(loginOptionLabel('email')).toBe('Continue with email')
    expect(loginOptionLabel('sms')).toBe('Continue with SMS')
    expect(loginOptionLabel('wallet')).toBe('Continue with a wallet')
    expect(loginOptionLabel('github')).toBe('GitHub')
    expect(loginOptionLabel('rabby_wallet')).toBe('Rabby Wallet')
  })
})
