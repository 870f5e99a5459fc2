'use client'
import { useMemo } from 'react'
import { createLoginWithSms, type LoginWithSmsOptions } from '../core/auth/loginWithSms'
import { type CodeFlowHookState, useCodeFlow } from './useCodeFlow'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'

/** Options of `useLoginWithSms`: log in (default), link, or update a number. */
export type UseLoginWithSmsOptions = LoginWithSmsOptions

/** What `useLoginWithSms` returns. */
export type UseLoginWithSmsReturn = CodeFlowHookState & {
  /** texts a code to a qualified number (`+1 555 010 0000`). */
  sendCode(input: { phoneNumber: string }): Promise<void>
  /** checks the code and logs in, links or updates. */
  loginWithCode(input: { code: string }): Promise<void>
}

/**
 * The SMS code flow of the nearest provider. `mode` is read once; `getCaptchaToken`
 * is called as last rendered, so a captcha made anew when the app config arrives still gives its token.
 */
export function useLoginWithSms(options?: UseLoginWithSmsOptions): UseLoginWithSmsReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options?.getCaptchaToken)
  const [flow, state] = useCodeFlow(() => createLoginWithSms(client, { ...options, getCaptchaToken }))
  return useMemo(
    () => ({
      ...state,
      sendCode: ({ phoneNumber }: { phoneNumber: string }) => flow.sendCode(phoneNumber),
      loginWithCode: ({ code }: { code: string }) => flow.submitCode(code),
    }),
    [state, flow],
  )
}
