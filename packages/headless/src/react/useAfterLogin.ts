'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { User } from '../core/api/user'
import { type AfterLoginStep, codeSuccessDelayMs, nextStepAfterLogin } from '../core/auth/afterLogin'
import type { AppConfig } from '../core/config/resolveAppConfig'

/** Options of `useAfterLogin`. */
export type UseAfterLoginOptions = {
  /** The signed-in user, as it is now. */
  user: User | null
  /** The resolved app configuration. */
  config: AppConfig | null
  /** Called with the next step once the success has shown for its time. */
  onStep: (step: AfterLoginStep) => void
}

/** What `useAfterLogin` returns. */
export type UseAfterLoginReturn = {
  /** True while the code screen shows 'Success!'. */
  isShowingSuccess: boolean
  /** Starts the after-login sequence; `showSuccess` holds the next step for the code screen's delays. */
  succeed(options?: { showSuccess?: boolean }): void
  /** Stops a pending step (the modal was closed). */
  cancel(): void
}

/**
 * What follows a successful login: 'Success!' on the code screen, then the
 * consent or wallet step after 900 ms, or closing with success after 1400 ms.
 */
export function useAfterLogin(options: UseAfterLoginOptions): UseAfterLoginReturn {
  const latest = useRef(options)
  latest.current = options
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const [isShowingSuccess, setShowingSuccess] = useState(false)

  const cancel = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    setShowingSuccess(false)
  }, [])

  const succeed = useCallback(({ showSuccess = true }: { showSuccess?: boolean } = {}) => {
    const nextStep = () => {
      const { user, config } = latest.current
      return user ? nextStepAfterLogin(user, config) : 'close'
    }
    if (timer.current) clearTimeout(timer.current)
    if (!showSuccess) {
      latest.current.onStep(nextStep())
      return
    }
    setShowingSuccess(true)
    // The step is read again when the delay ends: the user refetch may land meanwhile.
    timer.current = setTimeout(() => {
      timer.current = null
      setShowingSuccess(false)
      latest.current.onStep(nextStep())
    }, codeSuccessDelayMs(nextStep()))
  }, [])

  useEffect(() => () => (timer.current ? clearTimeout(timer.current) : undefined), [])
  return useMemo(() => ({ isShowingSuccess, succeed, cancel }), [isShowingSuccess, succeed, cancel])
}
