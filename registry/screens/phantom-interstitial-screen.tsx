'use client'
import { WALLET_SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `PhantomInterstitialScreen`. */
export type PhantomInterstitialScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** The wallet's app link for this page (`walletAppLink('phantom', location.href)`). */
  appLink: string
  /** Where the wallet is installed from. */
  installUrl: string
}

/** PHANTOM_INTERSTITIAL_SCREEN: the browser wallet is not in this browser; continue in its app (W-2.07, W-4.01). */
export function PhantomInterstitialScreen({
  appLink,
  installUrl,
  className,
  ...props
}: PhantomInterstitialScreenProps) {
  const text = WALLET_SCREEN_TEXT
  return (
    <section data-slot="phantom-interstitial-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader title={text.interstitialTitle} description={text.interstitialDescription} />
      <div className="flex flex-col gap-2">
        <Button asChild>
          <a href={appLink}>{text.openPhantom}</a>
        </Button>
        <Button asChild variant="secondary">
          <a href={installUrl} target="_blank" rel="noreferrer">
            {text.installPhantom}
          </a>
        </Button>
      </div>
    </section>
  )
}
