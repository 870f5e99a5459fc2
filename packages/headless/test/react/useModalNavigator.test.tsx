import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LobbyError } from '../../src/core/errors/lobbyError'
import { createNavigator } from '../../src/core/modal/navigator'
import { useModalNavigator } from '../../src/react/useModalNavigator'

// Testing Library waits on a zero timer after each event; it advances fake timers only
// through a global `jest`, so lend it vitest's clock.
beforeEach(() => {
  vi.useFakeTimers()
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) })
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('useModalNavigator', () => {
  it('A-2.07 opening at a screen with parameters shows the modal 15 ms later', () => {
    const { result } = renderHook(() => useModalNavigator())
    act(() => result.current.open('AWAITING_PASSWORDLESS_CODE', { email: 'ada@example.com' }))
    expect(result.current.screen).toEqual({ name: 'AWAITING_PASSWORDLESS_CODE', params: { email: 'ada@example.com' } })
    expect(result.current.isOpen).toBe(false)
    act(() => vi.advanceTimersByTime(15))
    expect(result.current.isOpen).toBe(true)
  })

  it('A-2.28 A-2.08 back from the error screen, then close clears the flow after 200 ms', () => {
    const { result } = renderHook(() => useModalNavigator())
    act(() => result.current.open('LANDING'))
    act(() => result.current.showError(new LobbyError('api_error', 'invalid_data', 'Bad.')))
    expect(result.current.canGoBack).toBe(true)
    act(() => void result.current.back())
    expect(result.current.screen?.name).toBe('LANDING')
    expect(result.current.canGoBack).toBe(false)
    act(() => result.current.close())
    act(() => vi.advanceTimersByTime(200))
    expect(result.current.screen).toBeNull()
  })

  it('A-2.09 A-2.10 the close button follows standalone and closeable; a click closes', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    function Modal({ standalone }: { standalone?: boolean }) {
      const nav = useModalNavigator({ standalone })
      return (
        <div>
          <button type="button" onClick={() => nav.open('LANDING')}>
            open
          </button>
          <span data-testid="state">{nav.isOpen ? 'open' : 'closed'}</span>
          {nav.showCloseButton && (
            <button type="button" onClick={() => nav.requestClose()}>
              close
            </button>
          )}
          <button type="button" onClick={() => nav.setCloseable(false)}>
            lock
          </button>
        </div>
      )
    }
    const view = render(<Modal />)
    await user.click(screen.getByText('open'))
    act(() => vi.advanceTimersByTime(15))
    expect(screen.getByTestId('state').textContent).toBe('open')
    await user.click(screen.getByText('close'))
    expect(screen.getByTestId('state').textContent).toBe('closed')
    await user.click(screen.getByText('lock'))
    expect(screen.queryByText('close')).toBeNull()
    view.unmount()
    render(<Modal standalone />)
    expect(screen.queryByText('close')).toBeNull()
  })

  it('A-2.50 landingResets changes 150 ms after close', () => {
    const { result } = renderHook(() => useModalNavigator())
    act(() => result.current.open('LANDING'))
    act(() => result.current.close())
    act(() => vi.advanceTimersByTime(150))
    expect(result.current.landingResets).toBe(1)
  })

  it('A-2.07 behavior: under StrictMode the modal still opens 15 ms after its screen is set', () => {
    const { result } = renderHook(() => useModalNavigator(), { wrapper: StrictMode })
    act(() => result.current.open('LANDING'))
    act(() => vi.advanceTimersByTime(15))
    expect(result.current.isOpen).toBe(true)
  })

  it('behavior: a shared navigator drives every hook that reads it', () => {
    const navigator = createNavigator()
    const a = renderHook(() => useModalNavigator({ navigator }))
    const b = renderHook(() => useModalNavigator({ navigator }))
    act(() => navigator.open('LINK_EMAIL_SCREEN'))
    expect(a.result.current.screen?.name).toBe('LINK_EMAIL_SCREEN')
    expect(b.result.current.screen?.name).toBe('LINK_EMAIL_SCREEN')
  })

  it('behavior: commands keep their identity and the host re-renders only when the view changes', () => {
    let renders = 0
    const { result, rerender } = renderHook(() => {
      renders++
      return useModalNavigator()
    })
    const { open, back, close } = result.current
    const before = result.current
    rerender()
    expect(result.current).toBe(before)
    expect(result.current.open).toBe(open)
    expect(result.current.back).toBe(back)
    expect(result.current.close).toBe(close)
    const settled = renders
    act(() => result.current.setCloseable(true))
    act(() => void result.current.back())
    expect(renders).toBe(settled)
    act(() => result.current.open('LANDING'))
    expect(renders).toBe(settled + 1)
  })
})
