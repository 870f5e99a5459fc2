'use client'
import { canProceedWithFunding, type UseFundingFlowReturn } from '@lobby/headless'
import type * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `MoonpayPromptScreen`. */
export type MoonpayPromptScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  flow: Pick<UseFundingFlowReturn, 'step' | 'canFund' | 'error' | 'continueOnRamp' | 'back'>
}

// Product copy: the spec asks for three points (W-2.45) without giving their words.
const POINTS = [
  'Pay with a card or bank transfer on our payment partner’s page.',
  'It opens in a new tab; keep this window open while you pay.',
  'Your funds arrive in your wallet once the payment clears.',
] as const

/** MOONPAY_PROMPT_SCREEN: an intro with three points and a button that continues in a new tab (W-2.45, W-2.46). */
export function MoonpayPromptScreen({ flow, className, ...props }: MoonpayPromptScreenProps) {
  return (
    <section
      data-slot="moonpay-prompt-screen"
      data-step={flow.step}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title="Buy with card" />
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm">
        {POINTS.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ol>
      <Alert>{flow.error?.message}</Alert>
      <div className="flex flex-col gap-2">
        <Button disabled={!canProceedWithFunding(flow)} onClick={flow.continueOnRamp}>
          Continue in a new tab
        </Button>
        <Button variant="ghost" onClick={flow.back}>
          Back
        </Button>
      </div>
    </section>
  )
}
