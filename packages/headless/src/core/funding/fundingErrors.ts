import { LobbyError } from '../errors/lobbyError'

/**
 * A short form of an address for messages: the first 6 and last 4 characters around an
 * ellipsis (W-8.48 gives no format; this is the usual wallet-UI truncation).
 */
export function shortAddress(address: string): string {
  return address.length <= 12 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`
}

/** The funding errors of W-8.46 to W-8.51, with the spec's texts where it gives them. */
export const fundingErrors = {
  /** W-8.46: funding asked for without a wallet. */
  walletNotEnabled: () => new LobbyError('client_error', 'wallet_not_enabled', 'Wallet is not enabled'),
  /** W-8.47: funding asked for while the app has funding turned off. */
  fundingNotEnabled: () => new LobbyError('client_error', 'funding_not_enabled', 'Wallet funding is not enabled'),
  /** W-8.48: no chain of the external wallet can cover the transfer. */
  insufficientFunds: (address: string) =>
    new LobbyError('wallet_error', 'insufficient_funds', `Wallet ${shortAddress(address)} does not have enough funds.`),
  /** W-8.51: the relay's own message, else the fallback text. */
  relayQuote: (message?: string | null) =>
    new LobbyError('api_error', 'relay_quote_error', message?.trim() ? message : 'Error fetching quote from relay'),
  /**
   * W-4.41, W-4.42: card on-ramp A failed or its status could not be read 3 times; the spec
   * does not give the text, so this one only says what happened and what to do.
   */
  onRampFailed: (status: 'failed' | 'serviceFailure', cause?: unknown) =>
    new LobbyError('api_error', `onramp_${status === 'failed' ? 'failed' : 'service_failure'}`, 'Purchase failed', {
      nextStep: 'Please try again or choose another funding method.',
      cause,
    }),
  /** W-8.49: card on-ramp B errors (texts not shown): unsupported chain, user exited, timed out. */
  onRampB: (code: 'unsupported_chain' | 'user_exited' | 'timed_out' | 'unknown', cause?: unknown) =>
    new LobbyError('api_error', `coinbase_onramp_${code}`, 'Purchase failed', {
      nextStep: 'Please try again or choose another funding method.',
      cause,
    }),
  /** W-2.46, W-7.25: the browser refused to open the on-ramp's tab or popup. */
  popupBlocked: () =>
    new LobbyError('client_error', 'popup_blocked', 'Could not open the payment page', {
      nextStep: 'Allow pop-ups for this site and try again.',
    }),
} as const
