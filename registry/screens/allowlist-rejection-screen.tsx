'use client'
import { allowlistRejectionTexts } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `AllowlistRejectionScreen`: the app's allowlist_config texts, each optional. */
export type AllowlistRejectionScreenProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  title?: string | null
  detail?: string | null
  ctaText?: string | null
  /** When set, the button goes there. */
  ctaLink?: string | null
  /** Called by the button when no link is configured: try another account. */
  onCta: () => void
}

/** ALLOWLIST_REJECTION_SCREEN: the configured texts or the spec's defaults. */
export function AllowlistRejectionScreen({
  title,
  detail,
  ctaText,
  ctaLink,
  onCta,
  className,
  ...props
}: AllowlistRejectionScreenProps) {
  const shown = allowlistRejectionTexts({ title, detail, ctaText, ctaLink })
  return (
    <section data-slot="allowlist-rejection-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <div role="alert" className="contents">
        <ScreenHeader
          media={<StatusIcon status="failure" label="No access" />}
          title={shown.title}
          description={shown.detail}
        />
      </div>
      {shown.href ? (
        <Button asChild>
          <a href={shown.href}>{shown.cta}</a>
        </Button>
      ) : (
        <Button onClick={onCta}>{shown.cta}</Button>
      )}
    </section>
  )
}
