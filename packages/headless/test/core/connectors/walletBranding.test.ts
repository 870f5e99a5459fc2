import { describe, expect, it } from 'vitest'
import {
  externalWalletList,
  isWalletListKey,
  WALLET_LIST,
  walletAppLink,
  walletKeyOfRdns,
} from '../../../src/core/connectors/walletBranding'
import { WALLET_LIST_KEYS } from '../../../src/core/rules/loginLayout'

describe('wallet list branding', () => {
  it('W-9.39 W-3.04 every supported wallet list key has its branding: a name and an image icon', () => {
    expect(Object.keys(WALLET_LIST)).toEqual([...WALLET_LIST_KEYS])
    for (const key of WALLET_LIST_KEYS) {
      expect(WALLET_LIST[key].key).toBe(key)
      expect(WALLET_LIST[key].name.length).toBeGreaterThan(0)
      expect(WALLET_LIST[key].icon).toMatch(/^data:image\/svg\+xml,/)
    }
    expect(WALLET_LIST.metamask.name).toBe('MetaMask')
    expect(isWalletListKey('metamask')).toBe(true)
    expect(isWalletListKey('not_a_wallet')).toBe(false)
  })

  it('W-9.39 an EIP-6963 rdns maps to its wallet list key, others to none', () => {
    expect(walletKeyOfRdns('io.metamask')).toBe('metamask')
    expect(walletKeyOfRdns('app.phantom')).toBe('phantom')
    expect(walletKeyOfRdns('dev.lobby.testwallet')).toBeNull()
  })

  it('A-2.45 WalletConnect is among the external wallets only when enabled', () => {
    const walletList = ['metamask', 'wallet_connect', 'rainbow']
    expect(externalWalletList({ walletList, walletConnectEnabled: false })).toEqual(['metamask', 'rainbow'])
    expect(externalWalletList({ walletList, walletConnectEnabled: true })).toEqual(walletList)
    expect(externalWalletList({ walletConnectEnabled: false })).not.toContain('wallet_connect')
  })

  it('W-9.39 unknown and repeated keys in the app list are dropped', () => {
    expect(externalWalletList({ walletList: ['metamask', 'nope', 'metamask'], walletConnectEnabled: true })).toEqual([
      'metamask',
    ])
  })

  it('W-4.02 the app link carries the encoded page', () => {
    expect(walletAppLink('coinbase_wallet', 'https://app.test/a?b=1')).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fapp.test%2Fa%3Fb%3D1',
    )
    expect(walletAppLink('safe', 'https://app.test/')).toBeNull()
  })
})
