'use client'
import type { UseFundingFlowReturn } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `MoonpayStatusScreen`. */
export type MoonpayStatusScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: Pick<UseFundingFlowReturn, 'onRampStatus' | 'error' | 'back' | 'close'>
}

// Product copy for the states whose words the spec leaves open.
const TITLES = {
  spinner: 'Waiting for your payment',
  success: 'Funds added',
  failure: 'Purchase failed',
} as const

/**
 * MOONPAY_STATUS_SCREEN: a spinner while pending, 'Processing payment' while authorizing, success
 * (closes itself) or failure (W-2.47, W-4.38 to W-4.40, W-4.42).
 */
export function MoonpayStatusScreen({ flow, className, ...props }: MoonpayStatusScreenProps) {
  const view = flow.onRampStatus
  const title = view.kind === 'processing' ? view.text : TITLES[view.kind]
  const status = view.kind === 'success' ? 'success' : view.kind === 'failure' ? 'failure' : 'pending'
  return (
    <section
      data-slot="moonpay-status-screen"
      data-status={view.kind}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <div aria-live="polite" className="contents">
        <ScreenHeader
          media={<StatusIcon status={status} label={title} />}
          title={title}
          description={status === 'pending' ? 'Finish paying in the tab that opened.' : undefined}
        />
      </div>
      <Alert>{flow.error?.message}</Alert>
      {view.kind === 'failure' ? <Button onClick={flow.back}>Choose another method</Button> : null}
      {view.kind === 'success' ? (
        <Button variant="secondary" onClick={flow.close}>
          Close
        </Button>
      ) : null}
    </section>
  )
}
