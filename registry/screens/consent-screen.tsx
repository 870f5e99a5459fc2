'use client'
import { SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `ConsentScreen`: the app's legal links and the two answers. */
export type ConsentScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  termsUrl?: string | null
  privacyPolicyUrl?: string | null
  onAccept: () => void
  onDecline: () => void
  /** True while the acceptance is saved. */
  isPending?: boolean
  logo?: React.ReactNode
}

/** AFFIRMATIVE_CONSENT_SCREEN: 'One last step', terms and privacy links, 'No thanks' and 'Accept'. */
export function ConsentScreen({
  termsUrl,
  privacyPolicyUrl,
  onAccept,
  onDecline,
  isPending = false,
  logo,
  className,
  ...props
}: ConsentScreenProps) {
  const text = SCREEN_TEXT.consent
  return (
    <section data-slot="consent-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader media={logo} title={text.title} description={text.body} />
      <nav aria-label={text.title} className="flex justify-center gap-4 text-sm">
        {termsUrl ? (
          <a
            href={termsUrl}
            target="_blank"
            rel="noreferrer"
            className="text-lobby-foreground underline underline-offset-4"
          >
            {text.viewTerms}
          </a>
        ) : null}
        {privacyPolicyUrl ? (
          <a
            href={privacyPolicyUrl}
            target="_blank"
            rel="noreferrer"
            className="text-lobby-foreground underline underline-offset-4"
          >
            {text.viewPrivacyPolicy}
          </a>
        ) : null}
      </nav>
      <div className="grid grid-cols-2 gap-2">
        <Button variant="secondary" disabled={isPending} onClick={onDecline}>
          {text.decline}
        </Button>
        <Button disabled={isPending} aria-busy={isPending || undefined} onClick={onAccept}>
          {text.accept}
        </Button>
      </div>
    </section>
  )
}
