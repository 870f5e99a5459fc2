/** The funding screens' fixed copy, once (W-2.35, W-2.39, W-2.40, W-4.39): screens read it, never retype it. */
export const FUNDING_TEXT = {
  /** W-2.35 FUNDING_TRANSFER_FROM_WALLET_SCREEN's title. */
  transferTitle: 'Transfer from another network',
  /** W-2.40 the confirm view's rows. */
  confirmRows: { total: 'Total', to: 'To', network: 'Network', estimatedFee: 'Estimated fee' },
  /** W-4.39 card on-ramp A status waitingAuthorization. */
  processingPayment: 'Processing payment',
} as const

/** W-2.39 The transfer button: 'Confirm with {wallet}'. */
export function confirmWithText(walletName: string): string {
  return `Confirm with ${walletName}`
}
