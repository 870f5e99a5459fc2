'use client'
import { SCREEN_TEXT, type UseOtpInputOptions } from '@lobby/headless'
import type * as React from 'react'
import { Button } from '@/components/lobby/ui/button'
import { CodeField } from '@/components/lobby/ui/code-field'
import { QrCode } from '@/components/lobby/ui/qr-code'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** Props of `MfaTotpEnrollmentScreen`: the step of the TOTP enrollment flow and its data. */
export type MfaTotpEnrollmentScreenProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Enroll (QR code and secret), verify (code), success (A-2.75..A-2.77). */
  step: 'enroll' | 'verify' | 'success'
  /** The otpauth:// URL the QR code encodes. */
  authUrl?: string
  /** The secret, for typing into the app by hand. */
  secret?: string
  onContinue?: () => void
  codeInput?: UseOtpInputOptions
  error?: string | null
  onDone?: () => void
}

const mfa = SCREEN_TEXT.mfa

/** TOTP enrollment: QR code, secret and Continue; then the 6-digit code; then success with Done (A-2.75..A-2.77). */
export function MfaTotpEnrollmentScreen({
  step,
  authUrl = '',
  secret = '',
  onContinue,
  codeInput = {},
  error,
  onDone,
  className,
  ...props
}: MfaTotpEnrollmentScreenProps) {
  return (
    <section
      data-slot="mfa-totp-enrollment-screen"
      data-step={step}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {step === 'enroll' ? (
        <>
          <ScreenHeader title={mfa.totp} description="Scan this QR code with your authenticator app." />
          <QrCode value={authUrl} label="Authenticator app QR code" className="self-center" />
          <p className="text-center text-lobby-muted-foreground text-xs">
            Or enter this key: <code className="break-all font-mono text-lobby-foreground">{secret}</code>
          </p>
          <Button onClick={onContinue}>{mfa.continue}</Button>
        </>
      ) : step === 'verify' ? (
        <>
          <ScreenHeader
            title="Enter verification code"
            description="Enter the 6-digit code from your authenticator app."
          />
          <CodeField label="Verification code" codeInput={codeInput} error={error} />
        </>
      ) : (
        <>
          <ScreenHeader media={<StatusIcon status="success" label={mfa.totpAdded} />} title={mfa.totpAdded} />
          <Button onClick={onDone}>{mfa.done}</Button>
        </>
      )}
    </section>
  )
}
