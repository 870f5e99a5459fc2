'use client'
import type { UseFundingFlowReturn } from '@lobby/headless'
import type * as React from 'react'
import {
  type FundingTransferFlow,
  FundingTransferSummary,
} from '@/components/lobby/screens/funding-transfer-from-wallet-screen'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `FundingAwaitingTransferFromExternalWalletScreen`. */
export type FundingAwaitingTransferFromExternalWalletScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: Pick<
    FundingTransferFlow,
    'amount' | 'amountUsd' | 'destination' | 'bridge' | 'estimatedFee' | 'transferTitle'
  > &
    Pick<UseFundingFlowReturn, 'step' | 'close'>
  /** The external wallet's name. */
  walletName: string
  /** A chain's display name. @default `Chain {id}` */
  networkName?: (chainId: number) => string
  /** The native currency's symbol. @default 'ETH' */
  symbol?: string
}

/**
 * FUNDING_AWAITING_TRANSFER_FROM_EXTERNAL_WALLET_SCREEN: the confirm view titled Confirming (a
 * direct send) or Bridging while the wallet sends, then success, which closes itself (W-2.40 to W-2.42, W-4.37).
 */
export function FundingAwaitingTransferFromExternalWalletScreen({
  flow,
  walletName,
  networkName = (chainId) => `Chain ${chainId}`,
  symbol = 'ETH',
  className,
  ...props
}: FundingAwaitingTransferFromExternalWalletScreenProps) {
  const done = flow.step === 'success'
  return (
    <section
      data-slot="funding-awaiting-transfer-from-external-wallet-screen"
      data-step={flow.step}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div aria-live="polite" className="contents">
        <ScreenHeader
          media={
            <StatusIcon
              status={done ? 'success' : 'pending'}
              label={done ? 'Transfer sent' : `Waiting for ${walletName}`}
            />
          }
          title={done ? 'Transfer sent' : flow.transferTitle}
          description={done ? 'Your funds are on their way.' : `Confirm the transfer in ${walletName}.`}
        />
      </div>
      <FundingTransferSummary flow={flow} networkName={networkName} symbol={symbol} />
      {done ? (
        <Button variant="secondary" onClick={flow.close}>
          Close
        </Button>
      ) : null}
    </section>
  )
}
