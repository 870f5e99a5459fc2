'use client'
import {
  exportFileName,
  type PasswordWizardStep,
  SCREEN_TEXT,
  useCopyToClipboard,
  usePasswordStrength,
} from '@lobby/headless'
import * as React from 'react'
import { Alert } from '@/components/lobby/ui/alert'
import { Button } from '@/components/lobby/ui/button'
import { Input } from '@/components/lobby/ui/input'
import { ScreenHeader } from '@/components/lobby/ui/screen-header'
import { StatusIcon } from '@/components/lobby/ui/status-icon'
import { cn } from '@/lib/utils'

/** How the wizard ended: `usePasswordWizard`'s resultTitle ('Success' or 'Something went wrong') and detail (W-2.24). */
export type PasswordWizardResult = { ok: boolean; title: string; detail?: string | null }

/** Props of `EmbeddedWalletPasswordWizard`: the wizard flow's state and commands (`usePasswordWizard`). */
export type EmbeddedWalletPasswordWizardProps = Omit<React.ComponentProps<'section'>, 'children' | 'title'> & {
  /** Where the wizard is. */
  step: PasswordWizardStep
  /** The first step's title: setting a password, or a new one. */
  title: string
  password: string
  onPasswordChange: (password: string) => void
  /** The password's error once the user has typed (W-5.01 to W-5.04). */
  passwordError?: string | null
  confirmation: string
  onConfirmationChange: (confirmation: string) => void
  /** 'Passwords do not match' once a differing confirmation is typed (W-5.13). */
  confirmationError?: string | null
  /** Fills in a generated password of four words (W-5.06). */
  onGenerate?: () => void
  /** The 'I understand' checkbox of the last step. */
  acknowledged: boolean
  onAcknowledgedChange: (acknowledged: boolean) => void
  /** Whether this step's button is enabled (W-5.05, W-5.14, W-2.25). */
  canContinue: boolean
  /** Moves to the next step; on the last step it sets the password ('Set Password'). */
  onContinue: () => void
  /** Goes back one step (W-4.25). */
  onBack?: () => void
  /** Given only when the user started the wizard: shows Cancel (W-2.26, W-4.27). */
  onCancel?: () => void
  /** The outcome, on the done step. */
  result?: PasswordWizardResult | null
  /** True while the password is being set. */
  isPending?: boolean
  /** The app's name, for the downloaded file's name (W-9.40). */
  appName?: string | null
}

const text = SCREEN_TEXT.embeddedWallet

/** Saves `content` as a text file named `name` in the user's downloads. */
function download(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  URL.revokeObjectURL(url)
}

/**
 * The recovery password wizard of EMBEDDED_WALLET_PASSWORD_CREATE_SCREEN and
 * EMBEDDED_WALLET_PASSWORD_UPDATE_SCREEN: set, save, confirm, 'I understand' then 'Set Password',
 * and the result (W-2.22 to W-2.26, W-4.24, W-4.25, W-5.01 to W-5.14).
 */
export function EmbeddedWalletPasswordWizard({
  step,
  title,
  password,
  onPasswordChange,
  passwordError,
  confirmation,
  onConfirmationChange,
  confirmationError,
  onGenerate,
  acknowledged,
  onAcknowledgedChange,
  canContinue,
  onContinue,
  onBack,
  onCancel,
  result,
  isPending = false,
  appName,
  className,
  ...props
}: EmbeddedWalletPasswordWizardProps) {
  const strength = usePasswordStrength(password)
  const copy = useCopyToClipboard()
  const id = React.useId()

  const header = {
    creating: (
      <ScreenHeader title={title} description="You will need this password to use your wallet on a new device." />
    ),
    saving: <ScreenHeader title="Save your password" description="Keep it somewhere safe: it cannot be reset." />,
    confirming: <ScreenHeader title="Confirm your password" description="Type your password again." />,
    finalizing: (
      <ScreenHeader
        title="Did you save your password?"
        description="Without it you cannot recover your wallet on a new device."
      />
    ),
    done: result?.ok ? (
      <ScreenHeader media={<StatusIcon status="success" label={result.title} />} title={result.title} />
    ) : (
      <div role="alert" className="contents">
        <ScreenHeader
          media={<StatusIcon status="failure" label={result?.title ?? text.somethingWentWrong} />}
          title={result?.title ?? text.somethingWentWrong}
          description={result?.detail}
        />
      </div>
    ),
  }[step]

  const body = (() => {
    switch (step) {
      case 'creating':
        return (
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="font-medium text-sm">
              Password
            </label>
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              value={password}
              aria-invalid={passwordError ? true : undefined}
              aria-describedby={`${id}-strength`}
              onChange={(event) => onPasswordChange(event.target.value)}
            />
            <div className="flex items-center gap-2 text-xs" id={`${id}-strength`}>
              <span
                aria-hidden="true"
                data-slot="password-strength"
                data-label={strength.label}
                className="h-1.5 flex-1 overflow-hidden rounded-full bg-lobby-muted"
              >
                <span className="block h-full bg-lobby-accent" style={{ width: `${strength.bar * 100}%` }} />
              </span>
              <span>Strength: {strength.label}</span>
            </div>
            <Alert className="text-left">{passwordError}</Alert>
            {onGenerate ? (
              <Button variant="link" className="self-start" onClick={onGenerate}>
                Generate a password
              </Button>
            ) : null}
          </div>
        )
      case 'saving':
        return (
          <div className="flex flex-col gap-2">
            <code
              data-slot="password-value"
              className="break-all rounded-lobby bg-lobby-muted p-3 text-center font-mono"
            >
              {password}
            </code>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="secondary" onClick={() => void copy.copy(password)}>
                {copy.feedbackText ?? 'Copy'}
              </Button>
              <Button variant="secondary" onClick={() => download(exportFileName(appName), password)}>
                Download
              </Button>
            </div>
          </div>
        )
      case 'confirming':
        return (
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="font-medium text-sm">
              Confirm password
            </label>
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              value={confirmation}
              aria-invalid={confirmationError ? true : undefined}
              onChange={(event) => onConfirmationChange(event.target.value)}
            />
            <Alert className="text-left">{confirmationError}</Alert>
          </div>
        )
      case 'finalizing':
        return (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-lobby-accent"
              checked={acknowledged}
              onChange={(event) => onAcknowledgedChange(event.target.checked)}
            />
            {text.iUnderstand}
          </label>
        )
      case 'done':
        return null
    }
  })()

  return (
    <section
      data-slot="embedded-wallet-password-wizard"
      data-step={step}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      {onBack && step !== 'done' ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={onBack}>
          Back
        </Button>
      ) : null}
      {header}
      {body}
      <div className="flex flex-col gap-2">
        {step === 'done' ? null : (
          <Button disabled={!canContinue || isPending} aria-busy={isPending || undefined} onClick={onContinue}>
            {step === 'finalizing' ? text.setPassword : 'Continue'}
          </Button>
        )}
        {onCancel && step !== 'done' ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </section>
  )
}
