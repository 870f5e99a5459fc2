import { describe, expect, it, vi } from 'vitest'
import { checkLogo, INVALID_LOGO_WARNING } from '../../../src/core/rules/logo'

describe('checkLogo', () => {
  it('A-2.65 accepts a string as an image URL and an svg or img element as is, without a warning', () => {
    const warn = vi.fn()
    expect(checkLogo('https://a.test/logo.png', warn)).toBe('url')
    expect(checkLogo({ type: 'svg', props: {} }, warn)).toBe('element')
    expect(checkLogo({ type: 'img', props: { src: '/l.png' } }, warn)).toBe('element')
    expect(warn).not.toHaveBeenCalled()
  })

  it('A-2.65 logs a warning and shows nothing for any other value', () => {
    for (const bad of [42, { type: 'div' }, { type: () => null }, [], true]) {
      const warn = vi.fn()
      expect(checkLogo(bad, warn)).toBe('none')
      expect(warn).toHaveBeenCalledExactlyOnceWith(INVALID_LOGO_WARNING)
    }
  })

  it('behavior: no logo configured shows nothing and warns nothing', () => {
    const warn = vi.fn()
    expect(checkLogo(undefined, warn)).toBe('none')
    expect(checkLogo(null, warn)).toBe('none')
    expect(warn).not.toHaveBeenCalled()
  })
})
