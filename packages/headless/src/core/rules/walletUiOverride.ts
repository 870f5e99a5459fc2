import { fail, pass, type RuleResult } from './ruleResult'

/** Our text for a wallet-UI override while wallet UIs are on (the spec gives none). */
export const WALLET_UI_OVERRIDE_MESSAGE = 'The wallet UI override can only be used when wallet UIs are disabled'

/**
 * Checks the wallet-UI override: the host turning the wallet prompts off from its config
 * (embeddedWallets.noPromptOnSignature, the client side of legacy_wallet_ui_config) is accepted
 * only when the app does not enforce its wallet UIs (enforce_wallet_uis), so the two never fight.
 */
export function validateWalletUiOverride(config: {
  override: boolean | null | undefined
  walletUisEnabled: boolean
}): RuleResult<true, 'wallet_ui.override_with_uis'> {
  if (config.override && config.walletUisEnabled) return fail('wallet_ui.override_with_uis', WALLET_UI_OVERRIDE_MESSAGE)
  return pass(true)
}
