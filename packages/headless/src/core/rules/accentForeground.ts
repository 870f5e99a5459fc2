/** Text colours placed on the accent colour: the darker and the lighter of the theme's. */
export const ACCENT_TEXT_COLORS = { dark: '#0b0b14', light: '#ffffff' } as const

function channel(hex: string): number {
  const c = Number.parseInt(hex, 16) / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

function luminance(color: string): number | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim())
  if (!match) return null
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!
  return 0.2126 * channel(hex.slice(0, 2)) + 0.7152 * channel(hex.slice(2, 4)) + 0.0722 * channel(hex.slice(4, 6))
}

/**
 * The text colour with the higher WCAG 2 contrast on an app's accent colour (A-3.32 accent), so
 * a button keeps readable text whatever accent the app sets; null for a colour that is not
 * `#rgb` or `#rrggbb` (the theme's own foreground then stays).
 */
export function accentForeground(accent: string): string | null {
  const l = luminance(accent)
  if (l === null) return null
  const onDark = 1.05 / (l + 0.05)
  const dark = luminance(ACCENT_TEXT_COLORS.dark)!
  const onLight = (l + 0.05) / (dark + 0.05)
  return onLight >= onDark ? ACCENT_TEXT_COLORS.dark : ACCENT_TEXT_COLORS.light
}
