/** The warning logged for a logo that is neither a string nor an SVG/IMG element. */
export const INVALID_LOGO_WARNING =
  'Lobby: appearance.logo must be a string (an image URL) or an <svg> or <img> element; no logo is shown.'

/** What a logo configuration is: an image URL, an SVG/IMG element, or nothing to show. */
export type LogoKind = 'url' | 'element' | 'none'

/**
 * Reads a logo configuration: a non-empty string is an image URL, an element whose type is
 * 'svg' or 'img' (a React element, say) is shown as is; anything else logs the warning once per
 * call and shows nothing. Absent (null or undefined) shows nothing without a warning.
 */
export function checkLogo(logo: unknown, warn: (message: string) => void = console.warn): LogoKind {
  if (logo === null || logo === undefined || logo === '') return 'none'
  if (typeof logo === 'string') return 'url'
  if (typeof logo === 'object' && 'type' in logo && (logo.type === 'svg' || logo.type === 'img')) return 'element'
  warn(INVALID_LOGO_WARNING)
  return 'none'
}
