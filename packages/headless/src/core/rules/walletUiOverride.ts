import { fail, pass, type RuleResult } from './ruleResult'

/** Our text for a wallet-UI override while wallet UIs are on (the spec gives none). */
export const WALLET_UI_OVERRIDE_MESSAGE = 'The wallet UI override can only be used when wallet UIs are disabled'

/**
 * Checks the wallet-UI override (legacy_wallet_ui_config): it is accepted only when the
 * wallet UIs are disabled, so it never fights the app's enforced UIs (enforce_wallet_uis).
 */
export function validateWalletUiOverride(config: {
  override: boolean | null | undefined
  walletUisEnabled: boolean
}): RuleResult<true, 'wallet_ui.override_with_uis'> {
  if (config.override && config.walletUisEnabled) return fail('wallet_ui.override_with_uis', WALLET_UI_OVERRIDE_MESSAGE)
  return pass(true)
}
