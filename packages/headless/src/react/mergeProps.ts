type Handler = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => void

/**
 * Merges the user's props over ours: the user's event handler runs first, and if it called
 * `preventDefault()` ours is skipped (downshift's callAllEventHandlers). Other user props win.
 */
export function mergeProps<T extends object, U extends object>(ours: T, user: U | undefined): T & U {
  if (!user) return ours as T & U
  const merged: Record<string, unknown> = { ...(ours as Record<string, unknown>) }
  for (const [key, value] of Object.entries(user)) {
    const mine = (ours as Record<string, unknown>)[key]
    if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof value === 'function') {
      merged[key] = (event: { defaultPrevented?: boolean }, ...rest: unknown[]) => {
        ;(value as Handler)(event, ...rest)
        if (!event?.defaultPrevented) (mine as Handler)(event, ...rest)
      }
    } else if (value !== undefined) {
      merged[key] = value
    }
  }
  return merged as T & U
}
