import {
  createNavigator,
  type LoginCompletion,
  type LoginOption,
  type Navigator,
  type Screen,
  useModalNavigator,
} from '@lobby/headless'
import { type ReactNode, useEffect, useState } from 'react'
import { LobbyModal } from '@/components/lobby/blocks/lobby-modal'
import { sandboxUrl } from '../sandbox.ts'
import { SessionPanel } from './SessionPanel.tsx'

/** Props of `LiveModal`. */
export type LiveModalProps = {
  /** Inline in the page rather than a dialog over it. @default true */
  standalone?: boolean
  /** Where the modal starts; the landing screen unless given. */
  start?: (navigator: Navigator) => void
  /** Screens the block does not wire itself, rendered inside the real block and shell. */
  renderScreen?: (screen: Screen, navigator: Navigator) => ReactNode | undefined
  /** Controls shown beside the session panel, with the modal's navigator. */
  actions?: (navigator: Navigator) => ReactNode
  /** The login methods the block hands back (OAuth, wallets, passkeys ...). */
  onLoginMethod?: (method: LoginOption) => void
  /** the block's auth-success callback, when the modal closes signed in. */
  onSuccess?: (completion: LoginCompletion) => void
}

const openLanding = (navigator: Navigator) => navigator.open('LANDING')

/** The registry's `lobby-modal` block, as a host renders it, with a button to open it again. */
export function LiveModal({
  standalone = true,
  start = openLanding,
  renderScreen,
  actions,
  onLoginMethod,
  onSuccess,
}: LiveModalProps) {
  const [navigator] = useState(() => createNavigator({ standalone }))
  const nav = useModalNavigator({ navigator })
  useEffect(() => {
    if (standalone) start(navigator)
    return () => navigator.destroy()
  }, [navigator, standalone, start])
  return (
    <div>
      <SessionPanel />
      {actions?.(navigator)}
      {nav.screen === null ? (
        <button
          type="button"
          className="mb-4 rounded bg-neutral-900 px-3 py-2 text-sm text-white"
          onClick={() => start(navigator)}
        >
          Open the login modal
        </button>
      ) : null}
      <div className="max-w-[360px]">
        <LobbyModal
          navigator={navigator}
          standalone={standalone}
          renderScreen={renderScreen ? (screen) => renderScreen(screen, navigator) : undefined}
          onLoginMethod={onLoginMethod}
          onSuccess={onSuccess}
          // The sandbox's Turnstile stand-in, for its captcha app; a real app leaves this out.
          captchaScriptUrl={`${sandboxUrl}/turnstile/v0/api.js`}
        />
      </div>
    </div>
  )
}
