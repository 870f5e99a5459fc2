'use client'
import { canProceedWithFunding, type UseFundingFlowReturn } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `CoinbaseOnrampStatusScreen`. */
export type CoinbaseOnrampStatusScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: Pick<UseFundingFlowReturn, 'step' | 'onRampStatus' | 'canFund' | 'error' | 'continueOnRamp' | 'back' | 'close'>
}

/**
 * COINBASE_ONRAMP_STATUS_SCREEN: the purchase in progress or its success (W-2.47, W-4.43); before
 * it starts, a button opens the pay page, since a popup needs the user's click (W-7.25).
 */
export function CoinbaseOnrampStatusScreen({ flow, className, ...props }: CoinbaseOnrampStatusScreenProps) {
  const success = flow.onRampStatus.kind === 'success'
  const waitingForClick = flow.step === 'idle' && !success
  const title = success ? 'Funds added' : waitingForClick ? 'Buy with Coinbase' : 'Purchase in progress'
  return (
    <section
      data-slot="coinbase-onramp-status-screen"
      data-status={success ? 'success' : waitingForClick ? 'idle' : 'in-progress'}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div aria-live="polite" className="contents">
        <ScreenHeader
          media={waitingForClick ? undefined : <StatusIcon status={success ? 'success' : 'pending'} label={title} />}
          title={title}
          description={success ? undefined : 'Complete your purchase in the window that opens.'}
        />
      </div>
      <Alert>{flow.error?.message}</Alert>
      {waitingForClick ? (
        <Button disabled={!canProceedWithFunding(flow)} onClick={flow.continueOnRamp}>
          Continue
        </Button>
      ) : null}
      {success ? (
        <Button variant="secondary" onClick={flow.close}>
          Close
        </Button>
      ) : (
        <Button variant="ghost" onClick={flow.back}>
          Back
        </Button>
      )}
    </section>
  )
}
