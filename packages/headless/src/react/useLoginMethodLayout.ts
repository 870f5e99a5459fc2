'use client'
import { useCallback, useMemo, useRef, useState } from 'react'
import { computeLoginLayout, type LoginLayout, type LoginLayoutInput, type LoginView } from '../core/rules/loginLayout'

/** What `useLoginMethodLayout` reads: the login settings of `computeLoginLayout`, without the view it keeps itself. */
export type UseLoginMethodLayoutOptions = Omit<LoginLayoutInput, 'view'> & {
  /**
   * When this value changes the view returns to default: pass the navigator's
   * `landingResets`, which bumps 150 ms after the modal closes.
   */
  resetKey?: string | number | undefined
}

/** What `useLoginMethodLayout` returns: the current view's layout plus the view commands. */
export type UseLoginMethodLayoutReturn = LoginLayout & {
  /** Shows another view (a view button's `view`); a view nothing leads to is ignored. */
  openView(view: LoginView): void
  /** Returns to the default view. */
  back(): void
}

/**
 * The login screen's method list (A-2.32..A-2.63): the layout of `computeLoginLayout` for the view
 * the user opened, which `back()` or a new `resetKey` returns to default.
 */
export function useLoginMethodLayout(options: UseLoginMethodLayoutOptions): UseLoginMethodLayoutReturn {
  const { resetKey, ...input } = options
  // Options are plain data, usually rebuilt on each render: keyed by content, equal options give
  // the same layout object and the same commands.
  const key = JSON.stringify(input)
  const [state, setState] = useState<{ view: LoginView; resetKey: unknown }>({ view: 'default', resetKey })
  const view = Object.is(state.resetKey, resetKey) ? state.view : 'default'
  const layout = useMemo(() => computeLoginLayout({ ...JSON.parse(key), view }), [key, view])
  // Read by the commands, so that a call that changes nothing sets no state: React may still
  // render once for a state update it later finds equal.
  const shown = useRef(view)
  shown.current = view
  const openView = useCallback(
    (next: LoginView) => {
      if (next === shown.current || computeLoginLayout({ ...JSON.parse(key), view: next }).view !== next) return
      setState({ view: next, resetKey })
    },
    [key, resetKey],
  )
  const back = useCallback(() => openView('default'), [openView])
  return useMemo(() => ({ ...layout, openView, back }), [layout, openView, back])
}
