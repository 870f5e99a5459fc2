'use client'
import { useCallback, useRef } from 'react'

/**
 * A stable token reader that calls the latest `getCaptchaToken` given: login flows are made once
 * at mount, but the app's captcha (and so its reader) arrives with the config, after mount.
 */
export function useLatestCaptchaToken(getCaptchaToken?: () => string | undefined): () => string | undefined {
  const latest = useRef(getCaptchaToken)
  latest.current = getCaptchaToken
  return useCallback(() => latest.current?.(), [])
}
