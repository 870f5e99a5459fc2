import { describe, expect, it } from 'vitest'
import type { WireAppConfig } from '../../../src/core/api/wire'
import { resolveAppConfig } from '../../../src/core/config/resolveAppConfig'
import { resolveFundingSettings } from '../../../src/core/config/walletSettings'
import { isLobbyError } from '../../../src/core/errors/lobbyError'

const server = (extra: Partial<WireAppConfig> = {}): WireAppConfig => ({
  id: 'app',
  name: 'App',
  email_auth: true,
  ...extra,
})

const thrown = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('embedded-wallet settings', () => {
  it('W-3.12 createOnLogin is off by default, read from the server, and overridden by the host', () => {
    expect(resolveAppConfig(server()).walletSettings.createOnLogin).toBe('off')
    const fromServer = resolveAppConfig(
      server({ embedded_wallet_config: { create_on_login: 'users-without-wallets' } }),
    )
    expect(fromServer.walletSettings.createOnLogin).toBe('users-without-wallets')
    expect(fromServer.embeddedWallets.createOnLogin).toBe('users-without-wallets')
    const host = resolveAppConfig(server({ embedded_wallet_config: { create_on_login: 'users-without-wallets' } }), {
      embeddedWallets: { createOnLogin: 'off' },
    })
    expect(host.embeddedWallets.createOnLogin).toBe('off')
  })

  it('W-3.12 a createOnLogin value outside off | users-without-wallets is a clear client error', () => {
    const error = thrown(() =>
      resolveAppConfig(server(), { embeddedWallets: { createOnLogin: 'always' as unknown as 'off' } }),
    )
    expect(isLobbyError(error) && error.code).toBe('invalid_create_on_login')
    expect((error as Error).message).toContain('createOnLogin must be off or users-without-wallets')
  })

  it('W-3.13 fills noPromptOnSignature false, waitForTransactionConfirmation true, user-passcode recovery', () => {
    expect(resolveAppConfig(server()).walletSettings).toMatchObject({
      noPromptOnSignature: false,
      requireUserOwnedRecoveryOnCreate: false,
      waitForTransactionConfirmation: true,
      userOwnedRecoveryOptions: ['user-passcode'],
    })
    const host = resolveAppConfig(server(), {
      embeddedWallets: { noPromptOnSignature: true, waitForTransactionConfirmation: false },
    })
    expect(host.walletSettings.noPromptOnSignature).toBe(true)
    expect(host.walletSettings.waitForTransactionConfirmation).toBe(false)
  })

  it('W-3.13 W-6.07 an app can require user-owned recovery at creation, from the server or the host', () => {
    const fromServer = resolveAppConfig(
      server({
        embedded_wallet_config: {
          require_user_owned_recovery_on_create: true,
          user_owned_recovery_options: ['user-passcode', 'icloud'],
        },
      }),
    )
    expect(fromServer.walletSettings.requireUserOwnedRecoveryOnCreate).toBe(true)
    expect(fromServer.walletSettings.userOwnedRecoveryOptions).toEqual(['user-passcode', 'icloud'])
    const host = resolveAppConfig(server(), { embeddedWallets: { requireUserOwnedRecoveryOnCreate: true } })
    expect(host.walletSettings.requireUserOwnedRecoveryOnCreate).toBe(true)
  })

  it('W-1.03 W-3.13 userOwnedRecoveryOptions only takes user-passcode, google-drive and icloud', () => {
    const ok = resolveAppConfig(server(), { embeddedWallets: { userOwnedRecoveryOptions: ['google-drive', 'icloud'] } })
    expect(ok.walletSettings.userOwnedRecoveryOptions).toEqual(['google-drive', 'icloud'])
    for (const bad of ['provider-managed', 'dropbox']) {
      const error = thrown(() =>
        resolveAppConfig(server(), { embeddedWallets: { userOwnedRecoveryOptions: [bad as 'icloud'] } }),
      )
      expect(isLobbyError(error) && error.code).toBe('unknown_recovery_option')
    }
    const empty = thrown(() => resolveAppConfig(server(), { embeddedWallets: { userOwnedRecoveryOptions: [] } }))
    expect(isLobbyError(empty) && empty.code).toBe('no_recovery_option')
    // A server may know methods this SDK does not: they are dropped, not fatal.
    const newer = resolveAppConfig(
      server({ embedded_wallet_config: { user_owned_recovery_options: ['dropbox', 'icloud'] } }),
    )
    expect(newer.walletSettings.userOwnedRecoveryOptions).toEqual(['icloud'])
  })

  it('W-3.14 priceDisplay defaults to fiat-currency first and may show the native token first', () => {
    expect(resolveAppConfig(server()).walletSettings.priceDisplay).toEqual({
      primary: 'fiat-currency',
      secondary: 'native-token',
    })
    const native = resolveAppConfig(server(), {
      embeddedWallets: { priceDisplay: { primary: 'native-token', secondary: null } },
    })
    expect(native.walletSettings.priceDisplay.primary).toBe('native-token')
    const error = thrown(() =>
      resolveAppConfig(server(), {
        embeddedWallets: {
          priceDisplay: { primary: 'euro', secondary: null } as unknown as { primary: 'native-token'; secondary: null },
        },
      }),
    )
    expect(isLobbyError(error) && error.code).toBe('invalid_price_display')
  })
})

describe('funding settings', () => {
  const funding = {
    methods: ['moonpay', 'coinbase-onramp', 'external'],
    default_recommended_amount: '0.1',
    default_recommended_currency: { chain: 'eip155:8453' },
    prompt_funding_on_wallet_creation: true,
  }

  it('W-3.16 reads methods, the recommended amount and currency, and the creation prompt from the server', () => {
    expect(resolveAppConfig(server({ funding_config: funding })).funding).toEqual({
      methods: ['moonpay', 'coinbase-onramp', 'external'],
      defaultRecommendedAmount: '0.1',
      defaultRecommendedCurrency: { chain: 'eip155:8453', asset: null },
      promptFundingOnWalletCreation: true,
      moonpay: { useSandbox: false },
      endpoints: null,
    })
  })

  it('W-3.16 without a funding config no method is enabled; unknown methods and a non-decimal amount are dropped', () => {
    expect(resolveAppConfig(server()).funding).toMatchObject({
      methods: [],
      defaultRecommendedAmount: null,
      defaultRecommendedCurrency: null,
      promptFundingOnWalletCreation: false,
    })
    const odd = resolveFundingSettings(
      server({ funding_config: { ...funding, methods: ['paypal', 'external'], default_recommended_amount: 'lots' } }),
    )
    expect(odd.methods).toEqual(['external'])
    expect(odd.defaultRecommendedAmount).toBeNull()
  })

  it('W-3.17 the moonpay method takes useSandbox from the host', () => {
    const config = resolveAppConfig(server({ funding_config: funding }), {
      fundingMethodConfig: { moonpay: { useSandbox: true } },
    })
    expect(config.funding.moonpay.useSandbox).toBe(true)
  })
})
