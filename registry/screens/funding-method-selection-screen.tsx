'use client'
import type { FundingOption, UseFundingFlowReturn } from '@lobby/headless'
import * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Input } from '@/components/lobby/ui/input'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `FundingMethodSelectionScreen`: the funding flow's selection values and commands. */
export type FundingMethodSelectionScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: Pick<
    UseFundingFlowReturn,
    'options' | 'amount' | 'amountUsd' | 'canFund' | 'notice' | 'error' | 'setAmount' | 'selectMethod'
  >
  /** The native currency's symbol, shown next to the amount. @default 'ETH' */
  symbol?: string
}

// Product copy: the spec names the methods (W-2.33) but gives no labels.
const LABELS: Record<FundingOption, string> = {
  moonpay: 'Pay with card',
  'coinbase-onramp': 'Buy with Coinbase',
  external: 'Transfer from another wallet',
  manual: 'Send to your address',
}

/** FUNDING_METHOD_SELECTION_SCREEN: the amount and the app's methods, disabled until the amount is above 0 (W-2.33, W-4.34, W-5.34, W-5.35). */
export function FundingMethodSelectionScreen({
  flow,
  symbol = 'ETH',
  className,
  ...props
}: FundingMethodSelectionScreenProps) {
  const amountId = React.useId()
  return (
    <section
      data-slot="funding-method-selection-screen"
      data-can-fund={flow.canFund || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title="Add funds" description={flow.notice ?? 'Choose how to fund your wallet.'} />
      <div className="flex flex-col gap-2">
        <label htmlFor={amountId} className="font-medium text-sm">
          Amount ({symbol})
        </label>
        <Input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={flow.amount}
          onChange={(event) => flow.setAmount(event.target.value)}
        />
        {flow.amountUsd ? <p className="text-lobby-muted-foreground text-sm">{flow.amountUsd}</p> : null}
      </div>
      <MethodList aria-label="Funding methods">
        {flow.options.map((option) => (
          <MethodListItem
            key={option}
            data-method={option}
            label={LABELS[option]}
            disabled={!flow.canFund}
            onClick={() => flow.selectMethod(option)}
          />
        ))}
      </MethodList>
      <Alert>{flow.error?.message}</Alert>
    </section>
  )
}
