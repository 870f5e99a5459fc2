import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isDrawerViewport, MODAL_WIDTH_PX, modalMaxHeight, modalPresentation } from '../../../src/core/modal/layout'
import { createNavigator, showsCloseButton } from '../../../src/core/modal/navigator'
import { HEIGHT_ANIMATION_MS } from '../../../src/core/modal/timing'

describe('modal layout', () => {
  it('A-2.03 a bottom drawer at 440 px or less, a dialog at 441 px', () => {
    expect(isDrawerViewport(320)).toBe(true)
    expect(isDrawerViewport(440)).toBe(true)
    expect(isDrawerViewport(440.5)).toBe(false)
    expect(isDrawerViewport(441)).toBe(false)
    expect(isDrawerViewport(Number.NaN)).toBe(false)
    expect(modalPresentation({ viewportWidth: 440 })).toBe('drawer')
    expect(modalPresentation({ viewportWidth: 441 })).toBe('dialog')
  })

  it('A-2.02 standalone renders inline at any width', () => {
    fc.assert(
      fc.property(fc.double(), (width) => modalPresentation({ standalone: true, viewportWidth: width }) === 'inline'),
      { numRuns: 1000 },
    )
  })

  it('A-2.04 A-2.06 the dialog is 360 px wide and height changes animate over 150 ms', () => {
    expect(MODAL_WIDTH_PX).toBe(360)
    expect(HEIGHT_ANIMATION_MS).toBe(150)
  })

  it('A-2.05 the maximum height is the viewport minus 48 px', () => {
    expect(modalMaxHeight(800)).toBe(752)
    expect(modalMaxHeight(30)).toBe(0)
    expect(modalMaxHeight(Number.POSITIVE_INFINITY)).toBe(0)
  })

  it('A-2.09 A-2.10 the close button shows only when closeable and not standalone', () => {
    expect(showsCloseButton(createNavigator().getSnapshot())).toBe(true)
    expect(showsCloseButton(createNavigator({ standalone: true }).getSnapshot())).toBe(false)
    expect(showsCloseButton(createNavigator({ closeable: false }).getSnapshot())).toBe(false)
  })
})
