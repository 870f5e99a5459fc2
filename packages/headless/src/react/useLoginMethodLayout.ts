'use client'
import { useMemo, useRef, useState } from 'react'
import { computeLoginLayout, type LoginLayout, type LoginLayoutInput, type LoginView } from '../core/rules/loginLayout'

/** What `useLoginMethodLayout` reads: the login settings of `computeLoginLayout`, without the view it keeps itself. */
export type UseLoginMethodLayoutOptions = Omit<LoginLayoutInput, 'view'>

/** What `useLoginMethodLayout` returns: the current view's layout plus the view commands. */
export type UseLoginMethodLayoutReturn = LoginLayout & {
  /** Shows another view (a view button's `view`); a view nothing leads to is ignored. */
  openView(view: LoginView): void
  /** Returns to the default view. */
  back(): void
}

/**
 * The login screen's method list (A-2.33..A-2.59): the layout of `computeLoginLayout` for the view
 * the user opened, which `back()` returns to default. For the reset 150 ms after close
 * key the screen on the navigator's `landingResets`: a new key starts at default.
 */
export function useLoginMethodLayout(options: UseLoginMethodLayoutOptions): UseLoginMethodLayoutReturn {
  // Options are plain data, usually rebuilt on each render: keyed by content, equal options give
  // the same layout object and the same commands (a closure over older equal options is the same).
  const key = JSON.stringify(options)
  const [view, setView] = useState<LoginView>('default')
  // Read by the commands, so that a call that changes nothing sets no state: React may still
  // render once for a state update it later finds equal.
  const shown = useRef(view)
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are tracked by their content, `key`
  const commands = useMemo(() => {
    const openView = (next: LoginView): void => {
      if (next !== shown.current && computeLoginLayout({ ...options, view: next }).view === next) setView(next)
    }
    return { openView, back: () => openView('default') }
  }, [key])
  // biome-ignore lint/correctness/useExhaustiveDependencies: options are tracked by their content, `key`
  return useMemo(() => {
    const layout = computeLoginLayout({ ...options, view })
    shown.current = layout.view
    return { ...layout, ...commands }
  }, [key, view, commands])
}
