'use client'
import { WALLET_SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** Props of `InstallPhantomScreen`. */
export type InstallPhantomScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Where the wallet is installed from. */
  installUrl: string
  /** Reloads the page once the wallet is installed. @default location.reload() */
  onReload?: () => void
}

/** INSTALL_PHANTOM_SCREEN: how to get the browser wallet, with a reload button (W-2.07, W-2.09). */
export function InstallPhantomScreen({ installUrl, onReload, className, ...props }: InstallPhantomScreenProps) {
  const text = WALLET_SCREEN_TEXT
  return (
    <section data-slot="install-phantom-screen" className={cn('flex flex-col gap-6', className)} {...props}>
      <ScreenHeader title={text.installTitle} description={text.installDescription} />
      <div className="flex flex-col gap-2">
        <Button asChild>
          <a href={installUrl} target="_blank" rel="noreferrer">
            {text.installPhantom}
          </a>
        </Button>
        <Button variant="secondary" onClick={onReload ?? (() => window.location.reload())}>
          {text.reload}
        </Button>
      </div>
    </section>
  )
}
