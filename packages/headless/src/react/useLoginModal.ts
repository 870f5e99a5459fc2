'use client'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { loadTurnstile } from '../core/captcha/turnstile'
import { createLoginModal, type LoginModalOptions } from '../core/modal/loginModal/createLoginModal'
import type { LoginModalView } from '../core/modal/loginModal/loginModalView'
import { useLobbyClient } from './useLobbyClient'

/** Options of `useLoginModal`; read once, when the component mounts, but the callbacks are read when called. */
export type UseLoginModalOptions = Omit<LoginModalOptions, 'loadCaptchaWidget' | 'timers'> & {
  /** The Turnstile script for apps with captcha; the sandbox serves one at `{apiUrl}/turnstile/v0/api.js`. @default Cloudflare's */
  captchaScriptUrl?: string
}

/**
 * What `useLoginModal` returns: the screen shown, the modal's state, and for the screen shown its
 * texts and commands (`landing`, `code`, `oauth`, `farcaster`, `telegram`, `captcha`, `error` ...; null
 * for other screens).
 * Objects keep their identity until what they hold changes; commands never change.
 */
export type UseLoginModalReturn = LoginModalView

/**
 * The whole login modal's behaviour for the nearest provider (A-2.01 to,
 * W-2.14, W-2.27, W-2.30, W-4.01, W-4.13): render `screen` with its section, and
 * nothing else decides. The component re-renders only when what it returns changes.
 */
export function useLoginModal(options: UseLoginModalOptions = {}): UseLoginModalReturn {
  const client = useLobbyClient()
  const latest = useRef(options)
  latest.current = options
  const [modal] = useState(() => {
    const { captchaScriptUrl, onLoginMethod, onSuccess, onError, ...rest } = options
    return createLoginModal(client, {
      ...rest,
      ...(onLoginMethod ? { onLoginMethod: (method) => latest.current.onLoginMethod?.(method) } : {}),
      onSuccess: (completion) => latest.current.onSuccess?.(completion),
      onError: (failure) => latest.current.onError?.(failure),
      loadCaptchaWidget: () => loadTurnstile(captchaScriptUrl),
    })
  })
  useEffect(() => {
    modal.start()
    return () => modal.stop()
  }, [modal])
  return useSyncExternalStore(modal.subscribe, modal.getSnapshot, modal.getSnapshot)
}
