// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { awaitingWalletView } from '../../../src/core/connectors/awaitingWalletView'
import { phantomLinks } from '../../../src/core/connectors/phantomLinks'
import { WALLET_LIST } from '../../../src/core/connectors/walletBranding'
import { followWalletClick, selectConnectOnlyWallet } from '../../../src/core/connectors/walletClickNavigation'
import { createNavigator } from '../../../src/core/modal/navigator'

/** The modal's navigator on the wallet list, then on `screen` as the user clicked through. */
function modalAt(screen: 'LANDING' | 'AWAITING_CONNECTION') {
  const nav = createNavigator()
  nav.open('LANDING')
  if (screen === 'AWAITING_CONNECTION') nav.navigate('AWAITING_CONNECTION', { walletClientType: 'phantom' })
  return nav
}

describe('where a wallet click moves the modal', () => {
  it('W-4.03 a click that leads nowhere returns from the awaiting screen to the list, and leaves the list as it is', () => {
    const awaiting = modalAt('AWAITING_CONNECTION')
    followWalletClick({ action: 'ignore' }, awaiting, 'awaiting')
    expect(awaiting.getSnapshot().screen?.name).toBe('LANDING')
    const list = modalAt('LANDING')
    followWalletClick({ action: 'ignore' }, list, 'list')
    expect(list.getSnapshot()).toMatchObject({ screen: { name: 'LANDING' }, history: [] })
  })

  it('W-4.01 a wallet not in the page opens its install screen, with Back to where the click was made', () => {
    const nav = modalAt('AWAITING_CONNECTION')
    followWalletClick({ action: 'screen', screen: 'INSTALL_PHANTOM_SCREEN' }, nav, 'awaiting')
    expect(nav.getSnapshot().screen?.name).toBe('INSTALL_PHANTOM_SCREEN')
    nav.back()
    expect(nav.getSnapshot().screen?.name).toBe('AWAITING_CONNECTION')
  })

  it('W-4.01 an awaiting screen is where the connection runs: the modal stays', () => {
    const nav = modalAt('AWAITING_CONNECTION')
    const before = nav.getSnapshot()
    followWalletClick({ action: 'screen', screen: 'AWAITING_CONNECTION' }, nav, 'awaiting')
    followWalletClick({ action: 'redirect', url: 'https://metamask.app.link/dapp/x' }, nav, 'awaiting')
    expect(nav.getSnapshot()).toBe(before)
  })

  it('A-2.16 W-4.01 a wallet picked on a connect-only list opens AWAITING_CONNECT_ONLY_CONNECTION for it', () => {
    const nav = modalAt('LANDING')
    selectConnectOnlyWallet('rainbow', nav)
    expect(nav.getSnapshot().screen).toEqual({
      name: 'AWAITING_CONNECT_ONLY_CONNECTION',
      params: { walletClientType: 'rainbow' },
    })
  })
})

describe('AWAITING_CONNECTION', () => {
  it('W-2.03 W-3.06 shows the wallet and its step, connecting before the first status', () => {
    expect(awaitingWalletView({ walletClientType: 'rainbow', wallet: null, step: 'idle', errorScreen: null })).toEqual({
      screen: 'AWAITING_CONNECTION',
      wallet: { walletClientType: 'rainbow', name: 'Rainbow', icon: WALLET_LIST.rainbow.icon },
      step: 'connecting',
      error: null,
    })
    const announced = { name: 'Rabby Wallet', icon: 'data:image/svg+xml,rabby' }
    expect(
      awaitingWalletView({
        walletClientType: 'io.rabby',
        wallet: announced,
        step: 'switching_to_supported_chain',
        errorScreen: null,
      }),
    ).toMatchObject({ wallet: { walletClientType: 'io.rabby', ...announced }, step: 'switching_to_supported_chain' })
  })

  it('W-2.03 a wallet known by its key alone is shown by its key with a generic icon', () => {
    expect(
      awaitingWalletView({ walletClientType: 'my_wallet', wallet: null, step: 'connecting', errorScreen: null }).wallet,
    ).toEqual({
      walletClientType: 'my_wallet',
      name: 'my_wallet',
      icon: WALLET_LIST.metamask.icon,
    })
  })

  it("W-8.03 W-2.08 W-8.05 an error shows as the awaiting screen's line, or on LOGIN_FAILED_SCREEN when it reads so", () => {
    expect(
      awaitingWalletView({
        walletClientType: 'metamask',
        wallet: null,
        step: 'error',
        errorScreen: { screen: 'AWAITING_CONNECTION', title: 'Could not log in with wallet' },
      }),
    ).toMatchObject({ screen: 'AWAITING_CONNECTION', step: 'error', error: 'Could not log in with wallet' })
    expect(
      awaitingWalletView({
        walletClientType: 'metamask',
        wallet: null,
        step: 'error',
        errorScreen: { screen: 'LOGIN_FAILED_SCREEN', title: 'Login failed' },
      }),
    ).toEqual({
      screen: 'LOGIN_FAILED_SCREEN',
      wallet: { walletClientType: 'metamask', name: 'MetaMask', icon: WALLET_LIST.metamask.icon },
      message: 'Login failed',
    })
  })
})

describe('the Phantom screens', () => {
  it('W-2.07 W-2.09 the interstitial opens this page in the Phantom app, and the install page is phantom.app/download', () => {
    expect(phantomLinks('https://app.example/play?x=1')).toEqual({
      appLink: 'https://phantom.app/ul/browse/https%3A%2F%2Fapp.example%2Fplay%3Fx%3D1',
      installUrl: 'https://phantom.app/download',
    })
  })
})
