import { act, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createStore } from '../../src/core/store'
import { mergeProps } from '../../src/react/mergeProps'
import { useStore } from '../../src/react/useStore'

describe('useStore', () => {
  it('behavior: re-renders only when the selected value changes', () => {
    const store = createStore({ a: 1, b: 1 })
    const selectA = (s: { a: number }) => s.a
    let renders = 0
    function Probe() {
      renders += 1
      return <span data-testid="a">{useStore(store, selectA)}</span>
    }
    const view = render(<Probe />)
    expect(renders).toBe(1)
    act(() => store.setState((s) => ({ ...s, b: 2 })))
    expect(renders).toBe(1)
    act(() => store.setState((s) => ({ ...s, a: 5 })))
    expect(renders).toBe(2)
    expect(view.getByTestId('a').textContent).toBe('5')
  })
})

describe('mergeProps', () => {
  it('behavior: the user handler runs first and preventDefault skips ours', () => {
    const calls: string[] = []
    const merged = mergeProps(
      { onClick: () => calls.push('ours'), id: 'ours' },
      {
        onClick: (e: { defaultPrevented: boolean }) => calls.push(e.defaultPrevented ? 'user-prevent' : 'user'),
        id: 'mine',
      },
    )
    merged.onClick({ defaultPrevented: false })
    merged.onClick({ defaultPrevented: true })
    expect(calls).toEqual(['user', 'ours', 'user-prevent'])
    expect(merged.id).toBe('mine')
  })
})
