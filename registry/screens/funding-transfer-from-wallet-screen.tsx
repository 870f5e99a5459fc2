'use client'
import {
  canProceedWithFunding,
  confirmWithText,
  FUNDING_TEXT,
  formatTokenAmountWithSymbol,
  transferConfirmRows,
  type UseFundingFlowReturn,
} from '@lobby/headless'
import * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { Spinner } from '@/components/lobby/ui/spinner'
import { cn } from '@/lib/utils'

/** The flow values the transfer screens read. */
export type FundingTransferFlow = Pick<
  UseFundingFlowReturn,
  | 'step'
  | 'canFund'
  | 'amount'
  | 'amountUsd'
  | 'amountShown'
  | 'destination'
  | 'fromChains'
  | 'fromChainId'
  | 'bridge'
  | 'estimatedFee'
  | 'transferTitle'
  | 'error'
  | 'isPending'
  | 'selectFromChain'
  | 'confirmTransfer'
  | 'back'
>

/** Props of `FundingTransferFromWalletScreen`. */
export type FundingTransferFromWalletScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: FundingTransferFlow
  /** The external wallet's name, for 'Confirm with {wallet}' (W-2.39). */
  walletName: string
  /** A chain's display name. @default `Chain {id}` */
  networkName?: (chainId: number) => string
  /** The native currency's symbol. @default 'ETH' */
  symbol?: string
}

const defaultNetworkName = (chainId: number) => `Chain ${chainId}`

/** Props of `FundingTransferSummary`. */
export type FundingTransferSummaryProps = Omit<React.ComponentProps<'dl'>, 'children'> & {
  flow: Pick<FundingTransferFlow, 'amount' | 'amountUsd' | 'destination' | 'bridge' | 'estimatedFee'>
  networkName: (chainId: number) => string
  symbol: string
}

/** The transfer confirm view's rows: Total, To, Network and Estimated fee (W-2.40). */
export function FundingTransferSummary({
  flow,
  networkName,
  symbol,
  className,
  ...props
}: FundingTransferSummaryProps) {
  return (
    <dl data-slot="funding-transfer-summary" className={cn('flex flex-col gap-2 text-sm', className)} {...props}>
      {transferConfirmRows(flow, { networkName, symbol }).map(({ term, value }) => (
        <div key={term} className="flex justify-between gap-4">
          <dt className="text-lobby-muted-foreground">{term}</dt>
          <dd className="font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/**
 * FUNDING_TRANSFER_FROM_WALLET_SCREEN: 'Transfer from another network', the amount as priceDisplay
 * shows it (USD, then the native currency; or the native currency alone), a From selector with balances, a To box and 'Confirm with {wallet}'; once a
 * bridge route is found, its confirm view titled Bridging (W-2.35 to W-2.41, W-3.14, W-4.35, W-4.36).
 */
export function FundingTransferFromWalletScreen({
  flow,
  walletName,
  networkName = defaultNetworkName,
  symbol = 'ETH',
  className,
  ...props
}: FundingTransferFromWalletScreenProps) {
  const fromId = React.useId()
  const confirming = flow.bridge !== null
  return (
    <section
      data-slot="funding-transfer-from-wallet-screen"
      data-step={flow.step}
      data-bridge={confirming || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        title={FUNDING_TEXT.transferTitle}
        description={
          <>
            <span data-slot="funding-amount">{flow.amountShown.primary}</span>
            {flow.amountShown.secondary ? (
              <span data-slot="funding-amount-secondary"> ({flow.amountShown.secondary})</span>
            ) : null}
          </>
        }
      />
      <div className="flex flex-col gap-2">
        <label htmlFor={fromId} className="font-medium text-sm">
          From
        </label>
        <select
          id={fromId}
          value={flow.fromChainId ?? ''}
          disabled={flow.step !== 'idle'}
          onChange={(event) => flow.selectFromChain(Number(event.target.value))}
          className="h-11 rounded-lobby border border-lobby-border bg-lobby-background px-3 text-sm"
        >
          <option value="">{walletName}</option>
          {flow.fromChains.map((entry) => (
            <option key={entry.chainId} value={entry.chainId}>
              {`${networkName(entry.chainId)}: ${formatTokenAmountWithSymbol(entry.balance, symbol)}`}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-2">
        <span className="font-medium text-sm">To</span>
        <output data-slot="funding-destination" className="rounded-lobby border border-lobby-border px-3 py-3 text-sm">
          {networkName(flow.destination.chainId)}
        </output>
      </div>
      {confirming ? (
        <div data-slot="funding-confirm-view" className="flex flex-col gap-3">
          <h3 className="font-semibold text-base">{flow.transferTitle}</h3>
          <FundingTransferSummary flow={flow} networkName={networkName} symbol={symbol} />
        </div>
      ) : null}
      {flow.step === 'quoting' ? <Spinner label="Looking for funds on your other networks" /> : null}
      <Alert>{flow.error?.message}</Alert>
      <div className="flex flex-col gap-2">
        <Button disabled={!canProceedWithFunding(flow)} onClick={flow.confirmTransfer}>
          {confirmWithText(walletName)}
        </Button>
        <Button variant="ghost" onClick={flow.back}>
          Back
        </Button>
      </div>
    </section>
  )
}
