import { isMfaPromptOpen, SCREEN_TEXT, type UseMfaReturn, useOtpInput } from '@lobby/headless'
import type { ReactNode } from 'react'
import { BUTTON, StatusScreen } from './StatusScreen.tsx'

const TEXT = SCREEN_TEXT.mfa

function MfaCode({ mfa }: { mfa: UseMfaReturn }) {
  const otp = useOtpInput({
    onComplete: (code) => void mfa.submitCode(code).catch(() => undefined),
    disabled: mfa.isBlocked || mfa.isPending,
    autoFocus: true,
  })
  return (
    <div className="flex gap-2" {...otp.getRootProps({ 'aria-label': 'Verification code' })}>
      {otp.slots.map((_, index) => (
        // A box is its position, fixed for the field's life.
        <input
          key={index}
          className="size-10 rounded border border-neutral-300 text-center"
          {...otp.getInputProps(index)}
        />
      ))}
    </div>
  )
}

/**
 * The MFA check over a step while core says it is open (a wallet step, W-4.55; a change to the
 * user's MFA methods, A-4.44; texts ); the step stays mounted underneath, so it
 * goes on once the check passes. Cancel is the step's own.
 */
export function WithMfaPrompt({
  mfa,
  onCancel,
  children,
}: {
  mfa: UseMfaReturn
  onCancel: () => void
  children: ReactNode
}) {
  const open = isMfaPromptOpen({ status: mfa.state, method: mfa.method })
  return (
    <>
      {open && mfa.method ? (
        <StatusScreen title="Verify it’s you" detail={TEXT[mfa.method]}>
          {mfa.method === 'passkey' ? (
            <button
              type="button"
              className={BUTTON}
              disabled={mfa.isBlocked}
              onClick={() => void mfa.retryPasskey().catch(() => undefined)}
            >
              {TEXT.continue}
            </button>
          ) : (
            <MfaCode mfa={mfa} />
          )}
          {mfa.message ? (
            <p role="alert" className="text-sm text-red-700">
              {mfa.message}
            </p>
          ) : null}
          <button type="button" className="text-sm underline" onClick={onCancel}>
            Cancel
          </button>
        </StatusScreen>
      ) : null}
      <div style={{ display: open ? 'none' : 'contents' }}>{children}</div>
    </>
  )
}
