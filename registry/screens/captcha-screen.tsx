'use client'
import { captchaScreenText } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { type Status, StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `CaptchaScreen`: the check's status from the captcha flow, and its two commands. */
export type CaptchaScreenProps = React.ComponentProps<'section'> & {
  status: Status
  /** The line under the headline when the modal knows more than the status (why a check failed, A-8.10 to ). @default the status's own */
  detail?: string
  /** False once Retry may not run again (after the user's third, A-8.11). @default true on a failure */
  canRetry?: boolean
  onContinue: () => void
  onRetry: () => void
}

/** CAPTCHA_SCREEN: checking, then success or failure, with Continue and Retry (A-2.17..A-2.20). Children: the widget. */
export function CaptchaScreen({
  status,
  detail,
  canRetry,
  onContinue,
  onRetry,
  className,
  children,
  ...props
}: CaptchaScreenProps) {
  const text = captchaScreenText(status)
  return (
    <section
      data-slot="captcha-screen"
      data-status={status}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader
        media={<StatusIcon status={status} label={text.title} />}
        title={<span aria-live="polite">{text.title}</span>}
        description={(detail ?? text.detail) || undefined}
      />
      {children}
      <div className="flex flex-col gap-2">
        <Button disabled={!text.canContinue} onClick={onContinue}>
          {text.continueLabel}
        </Button>
        <Button variant="secondary" disabled={!(text.canRetry && canRetry !== false)} onClick={onRetry}>
          {text.retryLabel}
        </Button>
      </div>
    </section>
  )
}
