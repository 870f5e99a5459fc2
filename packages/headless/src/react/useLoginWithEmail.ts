'use client'
import { useMemo } from 'react'
import { createLoginWithEmail, type LoginWithEmailOptions } from '../core/auth/loginWithEmail'
import { type CodeFlowHookState, useCodeFlow } from './useCodeFlow'
import { useLatestCaptchaToken } from './useLatestCaptchaToken'
import { useLobbyClient } from './useLobbyClient'

/** Options of `useLoginWithEmail`: log in (default), link, or update an address. */
export type UseLoginWithEmailOptions = LoginWithEmailOptions

/** What `useLoginWithEmail` returns. */
export type UseLoginWithEmailReturn = CodeFlowHookState & {
  /** emails a code. */
  sendCode(input: { email: string }): Promise<void>
  /** checks the code and logs in, links or updates. */
  loginWithCode(input: { code: string }): Promise<void>
}

/**
 * The email code flow of the nearest provider. `mode` is read once; `getCaptchaToken`
 * is called as last rendered, so a captcha made anew when the app config arrives still gives its token.
 */
export function useLoginWithEmail(options?: UseLoginWithEmailOptions): UseLoginWithEmailReturn {
  const client = useLobbyClient()
  const getCaptchaToken = useLatestCaptchaToken(options?.getCaptchaToken)
  const [flow, state] = useCodeFlow(() => createLoginWithEmail(client, { ...options, getCaptchaToken }))
  return useMemo(
    () => ({
      ...state,
      sendCode: ({ email }: { email: string }) => flow.sendCode(email),
      loginWithCode: ({ code }: { code: string }) => flow.submitCode(code),
    }),
    [state, flow],
  )
}
