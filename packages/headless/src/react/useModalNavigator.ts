'use client'
import { useEffect, useMemo, useState } from 'react'
import {
  createNavigator,
  type Navigator,
  type NavigatorOptions,
  type NavigatorState,
  previousScreen,
  showsCloseButton,
} from '../core/modal/navigator'
import type { Screen } from '../core/modal/screens'
import { useStore } from './useStore'

/** Options of `useModalNavigator`: a navigator to share, or options for one of its own (read once). */
export type UseModalNavigatorOptions = NavigatorOptions & {
  /** A navigator made with `createNavigator`, e.g. shared with a flow; omit it to get one per component. */
  navigator?: Navigator
}

/** What the modal shows now. */
export type ModalNavigatorView = {
  /** The screen shown with its parameters, or null when no flow is in progress. */
  screen: Screen | null
  /** True once the modal is visible (15 ms after its screen is set, A-2.07). */
  isOpen: boolean
  /** True when `back()` has somewhere to go. */
  canGoBack: boolean
  /** false in standalone mode or while the modal is not closeable. */
  showCloseButton: boolean
  /** Changes 150 ms after each close; reset the login view on a change. */
  landingResets: number
}

/** What `useModalNavigator` returns: the view plus the navigator's commands, which keep their identity. */
export type UseModalNavigatorReturn = ModalNavigatorView &
  Pick<
    Navigator,
    'open' | 'navigate' | 'replace' | 'showError' | 'back' | 'close' | 'requestClose' | 'setCloseable'
  > & {
    /** The navigator itself (the one passed in, or the hook's own), for watchers such as `useLoginModalEvents`. */
    navigator: Navigator
  }

function selectView(state: NavigatorState): ModalNavigatorView {
  return {
    screen: state.screen,
    isOpen: state.isOpen,
    canGoBack: previousScreen(state) !== null,
    showCloseButton: showsCloseButton(state),
    landingResets: state.landingResets,
  }
}

function sameView(a: ModalNavigatorView, b: ModalNavigatorView): boolean {
  return (
    a.screen === b.screen &&
    a.isOpen === b.isOpen &&
    a.canGoBack === b.canGoBack &&
    a.showCloseButton === b.showCloseButton &&
    a.landingResets === b.landingResets
  )
}

/** The modal's screen navigator for React. */
export function useModalNavigator(options: UseModalNavigatorOptions = {}): UseModalNavigatorReturn {
  const shared = options.navigator
  const [own] = useState(() => (shared ? null : createNavigator(options)))
  const navigator = shared ?? (own as Navigator)
  useEffect(() => (own ? () => own.destroy() : undefined), [own])
  const view = useStore(navigator, selectView, sameView)
  const commands = useMemo(
    () => ({
      open: navigator.open,
      navigate: navigator.navigate,
      replace: navigator.replace,
      showError: navigator.showError,
      back: navigator.back,
      close: navigator.close,
      requestClose: navigator.requestClose,
      setCloseable: navigator.setCloseable,
      navigator,
    }),
    [navigator],
  )
  return useMemo(() => ({ ...view, ...commands }), [view, commands])
}
