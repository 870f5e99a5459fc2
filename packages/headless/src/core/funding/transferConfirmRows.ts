import { formatTokenAmountWithSymbol } from '../rules/format'
import type { FundingFlowState } from './fundingFlow'
import { FUNDING_TEXT } from './fundingText'

/** The estimated fee of a direct send, whose gas the external wallet sets and shows (the spec gives no text). */
export const FEE_SET_BY_WALLET = 'Set by your wallet'

/** One row of the transfer confirm view: its term and its value. */
export type TransferConfirmRow = { term: string; value: string }

/** What the confirm view's rows are read from: the flow's transfer and its estimated fee. */
export type TransferConfirmInput = Pick<FundingFlowState, 'amount' | 'destination' | 'bridge'> & {
  /** The bridge's fee (`bridgeFee`); null on a direct send. */
  estimatedFee: bigint | null
}

/**
 * W-2.40 The transfer confirm view's rows, in order: Total (what leaves the wallet: the bridge's
 * value, else the amount), To (the funded chain), Network (where the transfer is sent: the
 * bridge's origin chain, else the funded chain) and Estimated fee. Amounts follow W-9.36, W-9.37.
 */
export function transferConfirmRows(
  transfer: TransferConfirmInput,
  options: { networkName: (chainId: number) => string; symbol: string },
): TransferConfirmRow[] {
  const rows = FUNDING_TEXT.confirmRows
  const { networkName, symbol } = options
  const total = transfer.bridge ? transfer.bridge.value : transfer.amount
  const fee = transfer.estimatedFee
  return [
    { term: rows.total, value: formatTokenAmountWithSymbol(total, symbol) },
    { term: rows.to, value: networkName(transfer.destination.chainId) },
    { term: rows.network, value: networkName(transfer.bridge?.chainId ?? transfer.destination.chainId) },
    { term: rows.estimatedFee, value: fee === null ? FEE_SET_BY_WALLET : formatTokenAmountWithSymbol(fee, symbol) },
  ]
}
