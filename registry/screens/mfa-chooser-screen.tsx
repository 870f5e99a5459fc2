'use client'
import { SCREEN_TEXT } from '@lobby/headless'
import type * as React from 'react'
import { Badge } from '@/components/lobby/ui/badge'
import { MethodList, MethodListItem } from '@/components/lobby/ui/method-list'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { cn } from '@/lib/utils'

/** An MFA method. */
export type MfaMethod = 'totp' | 'sms' | 'passkey'

/** One row of the chooser, with the marks the MFA flow decided. */
export type MfaMethodOption = {
  method: MfaMethod
  /** Authenticator App is recommended. */
  isRecommended?: boolean
  /** SMS is disabled when the user logs in by SMS. */
  isDisabled?: boolean
  /** The user already enrolled this method. */
  isAdded?: boolean
}

/** Props of `MfaChooserScreen`. */
export type MfaChooserScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** 'intro' when the user has no MFA method yet; 'unavailable' when the app enables none. @default 'chooser' */
  variant?: 'chooser' | 'intro' | 'unavailable'
  methods: readonly MfaMethodOption[]
  onSelect: (method: MfaMethod) => void
}

const mfa = SCREEN_TEXT.mfa
const LABELS: Record<MfaMethod, string> = { totp: mfa.totp, sms: mfa.sms, passkey: mfa.passkey }
const TITLES = { chooser: mfa.chooseMethod, intro: mfa.intro, unavailable: mfa.addMoreSecurity }

/** The MFA method chooser: Authenticator App, SMS and Passkey with their marks (A-2.66..A-2.72). */
export function MfaChooserScreen({
  variant = 'chooser',
  methods,
  onSelect,
  className,
  ...props
}: MfaChooserScreenProps) {
  return (
    <section
      data-slot="mfa-chooser-screen"
      data-variant={variant}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <ScreenHeader title={TITLES[variant]} description={variant === 'intro' ? mfa.chooseMethod : undefined} />
      {variant === 'unavailable' ? null : (
        <MethodList aria-label={mfa.chooseMethod}>
          {methods.map((option) => (
            <MethodListItem
              key={option.method}
              data-method={option.method}
              label={LABELS[option.method]}
              disabled={option.isDisabled}
              badge={
                option.isDisabled ? (
                  <Badge>{mfa.disabled}</Badge>
                ) : option.isAdded ? (
                  <Badge>{mfa.added}</Badge>
                ) : option.isRecommended ? (
                  <Badge tone="accent">{mfa.recommended}</Badge>
                ) : null
              }
              onClick={() => onSelect(option.method)}
            />
          ))}
        </MethodList>
      )}
    </section>
  )
}
