import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ACCENT_TEXT_COLORS, accentForeground } from '../../../src/core/rules/accentForeground'

describe('accentForeground', () => {
  it('A-3.32 the default accent #676FFF takes dark text', () => {
    expect(accentForeground('#676FFF')).toBe(ACCENT_TEXT_COLORS.dark)
  })

  it('behavior: a deep accent takes white text, a pale one dark text; #rgb works too', () => {
    expect(accentForeground('#1d4ed8')).toBe(ACCENT_TEXT_COLORS.light)
    expect(accentForeground('#000')).toBe(ACCENT_TEXT_COLORS.light)
    expect(accentForeground('#fde68a')).toBe(ACCENT_TEXT_COLORS.dark)
  })

  it('behavior: anything but a hex colour gives null, never a throw', () => {
    for (const bad of ['', 'red', 'rgb(0,0,0)', '#12345', '#gggggg']) expect(accentForeground(bad)).toBeNull()
  })

  it('behavior: the chosen text colour never has less contrast on the accent than the other one', () => {
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5]
        .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
        .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number]
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const contrast = (x: string, y: string) => {
      const [hi, lo] = [lum(x), lum(y)].sort((p, q) => q - p) as [number, number]
      return (hi + 0.05) / (lo + 0.05)
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (n) => {
        const accent = `#${n.toString(16).padStart(6, '0')}`
        const chosen = accentForeground(accent)!
        const other = chosen === ACCENT_TEXT_COLORS.dark ? ACCENT_TEXT_COLORS.light : ACCENT_TEXT_COLORS.dark
        return contrast(accent, chosen) >= contrast(accent, other)
      }),
    )
  })
})
