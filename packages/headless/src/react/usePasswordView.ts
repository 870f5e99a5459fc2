'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { EmbeddedWalletCallbackCode } from '../core/errors/errorCodes'
import { isLobbyError, type LobbyError } from '../core/errors/lobbyError'
import type { FramePostTarget } from '../core/wallet/frameWindow'
import {
  type ConnectPasswordViewOptions,
  connectPasswordView,
  type PasswordView,
  type PasswordViewConnection,
  type PreparePasswordViewOptions,
  preparePasswordView,
} from '../core/wallet/passwordView'
import { embeddedWalletCallbackCode } from '../core/wallet/walletCallbackCode'
import { useWalletSession } from './useWalletSession'

/** Options of `usePasswordView`: the mode and whether the user opened it are read once; callbacks at their latest. */
export type UsePasswordViewOptions = PreparePasswordViewOptions &
  Pick<ConnectPasswordViewOptions, 'chainType' | 'address' | 'verifyMfa' | 'onDone' | 'onClose'> & {
    /**
     * W-8.29: the operation failed, or the user left the wizard before the password was set
     * (`user_exited_set_password_flow`); the view shows failures itself.
     */
    onError?: (code: EmbeddedWalletCallbackCode, error: LobbyError) => void
  }

const OPERATION = { create: 'create', update: 'set-password', recover: 'recover' } as const

/** What `usePasswordView` returns. */
export type UsePasswordViewReturn = {
  /** The view to embed (its `url` in an iframe with `allow="clipboard-write"`), or null with `error`. */
  view: PasswordView | null
  /** The view's content height in px, once it has told it. */
  height: number | null
  /** True while the operation the user submitted runs. */
  isPending: boolean
  /** Why the view cannot be shown, or how the last operation failed (the view shows it too). */
  error: LobbyError | null
  /** Call from the iframe's onLoad: connects the view to the session. */
  attach(view: HTMLIFrameElement | FramePostTarget): void
}

/**
 * The recovery password on the frame origin (issue 15): the password wizard (create, update)
 * or the recovery field (recover) in the frame's password view, so the password is never
 * typed in this page. Embed `view.url` in an iframe and call `attach` from its onLoad.
 */
export function usePasswordView(options: UsePasswordViewOptions): UsePasswordViewReturn {
  const session = useWalletSession()
  const latest = useRef(options)
  latest.current = options
  const [prepared] = useState(() => {
    try {
      return { view: preparePasswordView(session, options), error: null }
    } catch (error) {
      if (!isLobbyError(error)) throw error
      return { view: null, error }
    }
  })
  const [height, setHeight] = useState<number | null>(null)
  const [isPending, setPending] = useState(false)
  const [error, setError] = useState<LobbyError | null>(prepared.error)
  const connection = useRef<PasswordViewConnection | null>(null)
  useEffect(() => () => connection.current?.close(), [])
  const attach = useCallback(
    (target: HTMLIFrameElement | FramePostTarget) => {
      const viewWindow = 'contentWindow' in target ? (target.contentWindow as FramePostTarget | null) : target
      if (!prepared.view || !viewWindow) return
      connection.current?.close()
      connection.current = connectPasswordView(session, prepared.view, {
        viewWindow,
        chainType: latest.current.chainType,
        address: latest.current.address,
        verifyMfa: latest.current.verifyMfa,
        onSubmit: () => {
          setPending(true)
          setError(null)
        },
        onDone: (result) => {
          setPending(false)
          latest.current.onDone?.(result)
        },
        onError: (failure) => {
          setPending(false)
          setError(failure)
          latest.current.onError?.(embeddedWalletCallbackCode(failure, OPERATION[latest.current.mode]), failure)
        },
        onClose: () => latest.current.onClose?.(),
        onResize: setHeight,
      })
    },
    [session, prepared.view],
  )
  return useMemo(
    () => ({ view: prepared.view, height, isPending, error, attach }),
    [prepared.view, height, isPending, error, attach],
  )
}
