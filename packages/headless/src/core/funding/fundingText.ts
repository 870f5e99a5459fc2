/** The funding screens' fixed copy, once (W-2.35, W-2.39, W-2.40, W-4.39): screens read it, never retype it. */
export const FUNDING_TEXT = {
  /** W-2.35 FUNDING_TRANSFER_FROM_WALLET_SCREEN's title. */
  transferTitle: 'Transfer from another network',
  /** W-2.40 the confirm view's rows. */
  confirmRows: { total: 'Total', to: 'To', network: 'Network', estimatedFee: 'Estimated fee' },
  /** W-4.39 card on-ramp A status waitingAuthorization. */
  processingPayment: 'Processing payment',
  /** W-2.39 the external wallet's name when the host gives none (the spec gives none). */
  yourWallet: 'your wallet',
  /** The funding screens after the flow ended without an error (the spec gives no text). */
  closed: 'Funding closed.',
} as const

/** W-2.39 The transfer button: 'Confirm with {wallet}'. */
export function confirmWithText(walletName: string): string {
  return `Confirm with ${walletName}`
}

/** What the funding screens show once the flow ended: its error, else that funding closed. */
export function fundingClosedText(error: { message: string } | null): string {
  return error ? error.message : FUNDING_TEXT.closed
}
