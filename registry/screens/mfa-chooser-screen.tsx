'use client'
import { MFA_CHOOSER_TITLES, MFA_METHOD_LABELS, mfaMethodMark, SCREEN_TEXT } from '@lobby/headless'
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

/** The row's one mark, as core picks it; Recommended in the accent tone. */
function Mark({ option }: { option: MfaMethodOption }) {
  const mark = mfaMethodMark(option)
  return mark ? <Badge tone={mark.kind === 'recommended' ? 'accent' : 'neutral'}>{mark.text}</Badge> : null
}

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
      <ScreenHeader
        title={MFA_CHOOSER_TITLES[variant]}
        description={variant === 'intro' ? mfa.chooseMethod : undefined}
      />
      {variant === 'unavailable' ? null : (
        <MethodList aria-label={mfa.chooseMethod}>
          {methods.map((option) => (
            <MethodListItem
              key={option.method}
              data-method={option.method}
              label={MFA_METHOD_LABELS[option.method]}
              disabled={option.isDisabled}
              badge={<Mark option={option} />}
              onClick={() => onSelect(option.method)}
            />
          ))}
        </MethodList>
      )}
    </section>
  )
}
