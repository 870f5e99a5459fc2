'use client'
import { formatTokenAmountWithSymbol, type UseFundingFlowReturn, useCopyToClipboard } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { QrCode } from '@/components/lobby/ui/qr-code'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `FundingManualTransferScreen`. */
export type FundingManualTransferScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: Pick<UseFundingFlowReturn, 'step' | 'balance' | 'back' | 'close'>
  /** The wallet address to send funds to. */
  address: string
  /** The network the funds must be sent on. */
  networkName: string
  /** The native currency's symbol. @default 'ETH' */
  symbol?: string
}

/**
 * FUNDING_MANUAL_TRANSFER_SCREEN: the address with its QR code, copy with 'Copied Address' for
 * 2.5 s, the balance the flow polls every 2 s, and the header's back path (W-2.43, W-2.44, W-4.44, W-4.54).
 */
export function FundingManualTransferScreen({
  flow,
  address,
  networkName,
  symbol = 'ETH',
  className,
  ...props
}: FundingManualTransferScreenProps) {
  const clipboard = useCopyToClipboard({ feedback: 'address' })
  const arrived = flow.step === 'success'
  return (
    <section
      data-slot="funding-manual-transfer-screen"
      data-step={flow.step}
      className={cn('flex flex-col items-center gap-6', className)}
      {...props}
    >
      <div className="flex w-full items-center">
        <Button variant="ghost" size="sm" onClick={flow.back} disabled={arrived}>
          Back
        </Button>
      </div>
      <ScreenHeader
        title={arrived ? 'Funds received' : 'Send funds to your wallet'}
        description={`Send ${symbol} on ${networkName} to this address.`}
      />
      <QrCode value={address} label="Wallet address QR code" />
      <code data-slot="funding-address" className="break-all text-center text-sm">
        {address}
      </code>
      <Button variant="secondary" className="w-full" onClick={() => void clipboard.copy(address)}>
        {clipboard.feedbackText ?? 'Copy address'}
      </Button>
      <div role="status" className="flex items-center gap-2 text-sm">
        {arrived ? <StatusIcon status="success" label="Funds received" /> : null}
        <span data-slot="funding-balance">
          Balance: {flow.balance === null ? '…' : formatTokenAmountWithSymbol(flow.balance, symbol)}
        </span>
      </div>
    </section>
  )
}
