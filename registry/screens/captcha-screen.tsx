'use client'
import { ERROR_TEXTS, SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { type Status, StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `CaptchaScreen`: the check's status from the captcha flow, and its two commands. */
export type CaptchaScreenProps = React.ComponentProps<'section'> & {
  status: Status
  onContinue: () => void
  onRetry: () => void
}

const TITLES: Record<Status, string> = {
  pending: SCREEN_TEXT.captcha.checking,
  success: SCREEN_TEXT.captcha.success,
  failure: ERROR_TEXTS.somethingWentWrong,
}

/** CAPTCHA_SCREEN: checking, then success or failure, with Continue and Retry (A-2.17..A-2.20). Children: the widget. */
export function CaptchaScreen({ status, onContinue, onRetry, className, children, ...props }: CaptchaScreenProps) {
  return (
    <section
      data-slot="captcha-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={<StatusIcon status={status} label={TITLES[status]} />}
        title={<span aria-live="polite">{TITLES[status]}</span>}
        description={status === 'success' ? SCREEN_TEXT.captcha.successDetail : undefined}
      />
      {children}
      <div className="flex flex-col gap-2">
        <Button disabled={status !== 'success'} onClick={onContinue}>
          {SCREEN_TEXT.captcha.continue}
        </Button>
        <Button variant="secondary" disabled={status === 'pending'} onClick={onRetry}>
          {SCREEN_TEXT.captcha.retry}
        </Button>
      </div>
    </section>
  )
}
